import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { session } from "../../../lib/session";
import { deferred, renderApp, sentBodies, stubApi, type Reply } from "../../../testing/test-utils";

const LOGIN = "POST /api/v1/auth/login";
const ME = "GET /api/v1/auth/me";
const authOk = { access_token: "a1", refresh_token: "r1", token_type: "Bearer", user: { id: "u1", email: "meera@example.in", name: "Meera Iyer" } };
const me = { id: "u1", email: "meera@example.in", name: "Meera Iyer", plan: "pro_plus", created_at: "2026-01-05T10:00:00Z" };

async function openLogin() {
  const app = renderApp("/login");
  await screen.findByRole("heading", { level: 1, name: "Welcome back" });
  return app;
}

async function fillAndSubmit(user: ReturnType<typeof renderApp>["user"], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
}

describe("Login screen", () => {
  it("has the title, subtitle, labelled fields and the link to /signup", async () => {
    stubApi({});
    await openLogin();
    expect(screen.getByText("Login to continue to your account")).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).type).toBe("email");
    expect((screen.getByLabelText("Password") as HTMLInputElement).type).toBe("password");
    expect(screen.getByRole("link", { name: "New here? Create an account" }).getAttribute("href")).toBe("/signup");
  });

  it("validates before sending: both fields required", async () => {
    const api = stubApi({});
    const { user } = await openLogin();
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));
    expect(api.calls).toEqual([]);
  });

  it("validates before sending: the email must be an email", async () => {
    const api = stubApi({});
    const { user } = await openLogin();
    await fillAndSubmit(user, "meera.example.in", "secret-pass");
    expect(screen.getByText("Enter a valid email address")).toBeTruthy();
    expect(api.calls).toEqual([]);
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "meera@example.in");
    expect(screen.queryByText("Enter a valid email address")).toBeNull(); // re-checked as you type after a submit
  });

  it("shows 'Signing in…' while busy, then stores the session and goes to /dashboard", async () => {
    const reply = deferred<Reply>();
    const api = stubApi({ [LOGIN]: () => reply.promise, [ME]: [200, me] });
    const { user, router } = await openLogin();
    await fillAndSubmit(user, " meera@example.in ", "secret-pass");

    const busy = await screen.findByRole("button", { name: "Signing in…" });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(sentBodies(api, LOGIN)).toEqual([{ email: "meera@example.in", password: "secret-pass" }]);

    await act(async () => reply.resolve([200, authOk]));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(session.get()).toMatchObject({ email: "meera@example.in", accessToken: "a1", refreshToken: "r1" });
    expect(await screen.findByRole("heading", { level: 1, name: /Meera/ })).toBeTruthy();
  });

  it("shows the server's message in a red alert and stays on /login", async () => {
    stubApi({ [LOGIN]: [401, { title: "Unauthorized", status: 401, detail: "Incorrect email or password." }] });
    const { user, router } = await openLogin();
    await fillAndSubmit(user, "meera@example.in", "wrong-password");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Incorrect email or password.");
    expect(alert.getAttribute("data-status")).toBe("error");
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.getByRole("button", { name: "Login" })).toBeTruthy();
    expect(session.get()).toBeNull();
  });

  it("signs in against a server that sends only SPEC section 3's fields: jwt, refreshToken and a top-level user", async () => {
    // Spec-minimal: other token spellings, no token_type or expires_in, no user object; /auth/me without plan or created_at.
    stubApi({
      [LOGIN]: [200, { jwt: "a2", refreshToken: "r2", id: "u1", email: "meera@example.in", name: "Meera Iyer" }],
      [ME]: [200, { id: "u1", email: "meera@example.in", name: "Meera Iyer" }],
    });
    const { user, router } = await openLogin();
    await fillAndSubmit(user, "meera@example.in", "secret-pass");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(session.get()).toMatchObject({ id: "u1", email: "meera@example.in", name: "Meera Iyer", accessToken: "a2", refreshToken: "r2" });
    expect(await screen.findByRole("heading", { level: 1, name: /Meera/ })).toBeTruthy();
  });

  it("shows the fixed fallback when the server gives no detail", async () => {
    stubApi({ [LOGIN]: [500, {}] });
    const { user } = await openLogin();
    await fillAndSubmit(user, "meera@example.in", "secret-pass");
    expect((await screen.findByRole("alert")).textContent).toContain("Login failed. Please check your credentials.");
  });
});
