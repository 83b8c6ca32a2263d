import { describe, expect, it } from "vitest";
import { AUTH_PATHS, login, readAuthPayload, signup } from "../auth-client";
import { session } from "../../lib/session";
import { stubApi, type Api, type Reply } from "../../testing/api-server";

let api: Api;
/** Answers POSTs to the given paths (anything else is a 404, as on a server without that route). */
function serve(byPath: Record<string, Reply>) {
  api = stubApi(Object.fromEntries(Object.entries(byPath).map(([path, reply]) => [`POST ${path}`, reply])));
}
const calls = () => api.calls.map((call) => call.path);
const bodies = () => api.calls.map((call) => call.body);

const ok = { access_token: "a", refresh_token: "r", user: { id: "u1", email: "p@x.in", name: "Priya" } };

describe("auth calls", () => {
  it("use the configured path first and store the session", async () => {
    serve({ "/api/v1/auth/login": [200, ok] });
    await expect(login({ email: "p@x.in", password: "secret" })).resolves.toMatchObject({ email: "p@x.in", name: "Priya" });
    expect(calls()).toEqual(["/api/v1/auth/login"]);
    expect(session.get()).toEqual({ email: "p@x.in", name: "Priya", id: "u1", accessToken: "a", refreshToken: "r" });
  });

  it("move to the next fallback only on 404 or 405", async () => {
    serve({ "/api/v1/auth/login": [404, {}], "/api/auth/login": [405, {}], "/auth/login": [200, ok] });
    await login({ email: "p@x.in", password: "secret" });
    expect(calls()).toEqual(["/api/v1/auth/login", "/api/auth/login", "/auth/login"]);
  });

  it("stop at a 401 and show its detail", async () => {
    serve({ "/api/v1/auth/login": [401, { detail: "Incorrect email or password." }] });
    await expect(login({ email: "p@x.in", password: "nope" })).rejects.toThrow("Incorrect email or password.");
    expect(calls()).toHaveLength(1);
  });

  it("fall back to the fixed text when the error has no detail or message", async () => {
    serve({ "/api/v1/auth/login": [500, {}] });
    await expect(login({ email: "p@x.in", password: "x" })).rejects.toThrow("Login failed. Please check your credentials.");
    serve({ "/api/v1/auth/signup": [500, {}] });
    await expect(signup({ name: "P", email: "p@x.in", password: "secret" })).rejects.toThrow("Signup failed. Please try again.");
  });

  it("list every path tried when none exists", async () => {
    serve({});
    await expect(login({ email: "p@x.in", password: "x" })).rejects.toThrow(`Auth route not found. Tried: ${AUTH_PATHS.login.join(", ")}`);
    expect(calls()).toEqual(["/api/v1/auth/login", "/api/auth/login", "/auth/login", "/users/login", "/login", "/token"]);
    serve({});
    await expect(signup({ name: "P", email: "p@x.in", password: "secret" })).rejects.toThrow("Auth route not found. Tried:");
    expect(calls()).toEqual(["/api/v1/auth/signup", "/api/auth/signup", "/auth/signup", "/auth/register", "/users/signup", "/register"]);
  });

  it("never send the password confirmation on signup", async () => {
    serve({ "/api/v1/auth/signup": [201, ok] });
    const form = { name: "Priya", email: "p@x.in", password: "secret", confirmPassword: "secret" };
    await signup(form);
    expect(bodies()[0]).toEqual({ name: "Priya", email: "p@x.in", password: "secret" });
  });

  it("reject a response without a token or an email", async () => {
    serve({ "/api/v1/auth/login": [200, { user: { email: "p@x.in" } }] });
    await expect(login({ email: "p@x.in", password: "x" })).rejects.toThrow("Invalid auth payload");
    expect(() => readAuthPayload({ token: "t" })).toThrow("Invalid auth payload");
    expect(session.get()).toBeNull();
  });

  it("accept every token spelling and top-level user fields", () => {
    for (const key of ["access_token", "accessToken", "token", "jwt"]) {
      expect(readAuthPayload({ [key]: "T", email: "e@x.in" }).accessToken).toBe("T");
    }
    expect(readAuthPayload({ token: "T", refreshToken: "R", email: "e@x.in", name: "E", id: "7" })).toEqual({
      email: "e@x.in", name: "E", id: "7", accessToken: "T", refreshToken: "R",
    });
  });
});
