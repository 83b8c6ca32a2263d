import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";
import { AppError } from "../../server/src/lib/errors";
import { createUserRepository } from "../../server/src/modules/auth/user-repository";
import type { LaunchPromo } from "../../server/src/modules/plans";
import { createUsageRepository } from "../../server/src/modules/usage/usage-repository";
import { createUsageService, type Feature } from "../../server/src/modules/usage/usage-service";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The same usage service the feature modules get, over the suite's real database (optionally at another time). */
function usageService(h: Harness, launchPromoPlan: LaunchPromo, now?: () => Date) {
  const knex = h.db.database.knex;
  return createUsageService({ usage: createUsageRepository(knex), users: createUserRepository(knex), launchPromoPlan, now });
}

/** Fires `n` consumes at once; returns how many succeeded and the 402 details of the rest. */
async function race(h: Harness, promo: LaunchPromo, userId: string, feature: Feature, n: number) {
  const service = usageService(h, promo);
  const results = await Promise.allSettled(Array.from({ length: n }, () => service.consume(userId, feature)));
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason as AppError);
  for (const err of refused) expect(err).toBeInstanceOf(AppError);
  return { ok: results.filter((r) => r.status === "fulfilled").length, refused };
}

const localDate = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

describeEachDatabase("usage: quotas without the launch promotion", (kind) => {
  const h = useApi(kind, { LAUNCH_PROMO_PLAN: "none", SIGNUPS_PER_IP_PER_HOUR: "1000" });

  it("starts new accounts on Free with the section 9 limits", async () => {
    const user = await signUp(h);
    expect(user.session.user.plan).toBe("free");
    const sub = await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token));
    expect(sub.body.planId).toBe("free");
    expect(sub.body.usage).toMatchObject({
      jobMatches: { count: 0, limit: null },
      resumeScores: { count: 0, limit: 1 },
      mockInterviews: { count: 0, limit: 1 },
      resumeBuilds: { count: 0, limit: 0 },
    });
  });

  it("lets exactly one of five concurrent mock interviews through on Free, and says why the rest were refused", async () => {
    const user = await signUp(h);
    const { ok, refused } = await race(h, "none", user.session.user.id, "mockInterviews", 5);
    expect(ok).toBe(1);
    expect(refused).toHaveLength(4);
    for (const err of refused) {
      expect(err.status).toBe(402);
      expect(err.message).toBe("You've used all mock interviews included in the Free plan. Upgrade to unlock more practice sessions and advanced coaching.");
    }
    const sub = await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token));
    expect(sub.body.usage.mockInterviews).toMatchObject({ count: 1, limit: 1 });
  });

  it("lets one of four concurrent interview starts through the API on Free; the rest get 402 with the section 8 text", async () => {
    const user = await signUp(h);
    const start = () =>
      h.api().post("/api/v1/interview/start").set(bearer(user.session.access_token)).send({
        role: "Data Analyst",
        seniority: "mid",
        skills: ["sql", "python"],
        company: "",
        resume_text: "",
        style: "behavioral+technical",
      });
    const results = await Promise.all([start(), start(), start(), start()]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 402, 402, 402]);
    for (const refused of results.filter((r) => r.status === 402)) {
      expect(refused.body.detail).toBe("You've used all mock interviews included in the Free plan. Upgrade to unlock more practice sessions and advanced coaching.");
    }
    const sub = await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token));
    expect(sub.body.usage.mockInterviews).toMatchObject({ count: 1, limit: 1 });
  });

  it("refuses every resume build on Free, even five at once", async () => {
    const user = await signUp(h);
    const { ok, refused } = await race(h, "none", user.session.user.id, "resumeBuilds", 5);
    expect(ok).toBe(0);
    expect(refused[0]!.message).toBe("You've used every resume tailoring slot included in the Free plan. Upgrade for more monthly builds and premium templates.");
    const sub = await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token));
    expect(sub.body.usage.resumeBuilds.count).toBe(0);
  });

  it("holds Starter's two monthly interviews under eight concurrent requests", async () => {
    const user = await signUp(h);
    await h.db.database.knex("users").where({ id: user.session.user.id }).update({ plan: "starter" });
    const { ok, refused } = await race(h, "none", user.session.user.id, "mockInterviews", 8);
    expect(ok).toBe(2);
    expect(refused[0]!.message).toContain("the Starter plan");
  });

  it("never limits job matches (unlimited on every plan)", async () => {
    const user = await signUp(h);
    const { ok } = await race(h, "none", user.session.user.id, "jobMatches", 12);
    expect(ok).toBe(12);
  });

  it("gives a use back when the work it paid for failed", async () => {
    const user = await signUp(h);
    const service = usageService(h, "none");
    await service.consume(user.session.user.id, "resumeScores");
    await expect(service.consume(user.session.user.id, "resumeScores")).rejects.toMatchObject({ status: 402 });
    await service.release(user.session.user.id, "resumeScores");
    await expect(service.consume(user.session.user.id, "resumeScores")).resolves.toMatchObject({ count: 1, limit: 1 });
  });

  it("writes the activity entry that goes with a use only when the use is taken", async () => {
    const user = await signUp(h);
    const id = user.session.user.id;
    const service = usageService(h, "none");
    const record = (summary: string) => ({ record: { userId: id, kind: "job_search", summary, data: { keywords: ["sql"], results: 3 } } });
    await expect(service.consume(id, "resumeScores", record("Searched sql"))).resolves.toMatchObject({ count: 1, limit: 1 });
    await expect(service.consume(id, "resumeScores", record("Searched excel"))).rejects.toMatchObject({ status: 402 });
    await expect(service.consume(id, "jobMatches", record("Searched python"))).resolves.toMatchObject({ count: 1, limit: null });
    const events = await h.db.database.knex("activity_events").where({ user_id: id }).orderBy("created_at").select("kind", "summary", "data");
    expect(events).toEqual([
      { kind: "job_search", summary: "Searched sql", data: { keywords: ["sql"], results: 3 } },
      { kind: "job_search", summary: "Searched python", data: { keywords: ["sql"], results: 3 } },
    ]);
    const dash = await h.api().get("/api/v1/dashboard").set(bearer(user.session.access_token));
    expect(dash.body.subscription.usage).toMatchObject({ resumeScores: { count: 1 }, jobMatches: { count: 1 } });
  });

  it("counts many searches at once, of several users, each once, with its activity entry, in the order they came", async () => {
    const [a, b] = [await signUp(h), await signUp(h)];
    const service = usageService(h, "none");
    const search = (id: string, i: number) =>
      service.consume(id, "jobMatches", { record: { userId: id, kind: "job_search", summary: `Searched q${i} "quoted" {braced}`, data: { keywords: [`q${i}`], results: i } } });
    const counts = await Promise.all(Array.from({ length: 24 }, (_, i) => search(i % 3 === 2 ? b.session.user.id : a.session.user.id, i)));
    // Each use its own count (in whatever order they reached the counter, as when each was counted alone).
    const mine = (id: string) => counts.filter((_, i) => (i % 3 === 2 ? b : a).session.user.id === id).map((c) => c.count);
    expect([...mine(a.session.user.id)].sort((x, y) => x - y)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect([...mine(b.session.user.id)].sort((x, y) => x - y)).toEqual(Array.from({ length: 8 }, (_, i) => i + 1));
    const knex = h.db.database.knex;
    for (const [user, n] of [[a, 16], [b, 8]] as const) {
      const sub = await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token));
      expect(sub.body.usage.jobMatches.count).toBe(n);
      const events = (await knex("activity_events").where({ user_id: user.session.user.id }).orderBy("created_at").select("summary", "data")) as Array<{ summary: string; data: { results: number } }>;
      expect(events).toHaveLength(n);
      // The log's order is the order they were counted in, every entry strictly after the one before.
      expect(events.map((e) => counts[e.data.results]!.count)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      expect(events[0]!.summary).toMatch(/^Searched q\d+ "quoted" \{braced\}$/);
      const distinct = (await knex("activity_events").where({ user_id: user.session.user.id }).countDistinct({ n: "created_at" })) as Array<{ n: string | number }>;
      expect(Number(distinct[0]!.n)).toBe(n);
    }
  });

  it("counts the others' uses when one of the uses counted together fails", async () => {
    const a = await signUp(h);
    const service = usageService(h, "none");
    const knex = h.db.database.knex;
    // A user deleted after their row was read: their use cannot be written.
    const row = (await createUserRepository(knex).findById(a.session.user.id))!;
    const ghost = "00000000-0000-4000-8000-00000000dead";
    const use = (id: string, known?: { user: typeof row }) => service.consume(id, "jobMatches", { known, record: { userId: id, kind: "job_search", summary: "Searched sql" } });
    // Rows known, so the uses reach the counter together: the first goes alone, the other four as one statement.
    const mine = () => use(a.session.user.id, { user: row });
    const results = await Promise.allSettled([mine(), mine(), use(ghost, { user: { ...row, id: ghost } }), mine(), mine()]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled"]);
    const logged = (await knex("activity_events").where({ user_id: a.session.user.id }).count({ n: "*" })) as Array<{ n: string | number }>;
    expect(Number(logged[0]!.n)).toBe(4);
    const sub = await h.api().get("/api/v1/subscription").set(bearer(a.session.access_token));
    expect(sub.body.usage.jobMatches.count).toBe(4);
  });

  describe("the user's local day (X-Time-Zone)", () => {
    it("takes the first zone an account reports at once, then counts by its dates; a later header does not move them", async () => {
      const user = await signUp(h);
      const token = user.session.access_token;
      const east = await h.api().get("/api/v1/subscription").set(bearer(token)).set("X-Time-Zone", "Pacific/Kiritimati");
      expect(east.status).toBe(200);
      expect(east.body.usage.resumeScores.date).toBe(localDate("Pacific/Kiritimati"));
      await usageService(h, "none").consume(user.session.user.id, "resumeScores");

      // Without the header the account's zone applies.
      const again = await h.api().get("/api/v1/subscription").set(bearer(token));
      expect(again.body.usage.resumeScores).toMatchObject({ date: localDate("Pacific/Kiritimati"), count: 1 });

      // UTC+14 and UTC-11 are always on different dates; once something is counted, a new zone waits for the
      // end of the day, so the header cannot move "today" to a date with a fresh counter.
      const west = await h.api().get("/api/v1/subscription").set(bearer(token)).set("X-Time-Zone", "Pacific/Pago_Pago");
      expect(west.body.usage.resumeScores).toMatchObject({ date: localDate("Pacific/Kiritimati"), count: 1 });
      expect(localDate("Pacific/Pago_Pago")).not.toBe(localDate("Pacific/Kiritimati"));
    });

    it("ignores a time zone Intl does not know and keeps the stored one", async () => {
      const user = await signUp(h);
      const token = user.session.access_token;
      await h.api().get("/api/v1/subscription").set(bearer(token)).set("X-Time-Zone", "america/new_york");
      const row = await h.db.database.knex("users").where({ id: user.session.user.id }).first("time_zone");
      expect(row.time_zone).toBe("America/New_York");
      for (const bad of ["Mars/Olympus_Mons", "+05:30", "x".repeat(300)]) {
        const res = await h.api().get("/api/v1/subscription").set(bearer(token)).set("X-Time-Zone", bad);
        expect(res.status).toBe(200);
        expect(res.body.usage.jobMatches.date).toBe(localDate("America/New_York"));
      }
    });

    it("starts new accounts on India time", async () => {
      const user = await signUp(h);
      const sub = await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token));
      expect(sub.body.usage.jobMatches.date).toBe(localDate("Asia/Kolkata"));
      expect(sub.body.usage.mockInterviews.month).toBe(localDate("Asia/Kolkata").slice(0, 7));
    });
  });
});

