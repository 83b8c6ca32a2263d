import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { session } from "../../lib/session";
import { deferred, PRIYA, renderApp, signIn, stubApi, userFrom, type Reply } from "../../testing/test-utils";

const GUARDED = ["/dashboard", "/auto-apply", "/interview", "/resume-builder", "/notes", "/profile", "/coming-soon", "/jobs"];
const ME = "GET /api/v1/auth/me";

describe("route table (SPEC section 2)", () => {
  it("sends / to /login without an access token", async () => {
    stubApi({});
    const { router } = renderApp("/");
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("sends / to /dashboard with an access token", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)] });
    const { router } = renderApp("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(await screen.findByRole("heading", { level: 1, name: /Priya/ })).toBeTruthy();
  });

  it.each(GUARDED)("guards %s: no token → /login with history replaced", async (path) => {
    const api = stubApi({});
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(api.calls).toEqual([]); // no session check without a stored token
  });

  it.each(["/login", "/signup", "/pricing", "/checkout?plan=pro"])("leaves %s open to signed-out visitors", async (path) => {
    stubApi({});
    const { router } = renderApp(path);
    await screen.findByRole("heading", { level: 1 });
    expect(router.state.location.pathname + router.state.location.search).toBe(path);
  });

  it("shows 'Authenticating...' with the loader while the startup check runs, then the screen", async () => {
    signIn();
    const pending = deferred<Reply>();
    const api = stubApi({ [ME]: () => pending.promise });
    renderApp("/profile");
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("Authenticating...");
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.headers.get("Authorization")).toBe("Bearer access-token");

    await act(async () => pending.resolve([200, userFrom(PRIYA)]));
    expect(await screen.findByRole("heading", { level: 1, name: "Priya Sharma" })).toBeTruthy();
    expect(screen.queryByText("Authenticating...")).toBeNull();
  });

  it("clears the session and goes to /login when the startup check fails", async () => {
    signIn();
    stubApi({ [ME]: [500, { detail: "Database unavailable" }] });
    const { router } = renderApp("/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(session.get()).toBeNull();
  });

  it("lands on /login through the router when a 401 cannot be refreshed", async () => {
    signIn({ ...PRIYA, refreshToken: "" });
    stubApi({ [ME]: [401, { detail: "Your session has expired." }] });
    const { router } = renderApp("/interview");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(session.get()).toBeNull();
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
  });

  it("goes to /login when the session expires on an open screen", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)] });
    const { router } = renderApp("/pricing");
    await screen.findByRole("heading", { level: 1, name: "Pricing" });
    act(() => session.expire());
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("redirects any other path to /, which then picks /login when signed out", async () => {
    stubApi({});
    const { router } = renderApp("/no/such/page");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("redirects any other path to /, which then picks /dashboard when signed in", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)] });
    const { router } = renderApp("/definitely-not-a-route");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("passes through / on the way from an unknown path", async () => {
    stubApi({});
    const { router } = renderApp("/pricing");
    await screen.findByRole("heading", { level: 1, name: "Pricing" });
    const visited: string[] = [];
    const stop = router.subscribe((state) => visited.push(state.location.pathname));
    await act(() => router.navigate("/unknown"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    stop();
    expect(visited).toContain("/");
  });
});
