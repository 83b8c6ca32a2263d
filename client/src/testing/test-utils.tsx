import { ChakraProvider } from "@chakra-ui/react";
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect, type ReactElement } from "react";
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type NavigationType } from "react-router-dom";
import { vi } from "vitest";
import type { User } from "../api/generated/model";
import { AppProvider } from "../app/provider";
import { AppRoutes } from "../app/router";
import { addRecipes, system } from "../app/theme";
import * as moreRecipes from "../app/theme-more";
import { session, type AuthRecord } from "../lib/session";

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

export type Reply = [status: number, body?: unknown];
export type Handler = (request: { url: string; init: RequestInit; body: unknown }) => Reply | Promise<Reply>;

/** A promise you settle from the test: for holding a request open to see busy and loading states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Stubs `fetch` (the network edge). Keys are "METHOD /path" as the app calls them, e.g. "GET /api/v1/auth/me".
 * Unknown calls answer 404 problem+json. Returns the mock, whose calls the test can inspect.
 */
export function stubApi(handlers: Record<string, Handler | Reply>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = (init.method ?? "GET").toUpperCase();
    const entry = handlers[`${method} ${url}`];
    let body: unknown = undefined;
    if (typeof init.body === "string") {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const [status, payload] = !entry ? [404, { title: "Not Found", status: 404, detail: "Not Found" }] : typeof entry === "function" ? await entry({ url, init, body }) : entry;
    if (status === 204 || payload === undefined) return new Response(null, { status });
    return new Response(JSON.stringify(payload), { status, headers: { "content-type": status >= 400 ? "application/problem+json" : "application/json" } });
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** The JSON bodies sent to one "METHOD /path". */
export function sentBodies(mock: ReturnType<typeof stubApi>, key: string): unknown[] {
  const [method, path] = key.split(" ");
  return mock.mock.calls
    .filter(([input, init]) => String(input) === path && ((init as RequestInit | undefined)?.method ?? "GET").toUpperCase() === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
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