describeEachDatabase("usage: quota periods a client cannot move", (kind) => {
  const h = useApi(kind, { LAUNCH_PROMO_PLAN: "none", SIGNUPS_PER_IP_PER_HOUR: "1000" });
  const BENCHMARK = Buffer.from("Data Analyst\nSkills: SQL, Excel, Python, Tableau, statistics\nExperience: built weekly revenue dashboards for 3 regions.");
  // Between them these two zones are on another date than Kolkata at every hour of the day.
  const ZONES = ["Etc/GMT+12", "Pacific/Kiritimati"];

  it("a free user's daily resume comparison stays used whatever X-Time-Zone says next", async () => {
    const user = await signUp(h);
    const compare = (timeZone: string) =>
      h.api()
        .post("/api/v1/resume-builder/compare")
        .set(bearer(user.session.access_token))
        .set("X-Time-Zone", timeZone)
        .attach("benchmark_file", BENCHMARK, "benchmark.txt")
        .field("candidate_text", "Data analyst with SQL and Excel.");
    expect((await compare("Asia/Kolkata")).status).toBe(200);
    const limited = await compare("Asia/Kolkata");
    expect(limited.status).toBe(402);
    for (const zone of ZONES) {
      const moved = await compare(zone);
      expect(moved.status, zone).toBe(402);
      expect(moved.body.detail).toBe("You've used today's resume comparisons included in the Free plan. Upgrade to compare more resumes.");
      const sub = await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token)).set("X-Time-Zone", zone);
      expect(sub.body.usage.resumeScores).toMatchObject({ date: localDate("Asia/Kolkata"), count: 1, limit: 1 });
    }
  });

  it("a free user's monthly mock interview stays used whatever X-Time-Zone says next", async () => {
    const user = await signUp(h);
    const start = (timeZone: string) =>
      h.api()
        .post("/api/v1/interview/start")
        .set(bearer(user.session.access_token))
        .set("X-Time-Zone", timeZone)
        .send({ role: "Data Analyst", seniority: "mid", skills: ["sql"], company: "", resume_text: "", style: "behavioral+technical" });
    expect((await start("Asia/Kolkata")).status).toBe(201);
    expect((await start("Asia/Kolkata")).status).toBe(402);
    for (const zone of ZONES) expect((await start(zone)).status, zone).toBe(402);
    const sub = await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token));
    expect(sub.body.usage.mockInterviews).toMatchObject({ month: localDate("Asia/Kolkata").slice(0, 7), count: 1, limit: 1 });
  });

  describe("at a month boundary (the service at a chosen time)", () => {
    // 02:00 on 1 December in Kolkata is still 30 November in Etc/GMT+12 (UTC-12): another day and another month.
    const t0 = new Date("2026-11-30T20:30:00Z");
    const at = (iso: string) => () => new Date(iso);

    it("keeps both the day's and the month's counters when the header moves west across them", async () => {
      const user = await signUp(h);
      const id = user.session.user.id;
      const service = usageService(h, "none", () => t0);
      await service.rememberTimeZone(id, "Asia/Kolkata");
      await expect(service.consume(id, "mockInterviews")).resolves.toMatchObject({ month: "2026-12", count: 1 });
      await expect(service.consume(id, "resumeScores")).resolves.toMatchObject({ date: "2026-12-01", count: 1 });

      await service.rememberTimeZone(id, "Etc/GMT+12");
      await expect(service.consume(id, "mockInterviews")).rejects.toMatchObject({ status: 402 });
      await expect(service.consume(id, "resumeScores")).rejects.toMatchObject({ status: 402 });
      expect((await service.snapshot(id)).usage.mockInterviews).toMatchObject({ month: "2026-12", count: 1 });
    });

    it("moves to the new zone once the day it was reported on has ended, without handing out a fresh period", async () => {
      const user = await signUp(h);
      const id = user.session.user.id;
      await usageService(h, "none", () => t0).rememberTimeZone(id, "Asia/Kolkata");
      await usageService(h, "none", () => t0).consume(id, "resumeScores");
      await usageService(h, "none", () => t0).rememberTimeZone(id, "Etc/GMT+12");

      // 23:30 on 1 December in Kolkata: still the day the change was reported on.
      const late = usageService(h, "none", at("2026-12-01T18:00:00Z"));
      expect((await late.snapshot(id)).usage.resumeScores).toMatchObject({ date: "2026-12-01", count: 1 });

      // 10:30 on 2 December in Kolkata: the new zone is in effect, where it is 17:00 on 1 December, a date
      // already counted, so nothing is handed out until that zone's own midnight.
      const next = usageService(h, "none", at("2026-12-02T05:00:00Z"));
      expect((await next.snapshot(id)).usage.resumeScores).toMatchObject({ date: "2026-12-01", count: 1 });
      await expect(next.consume(id, "resumeScores")).rejects.toMatchObject({ status: 402 });

      // 00:30 on 2 December in Etc/GMT+12: its new day.
      const newDay = usageService(h, "none", at("2026-12-02T12:30:00Z"));
      await expect(newDay.consume(id, "resumeScores")).resolves.toMatchObject({ date: "2026-12-02", count: 1 });
    });

    it("cancels a waiting change when the zone in effect is reported again", async () => {
      const user = await signUp(h);
      const id = user.session.user.id;
      const service = usageService(h, "none", () => t0);
      await service.rememberTimeZone(id, "Asia/Kolkata");
      await service.consume(id, "resumeScores");
      await service.rememberTimeZone(id, "Etc/GMT+12");
      await service.rememberTimeZone(id, "Asia/Kolkata");
      const later = usageService(h, "none", at("2026-12-02T05:00:00Z"));
      expect((await later.snapshot(id)).usage.resumeScores.date).toBe("2026-12-02"); // Kolkata's date, not Etc/GMT+12's 1 December
    });
  });
});

