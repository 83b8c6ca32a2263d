import request from "supertest";
import type { Express } from "express";
import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { uniqueEmail } from "../support/api-harness";
import { useTwoApps } from "../support/two-apps";

/**
 * Two API processes behind a load balancer, one PostgreSQL: each app has its own connection pool and nothing in
 * memory that the other would need. A user's requests may land on either, in any order.
 */
describeEachDatabase("two API processes on one database", (kind) => {
  const apps = useTwoApps(kind, { LAUNCH_PROMO_PLAN: "none", LOGIN_FAILURES_PER_EMAIL: "4" });
  let a: Express;
  let b: Express;
  beforeAll(() => {
    ({ a, b } = apps);
  });

  async function signUpOn(app: Express) {
    const email = uniqueEmail("lb");
    const res = await request(app).post("/api/v1/auth/signup").send({ name: "Nikhil Rao", email, password: "correct-horse" });
    expect(res.status).toBe(201);
    return { email, ...(res.body as { access_token: string; refresh_token: string }) };
  }

  it("a session started on one is honoured by the other, and refresh-token rotation holds across both", async () => {
    const user = await signUpOn(a);
    expect((await request(b).get("/api/v1/auth/me").set("Authorization", `Bearer ${user.access_token}`)).body.email).toBe(user.email);
    const rotated = await request(b).post("/api/v1/auth/refresh").send({ refresh_token: user.refresh_token });
    expect(rotated.status).toBe(200);
    const next = await request(a).post("/api/v1/auth/refresh").send({ refresh_token: rotated.body.refresh_token });
    expect(next.status).toBe(200);
    // The first token again, on the other process, after its successor was used: a reuse, so the whole family is
    // revoked everywhere.
    expect((await request(b).post("/api/v1/auth/refresh").send({ refresh_token: user.refresh_token })).status).toBe(401);
    expect((await request(a).post("/api/v1/auth/refresh").send({ refresh_token: next.body.refresh_token })).status).toBe(401);
  });

  it("counts failed logins on both towards one limit", async () => {
    const user = await signUpOn(a);
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a]) statuses.push((await request(app).post("/api/v1/auth/login").send({ email: user.email, password: "wrong-guess" })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it("holds a plan's quota when requests race on both: one free mock interview a month", async () => {
    const user = await signUpOn(b);
    const start = (app: Express) =>
      request(app)
        .post("/api/v1/interview/start")
        .set("Authorization", `Bearer ${user.access_token}`)
        .send({ role: "Data Analyst", seniority: "mid", skills: ["SQL"], company: "", resume_text: "", style: "behavioral+technical" });
    const statuses = (await Promise.all([start(a), start(b), start(a), start(b)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 402, 402, 402]);
  });

  it("serves a session or a playbook made on one from the other", async () => {
    const user = await signUpOn(a);
    const auth = { Authorization: `Bearer ${user.access_token}` };
    const started = await request(a).post("/api/v1/interview/start").set(auth).send({ role: "Product Manager", seniority: "senior", skills: [], company: "Meesho", resume_text: "", style: "behavioral+technical" });
    expect(started.status).toBe(201);
    const next = await request(b)
      .post("/api/v1/interview/next")
      .set(auth)
      .send({ session_id: started.body.session_id, answer: "At Meesho I led the seller onboarding revamp: we cut time to first listing from 9 days to 2 by removing three document checks, and activation rose 18%." });
    expect(next.status).toBe(200);
    expect(next.body.score).toBeGreaterThan(0);

    const playbook = await request(b).post("/api/v1/notes/generate").set(auth).send({ role: "Product Manager", experience_level: "senior", focus_areas: ["pricing"] });
    expect(playbook.status).toBe(201);
    const pdf = await request(a).get(`/api/v1${playbook.body.pdf_url.replace(/^\/api\/v1/, "")}`).set(auth).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
  });
});
