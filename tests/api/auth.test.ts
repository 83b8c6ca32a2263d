import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, uniqueEmail, useApi } from "../support/api-harness";

describeEachDatabase("auth", (kind) => {
  const h = useApi(kind, { LOGIN_FAILURES_PER_EMAIL: "3", LOGIN_FAILURES_PER_IP: "50", SIGNUPS_PER_IP_PER_HOUR: "1000" });

  describe("signup", () => {
    it("creates an account on pro_plus and returns tokens and the user", async () => {
      const email = uniqueEmail("Priya");
      const res = await h.api().post("/api/v1/auth/signup").send({ name: "  Priya Sharma ", email: `  ${email.toUpperCase()} `.trim(), password: "secret1" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ token_type: "Bearer", user: { email: email.toLowerCase(), name: "Priya Sharma", plan: "pro_plus" } });
      expect(res.body.access_token).toMatch(/^ey/);
      expect(res.body.refresh_token).toMatch(/^rt_/);
      const me = await h.api().get("/api/v1/auth/me").set("Authorization", `Bearer ${res.body.access_token}`);
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(res.body.user.id);
    });

    it("refuses a duplicate email (any case) with 409 and a detail", async () => {
      const { email } = await signUp(h);
      const res = await h.api().post("/api/v1/auth/signup").send({ name: "Other", email: email.toUpperCase(), password: "secret1" });
      expect(res.status).toBe(409);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(res.body.detail).toBe("An account with this email already exists. Try logging in instead.");
    });

    it("refuses a short password, a bad email and missing fields with 400 and per-field errors", async () => {
      const short = await h.api().post("/api/v1/auth/signup").send({ name: "A", email: uniqueEmail(), password: "12345" });
      expect(short.status).toBe(400);
      expect(short.body.detail).toContain("password");
      expect(short.body.errors[0].path).toBe("/body/password");
      const bad = await h.api().post("/api/v1/auth/signup").send({ name: "A", email: "not-an-email", password: "123456" });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain("/body/email");
      const missing = await h.api().post("/api/v1/auth/signup").send({ email: uniqueEmail() });
      expect(missing.status).toBe(400);
      expect(missing.body.errors.length).toBeGreaterThanOrEqual(2);
    });

    it("refuses a blank name", async () => {
      const res = await h.api().post("/api/v1/auth/signup").send({ name: "   ", email: uniqueEmail(), password: "123456" });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe("Please enter your full name.");
    });

    it("answers malformed JSON with 400, not 500", async () => {
      const res = await h.api().post("/api/v1/auth/signup").set("Content-Type", "application/json").send("{\"name\":");
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe("The request body is not valid JSON.");
    });
  });

  describe("login", () => {
    it("logs in with any email casing", async () => {
      const { email, password } = await signUp(h);
      const res = await h.api().post("/api/v1/auth/login").send({ email: email.toUpperCase(), password });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(email);
    });

    it("answers wrong credentials with 401 (never 404/405, which the client treats as a missing route)", async () => {
      const { email } = await signUp(h);
      const wrong = await h.api().post("/api/v1/auth/login").send({ email, password: "wrong-password" });
      expect(wrong.status).toBe(401);
      expect(wrong.body.detail).toBe("Incorrect email or password.");
      const unknown = await h.api().post("/api/v1/auth/login").send({ email: uniqueEmail("ghost"), password: "whatever" });
      expect(unknown.status).toBe(401);
      expect(unknown.body.detail).toBe("Incorrect email or password.");
    });

    it("throttles repeated failures for an email with 429 and Retry-After, and never a correct login before that", async () => {
      const { email, password } = await signUp(h);
      for (let i = 0; i < 2; i++) expect((await h.api().post("/api/v1/auth/login").send({ email, password: "nope-nope" })).status).toBe(401);
      // Successes are not counted and clear the email's failures.
      expect((await h.api().post("/api/v1/auth/login").send({ email, password })).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await h.api().post("/api/v1/auth/login").send({ email, password: "nope-nope" })).status).toBe(401);
      const blocked = await h.api().post("/api/v1/auth/login").send({ email, password: "nope-nope" });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect(blocked.body.detail).toMatch(/^Too many failed login attempts\. Please wait \d+ minutes? and try again\.$/);
      // Another account from the same address is unaffected.
      const other = await signUp(h);
      expect((await h.api().post("/api/v1/auth/login").send({ email: other.email, password: other.password })).status).toBe(200);
    });
  });

  describe("refresh and logout", () => {
    it("rotates the refresh token on every use", async () => {
      const { session } = await signUp(h);
      const first = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token });
      expect(first.status).toBe(200);
      expect(first.body.refresh_token).not.toBe(session.refresh_token);
      const second = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: first.body.refresh_token });
      expect(second.status).toBe(200);
    });

    it("revokes the whole family when a used refresh token is presented again", async () => {
      const { session } = await signUp(h);
      const rotated = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token });
      expect(rotated.status).toBe(200);
      const replay = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token });
      expect(replay.status).toBe(401);
      // The legitimate holder's newer token is now dead too.
      const after = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: rotated.body.refresh_token });
      expect(after.status).toBe(401);
      expect(after.body.detail).toBe("Your session has expired. Please log in again.");
    });

    it("lets only one of two concurrent refreshes with the same token win", async () => {
      const { session } = await signUp(h);
      const results = await Promise.all([
        h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token }),
        h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    });

    it("refuses an unknown refresh token", async () => {
      const res = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: "rt_made_up" });
      expect(res.status).toBe(401);
    });

    it("logout revokes the refresh token", async () => {
      const { session } = await signUp(h);
      const out = await h.api().post("/api/v1/auth/logout").set("Authorization", `Bearer ${session.access_token}`).send({ refresh_token: session.refresh_token });
      expect(out.status).toBe(204);
      const res = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token });
      expect(res.status).toBe(401);
    });
  });

  describe("me", () => {
    it("needs a valid bearer token", async () => {
      const none = await h.api().get("/api/v1/auth/me");
      expect(none.status).toBe(401);
      expect(none.body.detail).toBe("Please log in to continue.");
      const forged = await h.api().get("/api/v1/auth/me").set("Authorization", "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl");
      expect(forged.status).toBe(401);
    });
  });
});