describeEachDatabase("usage: the launch promotion", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000" });

  it("treats a Free or Starter account as Pro Plus while the promotion runs", async () => {
    for (const stored of ["free", "starter"]) {
      const user = await signUp(h);
      await h.db.database.knex("users").where({ id: user.session.user.id }).update({ plan: stored });
      const sub = await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token));
      expect(sub.body.planId).toBe("pro_plus");
      expect(sub.body.usage.mockInterviews.limit).toBeNull();
      const { ok } = await race(h, "pro_plus", user.session.user.id, "mockInterviews", 5);
      expect(ok).toBe(5);
    }
  });

  it("keeps a Pro account on Pro's limits (a promotion never changes a paid higher tier)", async () => {
    const user = await signUp(h);
    await h.db.database.knex("users").where({ id: user.session.user.id }).update({ plan: "pro" });
    const sub = await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token));
    expect(sub.body.planId).toBe("pro");
    const { ok } = await race(h, "pro_plus", user.session.user.id, "mockInterviews", 5);
    expect(ok).toBe(3);
  });

  it("refuses to sell Pro Plus to a promoted account: it already has it", async () => {
    const user = await signUp(h);
    await h.db.database.knex("users").where({ id: user.session.user.id }).update({ plan: "free" });
    const res = await h.api().post("/api/v1/billing/orders").set(bearer(user.session.access_token)).send({ plan_id: "pro_plus" });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe("You are already subscribed to the Pro Plus plan.");
  });
});
