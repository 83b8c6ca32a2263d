import crypto from "node:crypto";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi } from "../support/api-harness";
import { recordActivity } from "../../server/src/modules/activity";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describeEachDatabase("dashboard", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000" });

  it("greets a new user with their plan and usage and empty sections that invite a first action", async () => {
    const user = await signUp(h);
    const res = await h.api().get("/api/v1/dashboard").set(bearer(user.session.access_token));
    expect(res.status).toBe(200);
    expect(res.body.plan).toMatchObject({ id: "pro_plus", name: "Pro Plus", highlight: "₹399/mo" });
    expect(res.body.subscription).toMatchObject({ planId: "pro_plus", usage: { mockInterviews: { count: 0, limit: null } } });
    expect(res.body).toMatchObject({ recent_activity: [], recent_searches: [], interview_scores: [], recent_playbooks: [] });
    expect(res.body.auto_apply).toEqual({ enabled: false, applications_today: 0, total_applications: 0, last_applied_at: null, last_run_at: null });
  });

  it("shows the user's own recent searches, newest first, and nobody else's", async () => {
    const user = await signUp(h);
    const other = await signUp(h);
    const knex = h.db.database.knex;
    for (const [i, keywords] of [["sql"], ["google ads", "meta ads"], ["python"], ["excel"], ["tableau"], ["power bi"]].entries()) {
      await recordActivity(knex, { userId: user.session.user.id, kind: "job_search", summary: `Searched ${keywords.join(", ")} in Bengaluru`, data: { keywords, location: "Bengaluru", results: i } });
    }
    await recordActivity(knex, { userId: other.session.user.id, kind: "job_search", summary: "Searched rust in Pune" });
    await recordActivity(knex, { userId: user.session.user.id, kind: "resume_built", summary: "Built a resume for Growth Marketing Lead" });

    const res = await h.api().get("/api/v1/dashboard").set(bearer(user.session.access_token));
    expect(res.status).toBe(200);
    expect(res.body.recent_searches.map((s: { summary: string }) => s.summary)).toEqual([
      "Searched power bi in Bengaluru",
      "Searched tableau in Bengaluru",
      "Searched excel in Bengaluru",
      "Searched python in Bengaluru",
      "Searched google ads, meta ads in Bengaluru",
    ]);
    expect(res.body.recent_searches[0].data).toEqual({ keywords: ["power bi"], location: "Bengaluru", results: 5 });
    expect(res.body.recent_activity[0]).toMatchObject({ kind: "resume_built", summary: "Built a resume for Growth Marketing Lead" });
    expect(res.body.recent_activity).toHaveLength(7);
    expect(JSON.stringify(res.body)).not.toContain("rust");
  });

  it("shows Auto-Apply's switch, last run and today's applications in the user's time zone", async () => {
    const user = await signUp(h);
    const id = user.session.user.id;
    const knex = h.db.database.knex;
    const lastRun = new Date(Date.now() - 60_000);
    await knex("auto_apply_settings").insert({ user_id: id, enabled: true, last_run_at: lastRun });
    const application = (status: string, createdAt: Date) => ({
      user_id: id,
      job_id: crypto.randomUUID(),
      title: "Performance Marketing Manager",
      company: "Kalpaka Commerce",
      portal: "greenhouse",
      apply_link: "https://boards.greenhouse.io/kalpaka/jobs/1",
      score: 88,
      status,
      created_at: createdAt,
    });
    const now = new Date();
    await knex("auto_apply_applications").insert([
      application("submitted", now),
      application("ready_for_you", now),
      application("skipped", now),
      application("submitted", new Date(now.getTime() - 3 * 86_400_000)),
    ]);
    const res = await h.api().get("/api/v1/dashboard").set(bearer(user.session.access_token)).set("X-Time-Zone", "Asia/Kolkata");
    expect(res.status).toBe(200);
    expect(res.body.auto_apply).toEqual({
      enabled: true,
      applications_today: 2,
      total_applications: 3,
      last_applied_at: now.toISOString(),
      last_run_at: lastRun.toISOString(),
    });
  });

  it("needs a signed-in user", async () => {
    expect((await h.api().get("/api/v1/dashboard")).status).toBe(401);
  });
});

describeEachDatabase("dashboard: tools that store sessions and playbooks", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000" });

  it("charts finished interview scores oldest first and lists the latest playbooks", async () => {
    const knex = h.db.database.knex;
    const user = await signUp(h);
    const id = user.session.user.id;
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
    // Rows as the Interview and Notes features store them (only the columns the dashboard reads matter here).
    const sessionExtras = { seniority: "mid", plan: JSON.stringify({}) };
    await knex("interview_sessions").insert(
      [
        { id: crypto.randomUUID(), user_id: id, role: "Growth Marketing Manager", overall: 78.5, finished_at: day(20) },
        { id: crypto.randomUUID(), user_id: id, role: "Performance Marketing Manager", overall: 64, finished_at: day(12) },
        { id: crypto.randomUUID(), user_id: id, role: "Performance Marketing Manager", overall: null, finished_at: null },
      ].map((row) => ({ ...row, ...sessionExtras })),
    );
    await knex("playbooks").insert([
      { id: crypto.randomUUID(), user_id: id, title: "Product Manager study notes", created_at: day(5) },
      { id: crypto.randomUUID(), user_id: id, title: "Growth Marketing Lead at Razorpay", created_at: day(21) },
    ]);

    const res = await h.api().get("/api/v1/dashboard").set(bearer(user.session.access_token));
    expect(res.status).toBe(200);
    expect(res.body.interview_scores).toEqual([
      expect.objectContaining({ role: "Performance Marketing Manager", overall: 64, finished_at: day(12).toISOString() }),
      expect.objectContaining({ role: "Growth Marketing Manager", overall: 78.5, finished_at: day(20).toISOString() }),
    ]);
    expect(res.body.recent_playbooks.map((p: { title: string }) => p.title)).toEqual(["Growth Marketing Lead at Razorpay", "Product Manager study notes"]);
  });
});