describeEachDatabase("auth throttling per address", (kind) => {
  // The app trusts loopback proxies, so X-Forwarded-For names the client address in these tests.
  const h = useApi(kind, { LOGIN_FAILURES_PER_EMAIL: "3", LOGIN_FAILURES_PER_IP: "4", SIGNUPS_PER_IP_PER_HOUR: "3" });
  let octet = 0;
  const newAddress = () => `198.51.100.${(octet += 1)}`;
  const loginFrom = (ip: string, body: { email: string; password: string }) =>
    h.api().post("/api/v1/auth/login").set("X-Forwarded-For", ip).send(body);

  it("refuses further failed logins from one address across many emails with 429, leaving other addresses alone", async () => {
    const ip = newAddress();
    for (let i = 0; i < 4; i++) expect((await loginFrom(ip, { email: uniqueEmail("spray"), password: "guess-123" })).status).toBe(401);
    const blocked = await loginFrom(ip, { email: uniqueEmail("spray"), password: "guess-123" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/^Too many failed login attempts\./);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await loginFrom(newAddress(), { email: uniqueEmail("spray"), password: "guess-123" })).status).toBe(401);
  });

  it("never counts successful logins against the address", async () => {
    const ip = newAddress();
    const user = await signUp(h);
    for (let i = 0; i < 10; i++) expect((await loginFrom(ip, { email: user.email, password: user.password })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await loginFrom(ip, { email: uniqueEmail("typo"), password: "guess-123" })).status).toBe(401);
    expect((await loginFrom(ip, { email: user.email, password: user.password })).status).toBe(200);
  });

  it("holds the per-email limit when many wrong passwords arrive at once", async () => {
    const user = await signUp(h);
    const ip = newAddress();
    const results = await Promise.all(Array.from({ length: 8 }, () => loginFrom(ip, { email: user.email, password: "wrong-guess" })));
    const statuses = results.map((r) => r.status);
    // Only three passwords are ever checked; the rest are refused before the check.
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it("limits sign-ups per address per hour with 429 and a detail", async () => {
    const ip = newAddress();
    const signupFrom = (from: string) =>
      h.api().post("/api/v1/auth/signup").set("X-Forwarded-For", from).send({ name: "Office Colleague", email: uniqueEmail("office"), password: "secret-1" });
    for (let i = 0; i < 3; i++) expect((await signupFrom(ip)).status).toBe(201);
    const blocked = await signupFrom(ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toBe("Too many accounts were created from this network. Please try again later.");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signupFrom(newAddress())).status).toBe(201);
  });
});

describeEachDatabase("the launch promotion", (kind) => {
  const promo = useApi(kind);
  const none = useApi(kind, { LAUNCH_PROMO_PLAN: "none" });

  it("serves new accounts as Pro Plus while it runs", async () => {
    const { session } = await signUp(promo);
    expect(session.user.plan).toBe("pro_plus");
  });

  it("leaves accounts that never paid on Free once it ends", async () => {
    const { session } = await signUp(none);
    expect(session.user.plan).toBe("free");
    const me = await none.api().get("/api/v1/auth/me").set("Authorization", `Bearer ${session.access_token}`);
    expect(me.body.plan).toBe("free");
  });
});
