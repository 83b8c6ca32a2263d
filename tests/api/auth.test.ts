import jwt from "jsonwebtoken";
import { describe, expect, it } from "vitest";
import type { Response } from "supertest";
import { describeEachDatabase } from "../support/databases";
import { signUp, uniqueEmail, useApi } from "../support/api-harness";
import { createAuthModule } from "../../server/src/modules/auth";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every 429 says how long to wait, in the header and in words. */
function expectThrottled(res: Response): number {
  expect(res.status).toBe(429);
  expect(res.body.detail).toMatch(/^Too many failed login attempts\. Please wait \d+ (second|minute)s? and try again\.$/);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
  return retryAfter;
}

describeEachDatabase("auth", (kind) => {
  const h = useApi(kind, { LOGIN_FAILURES_PER_EMAIL: "3", LOGIN_FAILURES_PER_IP: "50", LOGIN_FAILURES_PER_ACCOUNT: "50", SIGNUPS_PER_IP_PER_HOUR: "1000" });

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
      expect(expectThrottled(blocked)).toBeGreaterThan(60);
      expect(blocked.body.detail).toMatch(/^Too many failed login attempts\. Please wait \d+ minutes? and try again\.$/);
      // The right password is not looked at either until the window ends.
      expectThrottled(await h.api().post("/api/v1/auth/login").send({ email, password }));
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

    it("revokes the whole family when a used refresh token is presented again after its successor was used", async () => {
      const { session } = await signUp(h);
      const rotated = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token });
      expect(rotated.status).toBe(200);
      const next = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: rotated.body.refresh_token });
      expect(next.status).toBe(200);
      const replay = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token });
      expect(replay.status).toBe(401);
      // The legitimate holder's newest token is now dead too.
      const after = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: next.body.refresh_token });
      expect(after.status).toBe(401);
      expect(after.body.detail).toBe("Your session has expired. Please log in again.");
    });

    it("rotates a token again when its answer was lost (nothing issued after it used yet, within 30 seconds)", async () => {
      const { session } = await signUp(h);
      // The first answer never reached the app (a reload mid-refresh, a dropped connection): it asks again.
      expect((await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token })).status).toBe(200);
      const again = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token });
      expect(again.status).toBe(200);
      expect((await h.api().get("/api/v1/auth/me").set(bearer(again.body.access_token))).status).toBe(200);
      const goesOn = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: again.body.refresh_token });
      expect(goesOn.status).toBe(200);
      // Its successor now used, the old token again is a leak: the session ends.
      expect((await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token })).status).toBe(401);
      expect((await h.api().post("/api/v1/auth/refresh").send({ refresh_token: goesOn.body.refresh_token })).status).toBe(401);
    });

    it("revokes the family when a used token comes back after the grace period, even if nothing newer was used", async () => {
      const { session } = await signUp(h);
      const rotated = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token });
      expect(rotated.status).toBe(200);
      // As if it was used a minute ago.
      await h.db.database.knex.raw("UPDATE refresh_tokens SET used_at = used_at - interval '60 seconds' WHERE used_at IS NOT NULL");
      expect((await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token })).status).toBe(401);
      expect((await h.api().post("/api/v1/auth/refresh").send({ refresh_token: rotated.body.refresh_token })).status).toBe(401);
    });

    it("gives two concurrent refreshes with the same token working tokens, one after the other", async () => {
      const { session } = await signUp(h);
      const results = await Promise.all([
        h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token }),
        h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token }),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(results[0]!.body.refresh_token).not.toBe(results[1]!.body.refresh_token);
      for (const r of results) expect((await h.api().post("/api/v1/auth/refresh").send({ refresh_token: r.body.refresh_token })).status).toBe(200);
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

  describe("logout ends the session", () => {
    it("the access token stops working at once, on every operation, and other sessions of the user go on", async () => {
      const user = await signUp(h);
      const other = await h.api().post("/api/v1/auth/login").send({ email: user.email, password: user.password });
      expect(other.status).toBe(200);
      expect((await h.api().get("/api/v1/auth/me").set(bearer(user.session.access_token))).status).toBe(200);

      const out = await h.api().post("/api/v1/auth/logout").set(bearer(user.session.access_token)).send({ refresh_token: user.session.refresh_token });
      expect(out.status).toBe(204);
      for (const call of [h.api().get("/api/v1/auth/me"), h.api().get("/api/v1/subscription"), h.api().post("/api/v1/notes/generate").send({ role: "Analyst", experience_level: "mid", focus_areas: [] })]) {
        const res = await call.set(bearer(user.session.access_token));
        expect(res.status).toBe(401);
        expect(res.body.detail).toBe("Your session has expired. Please log in again.");
      }
      expect((await h.api().post("/api/v1/auth/logout").set(bearer(user.session.access_token)).send({})).status).toBe(401);
      // The session started by the second login is another session.
      expect((await h.api().get("/api/v1/auth/me").set(bearer(other.body.access_token))).status).toBe(200);
    });

    it("ends the session of the access token even when no refresh token is sent, refresh token included", async () => {
      const { session } = await signUp(h);
      expect((await h.api().post("/api/v1/auth/logout").set(bearer(session.access_token))).status).toBe(204);
      expect((await h.api().get("/api/v1/auth/me").set(bearer(session.access_token))).status).toBe(401);
      expect((await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token })).status).toBe(401);
    });

    it("a session keeps its identity across refreshes: logging out with the newest token ends the older ones", async () => {
      const { session } = await signUp(h);
      const rotated = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token });
      expect(rotated.status).toBe(200);
      expect((await h.api().get("/api/v1/auth/me").set(bearer(session.access_token))).status).toBe(200);
      expect((await h.api().post("/api/v1/auth/logout").set(bearer(rotated.body.access_token))).status).toBe(204);
      expect((await h.api().get("/api/v1/auth/me").set(bearer(session.access_token))).status).toBe(401);
      expect((await h.api().get("/api/v1/auth/me").set(bearer(rotated.body.access_token))).status).toBe(401);
    });

    it("a reused refresh token ends its session's access tokens too", async () => {
      const { session } = await signUp(h);
      const rotated = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token });
      const next = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: rotated.body.refresh_token });
      expect((await h.api().post("/api/v1/auth/refresh").send({ refresh_token: session.refresh_token })).status).toBe(401);
      expect((await h.api().get("/api/v1/auth/me").set(bearer(next.body.access_token))).status).toBe(401);
    });

    it("refuses an access token that names no session (issued before sessions could end)", async () => {
      const { session } = await signUp(h);
      const legacy = jwt.sign({}, h.config.jwtSecret, { algorithm: "HS256", subject: session.user.id, issuer: "hirewise", audience: "hirewise-api", expiresIn: 600 });
      const res = await h.api().get("/api/v1/auth/me").set(bearer(legacy));
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe("Your session has expired. Please log in again.");
    });

    it("'log out everywhere' ends every session of the user and no one else's", async () => {
      const user = await signUp(h);
      const second = await h.api().post("/api/v1/auth/login").send({ email: user.email, password: user.password });
      const bystander = await signUp(h);
      for (const token of [user.session.access_token, second.body.access_token, bystander.session.access_token]) {
        expect((await h.api().get("/api/v1/auth/me").set(bearer(token))).status).toBe(200);
      }
      await createAuthModule(h.db.database.knex, h.config).service.revokeAllSessions(user.session.user.id);
      for (const token of [user.session.access_token, second.body.access_token]) {
        expect((await h.api().get("/api/v1/auth/me").set(bearer(token))).status).toBe(401);
      }
      expect((await h.api().post("/api/v1/auth/refresh").send({ refresh_token: second.body.refresh_token })).status).toBe(401);
      expect((await h.api().get("/api/v1/auth/me").set(bearer(bystander.session.access_token))).status).toBe(200);
      // The user can start a new session.
      expect((await h.api().post("/api/v1/auth/login").send({ email: user.email, password: user.password })).status).toBe(200);
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
    expectThrottled(blocked);
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
    // At most three wrong passwords are ever answered as such; the rest get 429, whatever the password. (Fewer
    // than three is possible on a busy server: an attempt whose account count lands after the fifth failure is
    // refused by the account's backoff even when its address count was early.)
    const answered = statuses.filter((s) => s === 401).length;
    expect(answered, statuses.join(",")).toBeGreaterThanOrEqual(1);
    expect(answered, statuses.join(",")).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429), statuses.join(",")).toHaveLength(8 - answered);
    for (const res of results.filter((r) => r.status === 429)) expectThrottled(res);
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

