import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { session } from "../../../lib/session";
import { deferred, renderApp, sentBodies, stubApi, type Reply } from "../../../testing/test-utils";

const SIGNUP = "POST /api/v1/auth/signup";
const ME = "GET /api/v1/auth/me";
const authOk = { access_token: "a1", refresh_token: "r1", token_type: "Bearer", user: { id: "u2", email: "ravi@example.in", name: "Ravi Kumar" } };
const me = { id: "u2", email: "ravi@example.in", name: "Ravi Kumar", plan: "pro_plus", created_at: "2026-01-05T10:00:00Z" };

type User = ReturnType<typeof renderApp>["user"];

async function openSignup() {
  const app = renderApp("/signup");
  await screen.findByRole("heading", { level: 1, name: "Create your account" });
  return app;
}

async function fill(user: User, values: { name?: string; email?: string; password?: string; confirm?: string }) {
  const set = async (label: string, value: string | undefined) => {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  };
  await set("Full name", values.name);
  await set("Email", values.email);
  await set("Password", values.password);
  await set("Confirm Password", values.confirm);
  await user.click(screen.getByRole("button", { name: "Sign up" }));
}

describe("Signup screen", () => {
  it("has the title, the four labelled fields and a link to /login", async () => {
    stubApi({});
    await openSignup();
    for (const label of ["Full name", "Email", "Password", "Confirm Password"]) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Already have an account? Log in" }).getAttribute("href")).toBe("/login");
  });

  it("requires all four fields", async () => {
    const api = stubApi({});
    const { user } = await openSignup();
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    for (const message of ["Full name is required", "Email is required", "Password is required", "Please confirm your password"]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(api.calls).toEqual([]);
  });

  it("checks 'Passwords do not match' before 'Password must be at least 6 characters'", async () => {
    const api = stubApi({});
    const { user } = await openSignup();
    await fill(user, { name: "Ravi Kumar", email: "ravi@example.in", password: "abc", confirm: "abd" });
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(screen.queryByText("Password must be at least 6 characters")).toBeNull();

    await fill(user, { name: "Ravi Kumar", email: "ravi@example.in", password: "abc", confirm: "abc" });
    expect(screen.getByText("Password must be at least 6 characters")).toBeTruthy();
    expect(screen.queryByText("Passwords do not match")).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("shows 'Creating…' while busy, never sends the confirmation, and goes to /dashboard", async () => {
    const reply = deferred<Reply>();
    const api = stubApi({ [SIGNUP]: () => reply.promise, [ME]: [200, me] });
    const { user, router } = await openSignup();
    await fill(user, { name: " Ravi Kumar ", email: "ravi@example.in", password: "secret-pass", confirm: "secret-pass" });

    expect(((await screen.findByRole("button", { name: "Creating…" })) as HTMLButtonElement).disabled).toBe(true);
    const [body] = sentBodies(api, SIGNUP);
    expect(body).toEqual({ name: "Ravi Kumar", email: "ravi@example.in", password: "secret-pass" });
    expect(Object.keys(body as object).sort()).toEqual(["email", "name", "password"]);

    await act(async () => reply.resolve([201, authOk]));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(session.get()).toMatchObject({ name: "Ravi Kumar", email: "ravi@example.in" });
  });

  it("shows the server's message in a red alert", async () => {
    stubApi({ [SIGNUP]: [409, { title: "Conflict", status: 409, detail: "An account with this email already exists." }] });
    const { user, router } = await openSignup();
    await fill(user, { name: "Ravi Kumar", email: "ravi@example.in", password: "secret-pass", confirm: "secret-pass" });
    expect((await screen.findByRole("alert")).textContent).toContain("An account with this email already exists.");
    expect(router.state.location.pathname).toBe("/signup");
    expect(screen.getByRole("button", { name: "Sign up" })).toBeTruthy();
  });
});
