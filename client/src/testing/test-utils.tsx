import { ChakraProvider } from "@chakra-ui/react";
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect, type ReactElement } from "react";
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type NavigationType } from "react-router-dom";
import type { User } from "../api/generated/model";
import { AppProvider } from "../app/provider";
import { AppRoutes } from "../app/router";
import { addRecipes, system } from "../app/theme";
import * as moreRecipes from "../app/theme-more";
import { session, type AuthRecord } from "../lib/session";

export { callsTo, sentBodies, server, stubApi, type Api, type Handler, type Reply, type Routes, type SentRequest } from "./api-server";

// Every recipe in tests, as in the app once any screen beyond the sign-in ones has loaded.
addRecipes(moreRecipes);

export const PRIYA: AuthRecord = {
  id: "0b9f7c1e-2f4a-4d0e-9a53-6f1f1b2c3d4e",
  email: "priya@example.in",
  name: "Priya Sharma",
  accessToken: "access-token",
  refreshToken: "refresh-token",
};

export function userFrom(record: AuthRecord, overrides: Partial<User> = {}): User {
  return { id: record.id, email: record.email, name: record.name, plan: "pro_plus", created_at: "2026-01-05T10:00:00Z", ...overrides };
}

export function signIn(record: AuthRecord = PRIYA): AuthRecord {
  session.set(record);
  return record;
}

/** A promise you settle from the test: for holding a request open to see busy and loading states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export interface TestRouterState {
  location: Location;
  historyAction: NavigationType;
}

/** What tests read and drive of the router: the current location and how it was reached, navigate, subscribe. */
export interface TestRouter {
  state: TestRouterState;
  navigate(to: string): void;
  subscribe(listener: (state: TestRouterState) => void): () => void;
}

function RouterProbe({ router, bind }: { router: TestRouter; bind: (navigate: (to: string) => void) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  router.state = { location, historyAction };
  bind((to) => void navigate(to));
  useLayoutEffect(() => {
    listeners.forEach((listener) => listener({ location, historyAction }));
  }, [location, historyAction]);
  return null;
}
const listeners = new Set<(state: TestRouterState) => void>();

/** Renders the whole app (providers + the real route table) at `path` in a memory router. */
export function renderApp(path = "/") {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  let navigate: (to: string) => void = () => undefined;
  listeners.clear();
  const router: TestRouter = {
    state: undefined as unknown as TestRouterState,
    navigate: (to) => navigate(to),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // No pointer-events check: it asks for computed styles on every action, which is slow under happy-dom.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe router={router} bind={(fn) => (navigate = fn)} />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, router, queryClient, user };
}

/** Renders one component inside Chakra with the Hirewise theme: for shared UI, which may not import app/ itself. */
export function renderWithTheme(ui: ReactElement) {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
}
