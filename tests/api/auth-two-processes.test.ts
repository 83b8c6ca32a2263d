import request from "supertest";
import type { Express } from "express";
import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { uniqueEmail } from "../support/api-harness";
import { useTwoApps } from "../support/two-apps";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sessions and login throttling with two API processes behind a load balancer: logout is honoured by the other
 * process within SESSION_CACHE_SECONDS, and failed-login counts are one set of numbers for both.
 */
describeEachDatabase("sessions and login throttling across two API processes", (kind) => {
  const apps = useTwoApps(kind, { SESSION_CACHE_SECONDS: "1", LOGIN_FAILURES_PER_ACCOUNT: "3", LOGIN_BACKOFF_BASE_SECONDS: "60", LOGIN_FAILURES_PER_EMAIL: "10", SIGNUPS_PER_IP_PER_HOUR: "1000" });
  let a: Express;
  let b: Express;
  beforeAll(() => {
    ({ a, b } = apps);
  });

  async function signUpOn(app: Express) {
    const email = uniqueEmail("lb-auth");
    const res = await request(app).post("/api/v1/auth/signup").send({ name: "Meera Iyer", email, password: "correct-horse" });
    expect(res.status).toBe(201);
    return { email, password: "correct-horse", ...(res.body as { access_token: string; refresh_token: string }) };
  }
  const me = (app: Express, token: string) => request(app).get("/api/v1/auth/me").set("Authorization", `Bearer ${token}`);

  it("a logout on one process is honoured at once there and by the other within the cache time", async () => {
    const user = await signUpOn(a);
    // Both processes have seen the session live (and may cache that).
    expect((await me(a, user.access_token)).status).toBe(200);
    expect((await me(b, user.access_token)).status).toBe(200);
    expect((await request(a).post("/api/v1/auth/logout").set("Authorization", `Bearer ${user.access_token}`).send({ refresh_token: user.refresh_token })).status).toBe(204);
    expect((await me(a, user.access_token)).status).toBe(401);
    await sleep(1_300);
    const other = await me(b, user.access_token);
    expect(other.status).toBe(401);
    expect(other.body.detail).toBe("Your session has expired. Please log in again.");
  });

  it("answers exactly three of a burst of wrong passwords split over both, and 429 with Retry-After to the rest", async () => {
    const user = await signUpOn(b);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(i % 2 ? a : b).post("/api/v1/auth/login").set("X-Forwarded-For", `198.18.0.${i + 1}`).send({ email: user.email, password: `guess-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(3);
    const throttled = results.filter((r) => r.status === 429);
    expect(throttled).toHaveLength(7);
    for (const res of throttled) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("lets 20 concurrent correct logins split over both succeed", async () => {
    const user = await signUpOn(a);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => request(i % 2 ? a : b).post("/api/v1/auth/login").send({ email: user.email, password: user.password })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
  });
});