describeEachDatabase("auth throttling per account, across addresses", (kind) => {
  // A backoff of a minute after three failures: long enough that nothing here outlives it by accident.
  const h = useApi(kind, { LOGIN_FAILURES_PER_ACCOUNT: "3", LOGIN_BACKOFF_BASE_SECONDS: "60", LOGIN_FAILURES_PER_EMAIL: "10", LOGIN_FAILURES_PER_IP: "100", SIGNUPS_PER_IP_PER_HOUR: "1000" });
  let octet = 0;
  const newAddress = () => `203.0.113.${(octet += 1)}`;
  const loginFrom = (ip: string, body: { email: string; password: string }) => h.api().post("/api/v1/auth/login").set("X-Forwarded-For", ip).send(body);

  it("slows guesses spread over many addresses against one account, whatever the password", async () => {
    const user = await signUp(h);
    for (let i = 0; i < 3; i++) expect((await loginFrom(newAddress(), { email: user.email, password: `guess-${i}` })).status).toBe(401);
    const wait = expectThrottled(await loginFrom(newAddress(), { email: user.email, password: "guess-4" }));
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    // During the backoff the right password from a new address learns nothing either.
    expectThrottled(await loginFrom(newAddress(), { email: user.email, password: user.password }));
    // Other accounts are not held back, from the same addresses.
    const other = await signUp(h);
    expect((await loginFrom(`203.0.113.${octet}`, { email: other.email, password: other.password })).status).toBe(200);
  });

  it("treats an email with no account the same way, so the backoff does not tell them apart", async () => {
    const ghost = uniqueEmail("ghost");
    for (let i = 0; i < 3; i++) expect((await loginFrom(newAddress(), { email: ghost, password: `guess-${i}` })).status).toBe(401);
    expectThrottled(await loginFrom(newAddress(), { email: ghost, password: "guess-4" }));
  });

  it("never holds the owner back where they logged in lately, while a stranger is held", async () => {
    const user = await signUp(h);
    const home = newAddress();
    expect((await loginFrom(home, { email: user.email, password: user.password })).status).toBe(200);
    for (let i = 0; i < 5; i++) await loginFrom(newAddress(), { email: user.email, password: `stranger-${i}` });
    expectThrottled(await loginFrom(newAddress(), { email: user.email, password: user.password }));
    expect((await loginFrom(home, { email: user.email, password: user.password })).status).toBe(200);
    // A typo at home is answered as a typo, not with the stranger's backoff.
    expect((await loginFrom(home, { email: user.email, password: "typo-typo" })).status).toBe(401);
  });

  it("lets 20 concurrent logins with the right password all succeed, from one address or from many", async () => {
    const user = await signUp(h);
    const ip = newAddress();
    const same = await Promise.all(Array.from({ length: 20 }, () => loginFrom(ip, { email: user.email, password: user.password })));
    expect(same.map((r) => r.status)).toEqual(Array(20).fill(200));
    const spread = await Promise.all(Array.from({ length: 20 }, () => loginFrom(newAddress(), { email: user.email, password: user.password })));
    expect(spread.map((r) => r.status)).toEqual(Array(20).fill(200));
    // None of them counted: the next wrong password is an ordinary failure.
    expect((await loginFrom(newAddress(), { email: user.email, password: "wrong-once" })).status).toBe(401);
  });

  it("answers a burst of wrong passwords from many addresses with three 401s; the rest wait", async () => {
    const user = await signUp(h);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => loginFrom(newAddress(), { email: user.email, password: `burst-${i}` })));
    expect(results.filter((r) => r.status === 401)).toHaveLength(3);
    const throttled = results.filter((r) => r.status === 429);
    expect(throttled).toHaveLength(9);
    for (const res of throttled) expectThrottled(res);
  });
});

