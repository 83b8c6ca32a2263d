import request from "supertest";
import type { Express } from "express";
import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, uniqueEmail, useApi, type Harness } from "../support/api-harness";
import { useTwoApps } from "../support/two-apps";
import { createAccountModule, wantsEmail } from "../../server/src/modules/account";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const WRONG_PASSWORD = "That is not your current password. Please check it and try again.";

const DEFAULTS = {
  private_profile: false,
  email_notifications: true,
  job_alert_emails: true,
  application_update_emails: true,
  product_news_emails: false,
  weekly_tips_emails: true,
  push_job_alerts: true,
  push_messages: true,
};

describeEachDatabase("account: profile", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000" });
  const patch = (token: string, body: unknown) => h.api().patch("/api/v1/account/profile").set(bearer(token)).send(body as object);
  const me = async (token: string) => (await h.api().get("/api/v1/auth/me").set(bearer(token))).body as { name: string; email: string };
  const login = (email: string, password: string) => h.api().post("/api/v1/auth/login").send({ email, password });

  it("changes the name (trimmed) without a password, and GET /auth/me shows it", async () => {
    const user = await signUp(h, { name: "Asha Verma" });
    const res = await patch(user.session.access_token, { name: "  Asha R.   Verma " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.session.user.id, name: "Asha R.   Verma", email: user.email });
    expect((await me(user.session.access_token)).name).toBe("Asha R.   Verma");
  });

  it("refuses a blank name with a field error and keeps the old one", async () => {
    const user = await signUp(h, { name: "Asha Verma" });
    const res = await patch(user.session.access_token, { name: "   " });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("Please enter your full name.");
    expect(res.body.errors[0].path).toBe("/body/name");
    expect((await me(user.session.access_token)).name).toBe("Asha Verma");
  });

  it("changes the email when the current password confirms it: stored in lower case, and the one to log in with", async () => {
    const user = await signUp(h);
    const next = uniqueEmail("Moved");
    const res = await patch(user.session.access_token, { email: next.toUpperCase(), current_password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(next.toLowerCase());
    expect((await me(user.session.access_token)).email).toBe(next.toLowerCase());
    expect((await login(next, user.password)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);
    // The old address is free for someone else now.
    expect((await h.api().post("/api/v1/auth/signup").send({ name: "New Owner", email: user.email, password: "another-pass" })).status).toBe(201);
  });

  it("asks for the current password to change the email, refuses a wrong one with 403, and changes nothing", async () => {
    const user = await signUp(h);
    const next = uniqueEmail("moved");
    const missing = await patch(user.session.access_token, { email: next });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe("Please enter your current password to confirm this change.");
    expect(missing.body.errors[0].path).toBe("/body/current_password");
    const wrong = await patch(user.session.access_token, { name: "Someone Else", email: next, current_password: "not-my-password" });
    expect(wrong.status).toBe(403);
    expect(wrong.headers["content-type"]).toContain("application/problem+json");
    expect(wrong.body).toMatchObject({ type: "https://hirewise.app/problems/wrong-password", status: 403, detail: WRONG_PASSWORD });
    expect(await me(user.session.access_token)).toMatchObject({ email: user.email, name: user.name });
    // The same address in another case is no change: no password needed.
    expect((await patch(user.session.access_token, { email: user.email.toUpperCase() })).status).toBe(200);
  });

  it("answers an email another account has (any case) with a clear 409, and keeps the address", async () => {
    const owner = await signUp(h);
    const user = await signUp(h);
    const res = await patch(user.session.access_token, { email: owner.email.toUpperCase(), current_password: user.password });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(`Another account already uses ${owner.email}. Please use a different email address.`);
    expect((await me(user.session.access_token)).email).toBe(user.email);
  });

  it("gives one address to only one of two accounts asking for it at once", async () => {
    const a = await signUp(h);
    const b = await signUp(h);
    const wanted = uniqueEmail("contested");
    const results = await Promise.all([a, b].map((u) => patch(u.session.access_token, { email: wanted, current_password: u.password })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await h.db.database.knex("users").where({ email: wanted }).count<{ count: string | number }[]>({ count: "*" });
    expect(Number(row?.count)).toBe(1);
  });

  it("allows 5 wrong passwords in 15 minutes, then answers 429 with Retry-After even for the right one", async () => {
    const user = await signUp(h);
    const next = uniqueEmail("guess");
    for (let i = 0; i < 5; i++) expect((await patch(user.session.access_token, { email: next, current_password: `guess-${i}` })).status).toBe(403);
    const refused = await patch(user.session.access_token, { email: next, current_password: user.password });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many wrong passwords\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // The password check of a password change shares the count.
    const change = await h.api().post("/api/v1/account/password").set(bearer(user.session.access_token)).send({ current_password: user.password, new_password: "brand-new-pass" });
    expect(change.status).toBe(429);
    // Another account is not affected.
    const other = await signUp(h);
    expect((await patch(other.session.access_token, { email: uniqueEmail("free"), current_password: other.password })).status).toBe(200);
  });

  it("holds the 5-guess limit when many wrong passwords arrive at once", async () => {
    const user = await signUp(h);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => patch(user.session.access_token, { email: uniqueEmail("burst"), current_password: `burst-${i}` })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 403)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it("does not count right passwords against the limit", async () => {
    const user = await signUp(h);
    let email = user.email;
    for (let i = 0; i < 7; i++) {
      email = uniqueEmail(`hop${i}`);
      expect((await patch(user.session.access_token, { email, current_password: user.password })).status).toBe(200);
    }
    expect((await me(user.session.access_token)).email).toBe(email);
  });

  it("refuses unknown fields and a malformed email with 400", async () => {
    const user = await signUp(h);
    expect((await patch(user.session.access_token, { nickname: "Ash" })).status).toBe(400);
    const bad = await patch(user.session.access_token, { email: "not-an-email", current_password: user.password });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain("/body/email");
  });

  it("needs a session", async () => {
    expect((await h.api().patch("/api/v1/account/profile").send({ name: "Nobody" })).status).toBe(401);
  });
});

describeEachDatabase("account: password", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000" });
  const change = (token: string, body: unknown) => h.api().post("/api/v1/account/password").set(bearer(token)).send(body as object);
  const status = async (token: string) => (await h.api().get("/api/v1/auth/me").set(bearer(token))).status;
  const login = async (email: string, password: string) => h.api().post("/api/v1/auth/login").send({ email, password });

  async function threeSessions(hh: Harness) {
    const user = await signUp(hh);
    const phone = (await login(user.email, user.password)).body as { access_token: string; refresh_token: string };
    const laptop = (await login(user.email, user.password)).body as { access_token: string; refresh_token: string };
    return { user, current: user.session, phone, laptop };
  }

  it("checks the current password, stores the new one and ends every other session, keeping this one", async () => {
    const { user, current, phone, laptop } = await threeSessions(h);
    const bystander = await signUp(h);
    for (const t of [current.access_token, phone.access_token, laptop.access_token]) expect(await status(t)).toBe(200);

    const res = await change(current.access_token, { current_password: user.password, new_password: "n3w-s3cure-pass" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ other_sessions_ended: 2 });

    // The other sessions' access tokens stop at once (this process), and their refresh tokens are refused.
    expect(await status(phone.access_token)).toBe(401);
    expect(await status(laptop.access_token)).toBe(401);
    expect((await h.api().post("/api/v1/auth/refresh").send({ refresh_token: phone.refresh_token })).status).toBe(401);
    expect((await h.api().post("/api/v1/auth/refresh").send({ refresh_token: laptop.refresh_token })).status).toBe(401);
    // This session carries on: its access token works and its refresh token still rotates.
    expect(await status(current.access_token)).toBe(200);
    const rotated = await h.api().post("/api/v1/auth/refresh").send({ refresh_token: current.refresh_token });
    expect(rotated.status).toBe(200);
    expect(await status(rotated.body.access_token)).toBe(200);
    // The new password logs in; the old one does not. Nobody else was touched.
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, "n3w-s3cure-pass")).status).toBe(200);
    expect(await status(bystander.session.access_token)).toBe(200);
  });

  it("refuses a wrong current password with 403 and changes nothing", async () => {
    const { user, current, phone } = await threeSessions(h);
    const res = await change(current.access_token, { current_password: "wrong-password", new_password: "n3w-s3cure-pass" });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(WRONG_PASSWORD);
    expect(await status(phone.access_token)).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("applies the password policy: at least 6 characters, and not the current password", async () => {
    const { user, current, phone } = await threeSessions(h);
    const short = await change(current.access_token, { current_password: user.password, new_password: "12345" });
    expect(short.status).toBe(400);
    expect(short.body.detail).toContain("new_password");
    expect(short.body.errors[0].path).toBe("/body/new_password");
    const same = await change(current.access_token, { current_password: user.password, new_password: user.password });
    expect(same.status).toBe(400);
    expect(same.body.detail).toBe("Please choose a new password that is different from your current one.");
    const missing = await change(current.access_token, { new_password: "n3w-s3cure-pass" });
    expect(missing.status).toBe(400);
    expect(await status(phone.access_token)).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("answers 0 other sessions when there were none, and the session still works", async () => {
    const user = await signUp(h);
    const res = await change(user.session.access_token, { current_password: user.password, new_password: "only-session-pass" });
    expect(res.body).toEqual({ other_sessions_ended: 0 });
    expect(await status(user.session.access_token)).toBe(200);
  });

  it("needs a session", async () => {
    expect((await h.api().post("/api/v1/account/password").send({ current_password: "a", new_password: "bbbbbb" })).status).toBe(401);
  });
});

describeEachDatabase("account: a password change across two API processes", (kind) => {
  const apps = useTwoApps(kind, { SESSION_CACHE_SECONDS: "1", SIGNUPS_PER_IP_PER_HOUR: "1000" });
  let a: Express;
  let b: Express;
  beforeAll(() => {
    ({ a, b } = apps);
  });
  const me = (app: Express, token: string) => request(app).get("/api/v1/auth/me").set("Authorization", `Bearer ${token}`);

  it("ends the other sessions on the other process within the cache time, and keeps this one there", async () => {
    const email = uniqueEmail("lb-password");
    const signed = (await request(a).post("/api/v1/auth/signup").send({ name: "Meera Iyer", email, password: "correct-horse" })).body as { access_token: string };
    const other = (await request(b).post("/api/v1/auth/login").send({ email, password: "correct-horse" })).body as { access_token: string; refresh_token: string };
    // Both processes have seen both sessions live (and may cache that).
    for (const app of [a, b]) for (const t of [signed.access_token, other.access_token]) expect((await me(app, t)).status).toBe(200);
    const res = await request(a).post("/api/v1/account/password").set("Authorization", `Bearer ${signed.access_token}`).send({ current_password: "correct-horse", new_password: "battery-staple" });
    expect(res.body).toEqual({ other_sessions_ended: 1 });
    expect((await me(a, other.access_token)).status).toBe(401);
    await sleep(1_300);
    expect((await me(b, other.access_token)).status).toBe(401);
    expect((await request(b).post("/api/v1/auth/refresh").send({ refresh_token: other.refresh_token })).status).toBe(401);
    expect((await me(b, signed.access_token)).status).toBe(200);
  });
});

describeEachDatabase("account: preferences", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000" });
  const get = (token: string) => h.api().get("/api/v1/account/preferences").set(bearer(token));
  const patch = (token: string, body: unknown) => h.api().patch("/api/v1/account/preferences").set(bearer(token)).send(body as object);

  it("answers the defaults for an account that never saved any", async () => {
    const user = await signUp(h);
    const res = await get(user.session.access_token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...DEFAULTS, updated_at: null });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("stores the switches sent, keeps the others, and reads them back", async () => {
    const user = await signUp(h);
    const first = await patch(user.session.access_token, { private_profile: true, push_job_alerts: false });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ...DEFAULTS, private_profile: true, push_job_alerts: false });
    expect(Date.parse(first.body.updated_at)).toBeGreaterThan(Date.now() - 60_000);

    const second = await patch(user.session.access_token, { job_alert_emails: false, product_news_emails: true, weekly_tips_emails: false, push_messages: false });
    expect(second.body).toMatchObject({ ...DEFAULTS, private_profile: true, push_job_alerts: false, job_alert_emails: false, product_news_emails: true, weekly_tips_emails: false, push_messages: false });
    expect((await get(user.session.access_token)).body).toEqual(second.body);
    // Another account still has the defaults.
    const other = await signUp(h);
    expect((await get(other.session.access_token)).body).toEqual({ ...DEFAULTS, updated_at: null });
  });

  it("keeps both of two saves of different switches made at the same moment", async () => {
    const user = await signUp(h);
    await Promise.all([patch(user.session.access_token, { private_profile: true }), patch(user.session.access_token, { email_notifications: false })]);
    expect((await get(user.session.access_token)).body).toMatchObject({ private_profile: true, email_notifications: false });
  });

  it("refuses unknown switches and values that are not true or false, changing nothing", async () => {
    const user = await signUp(h);
    expect((await patch(user.session.access_token, { two_factor: true })).status).toBe(400);
    expect((await patch(user.session.access_token, { private_profile: "yes please" })).status).toBe(400);
    expect((await get(user.session.access_token)).body.updated_at).toBeNull();
    // An empty body changes nothing and answers the preferences.
    expect((await patch(user.session.access_token, {})).body).toEqual({ ...DEFAULTS, updated_at: null });
  });

  it("preferencesFor and wantsEmail tell the server what the user wants: the master switch and each kind", async () => {
    const user = await signUp(h);
    const { preferences } = createAccountModule({ knex: h.db.database.knex });
    expect(wantsEmail(await preferences.preferencesFor(user.session.user.id), "weekly_tips")).toBe(true);
    expect(wantsEmail(await preferences.preferencesFor(user.session.user.id), "product_news")).toBe(false);
    await patch(user.session.access_token, { weekly_tips_emails: false });
    expect(wantsEmail(await preferences.preferencesFor(user.session.user.id), "weekly_tips")).toBe(false);
    await patch(user.session.access_token, { weekly_tips_emails: true, email_notifications: false });
    const prefs = await preferences.preferencesFor(user.session.user.id);
    expect(prefs.weekly_tips_emails).toBe(true);
    for (const kind of ["weekly_tips", "job_alerts", "application_updates", "product_news"] as const) expect(wantsEmail(prefs, kind)).toBe(false);
  });

  it("go with the account when it is deleted", async () => {
    const user = await signUp(h);
    await patch(user.session.access_token, { private_profile: true });
    await h.db.database.knex("users").where({ id: user.session.user.id }).delete();
    expect(await h.db.database.knex("user_preferences").where({ user_id: user.session.user.id }).first()).toBeUndefined();
  });
});
