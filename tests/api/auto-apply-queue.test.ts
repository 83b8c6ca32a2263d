import crypto from "node:crypto";
import request from "supertest";
import type { Express } from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../server/src/app";
import { migrateLatest } from "../../server/src/db";
import { startQueue, type Queue } from "../../server/src/jobs/queue";
import { createLogger } from "../../server/src/lib/logger";
import type { AppModule } from "../../server/src/modules/registry";
import { RUN_QUEUE, SWEEP_QUEUE } from "../../server/src/modules/auto-apply";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../support/databases";
import { testConfig, uniqueEmail } from "../support/api-harness";
import { startFakePortals, type FakePortals } from "../support/fake-portals";

/**
 * The background path with a real pg-boss queue: saving enabled settings queues a run, the worker
 * applies, and the log shows it. (The run logic itself is covered in auto-apply.test.ts.)
 */
describeEachDatabase("auto-apply with the job queue", (kind) => {
  let db: TestDatabase;
  let queue: Queue;
  let app: Express;
  let portals: FakePortals;

  beforeAll(async () => {
    portals = await startFakePortals({ greenhouseKeys: { kalpaka: "gh-key" } });
    db = await createTestDatabase(kind);
    await migrateLatest(db.database.knex);
    const logger = createLogger("silent");
    queue = await startQueue(db.database, logger, { databaseUrl: db.url });
    const config = testConfig({ RUN_WORKERS: "true", GREENHOUSE_API_URL: portals.url, GREENHOUSE_BOARD_KEYS: "kalpaka=gh-key" });
    app = buildApp({ config, db: db.database.knex, logger, queue });
    for (const m of app.locals.modules as AppModule[]) await m.startWorkers?.(queue);
  }, 120_000);

  afterAll(async () => {
    await queue?.stop({ graceful: false, wait: true });
    await db?.drop();
    await portals?.close();
  });

  it("creates the run and sweep queues and schedules the sweep every 30 minutes", async () => {
    expect(await queue.getQueue(RUN_QUEUE)).toMatchObject({ name: RUN_QUEUE, policy: "stately" });
    expect(await queue.getQueue(SWEEP_QUEUE)).toBeTruthy();
    const schedules = await queue.getSchedules();
    expect(schedules.find((s) => s.name === SWEEP_QUEUE)).toMatchObject({ cron: "*/30 * * * *" });
  });

  it("saving enabled settings starts a run in the background, and its attempts reach the log", { timeout: 60_000 }, async () => {
    const signup = await request(app).post("/api/v1/auth/signup").send({ name: "Ravi Kumar", email: uniqueEmail("ravi"), password: "correct-horse" });
    expect(signup.status).toBe(201);
    const userId = signup.body.user.id as string;
    const auth = { Authorization: `Bearer ${signup.body.access_token}` };
    const knex = db.database.knex;
    await knex("user_resumes").insert({
      user_id: userId,
      origin: "job_search",
      raw_text: "Ravi Kumar\nData Analyst\nSQL, Python, Power BI",
      parsed: JSON.stringify({ name: "Ravi Kumar", email: "ravi@example.com", phone: "", headline: "Data Analyst", experienceEntries: [{ title: "Data Analyst", company: "Infosys" }], skills: ["SQL", "Python", "Power BI"], links: [] }),
      skills: ["SQL", "Python", "Power BI"],
    });
    const jobId = String(Math.floor(Math.random() * 1e9));
    await knex("job_postings").insert({
      id: crypto.randomUUID(),
      source: "greenhouse",
      external_id: jobId,
      title: "Data Analyst",
      company: "Kalpaka Commerce",
      location: "Remote, India",
      description: "SQL and Python for weekly reporting.",
      work_mode: "remote",
      skills: ["SQL", "Python"],
      apply_link: `https://boards.greenhouse.io/kalpaka/jobs/${jobId}`,
      portal: "greenhouse",
      apply_meta: JSON.stringify({ board_token: "kalpaka", job_id: jobId }),
    });

    expect((await request(app).post("/api/v1/auto-apply/consent").set(auth).send({ accept: true })).status).toBe(200);
    const saved = await request(app)
      .post("/api/v1/auto-apply/settings")
      .set(auth)
      .send({ enabled: true, min_match_pct: 60, daily_cap: 5, portals: { greenhouse: true }, locations: ["Remote"], roles: ["Data Analyst"], pause_until: null });
    expect(saved.status).toBe(200);

    let log: { applications: Array<{ status: string; title: string }>; last_run_at: string | null } = { applications: [], last_run_at: null };
    // The log shows each attempt as it is made; the run's time is written when the run ends, a statement later.
    for (let i = 0; i < 80 && (!log.applications.length || !log.last_run_at); i++) {
      await new Promise((r) => setTimeout(r, 500));
      log = (await request(app).get("/api/v1/auto-apply/applications").set(auth)).body;
    }
    expect(log.applications).toEqual([expect.objectContaining({ status: "submitted", title: "Data Analyst" })]);
    expect(log.last_run_at).not.toBeNull();
    expect(portals.accepted.filter((a) => a.postingId === jobId)).toHaveLength(1);

    // An on-demand run with a queue is queued, not run in the request.
    const run = await request(app).post("/api/v1/auto-apply/run").set(auth);
    expect(run.status).toBe(202);
    expect(run.body).toMatchObject({ status: "queued", submitted: 0 });
  });
});