describeEachDatabase("auth throttling: the account backoff grows and passes", (kind) => {
  // Seconds instead of minutes so the test can wait it out: two failures free, then 1 s, 2 s, capped at 2 s.
  const h = useApi(kind, { LOGIN_FAILURES_PER_ACCOUNT: "2", LOGIN_BACKOFF_BASE_SECONDS: "1", LOGIN_BACKOFF_MAX_SECONDS: "2", SIGNUPS_PER_IP_PER_HOUR: "1000" });
  let octet = 0;
  const newAddress = () => `192.0.2.${(octet += 1)}`;
  const loginFrom = (ip: string, body: { email: string; password: string }) => h.api().post("/api/v1/auth/login").set("X-Forwarded-For", ip).send(body);
  const waitOut = (seconds: number) => sleep(seconds * 1000 + 250);

  it("doubles the wait with each further failure up to the cap, and the owner logs in once it has passed", async () => {
    const user = await signUp(h);
    const stranger = (i: number) => loginFrom(newAddress(), { email: user.email, password: `stranger-${i}` });
    expect((await stranger(1)).status).toBe(401);
    expect((await stranger(2)).status).toBe(401);
    const first = expectThrottled(await loginFrom(newAddress(), { email: user.email, password: user.password }));
    expect(first).toBe(1);
    expect((await loginFrom(newAddress(), { email: user.email, password: user.password })).body.detail).toMatch(/Please wait 1 second and try again\.$/);

    await waitOut(first);
    expect((await stranger(3)).status).toBe(401);
    const second = expectThrottled(await stranger(4));
    expect(second).toBe(2);

    await waitOut(second);
    expect((await stranger(5)).status).toBe(401);
    expect(expectThrottled(await stranger(6))).toBe(2); // the cap, not 4

    await waitOut(2);
    const owner = await loginFrom(newAddress(), { email: user.email, password: user.password });
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(user.email);
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
