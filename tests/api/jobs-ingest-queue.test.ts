import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import type { Express } from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../server/src/app";
import { migrateLatest } from "../../server/src/db";
import { ensureQueue, startQueue, type Queue } from "../../server/src/jobs/queue";
import { createLogger } from "../../server/src/lib/logger";
import type { AppModule } from "../../server/src/modules/registry";
import { INGEST_QUEUE } from "../../server/src/modules/jobs";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../support/databases";
import { testConfig, uniqueEmail } from "../support/api-harness";

const GREENHOUSE_JOBS = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/job-boards/greenhouse-jobs.json"), "utf8");

/**
 * Scheduled ingestion through a real pg-boss queue: the server schedules `jobs.ingest` from the boards file
 * (JOB_BOARDS_FILE), and a queued run pulls the enabled boards into the searchable index. The connectors
 * themselves are covered in jobs-ingest.test.ts.
 */
describeEachDatabase("job ingestion with the job queue", (kind) => {
  let db: TestDatabase;
  let queue: Queue;
  let app: Express;
  let board: http.Server;
  const requested: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-boards-"));

  beforeAll(async () => {
    // A Greenhouse board API double serving its documented response; any other board is unknown to it.
    board = http.createServer((req, res) => {
      requested.push(req.url ?? "");
      const known = req.url === "/v1/boards/tarangapay/jobs?content=true";
      res.writeHead(known ? 200 : 404, { "content-type": "application/json" });
      res.end(known ? GREENHOUSE_JOBS : "{}");
    });
    await new Promise<void>((resolve) => board.listen(0, "127.0.0.1", resolve));
    const baseUrl = `http://127.0.0.1:${(board.address() as AddressInfo).port}`;
    const boardsFile = path.join(dir, "job-boards.json");
    fs.writeFileSync(
      boardsFile,
      JSON.stringify({
        schedule: "15 */3 * * *",
        timezone: "Asia/Kolkata",
        boards: [
          { connector: "greenhouse", name: "tarangapay", company: "TarangaPay", base_url: baseUrl },
          { connector: "lever", name: "switched-off", base_url: baseUrl, enabled: false },
        ],
      }),
    );

    db = await createTestDatabase(kind);
    await migrateLatest(db.database.knex);
    const logger = createLogger("silent");
    queue = await startQueue(db.database, logger, { databaseUrl: db.url });
    app = buildApp({ config: testConfig({ RUN_WORKERS: "true", JOB_BOARDS_FILE: boardsFile }), db: db.database.knex, logger, queue });
    // A run waiting before the workers start is picked up at their first poll, not 30 seconds later.
    await ensureQueue(queue, INGEST_QUEUE, { policy: "singleton", retryLimit: 1, expireInSeconds: 30 * 60 });
    await queue.send(INGEST_QUEUE, {});
    for (const m of app.locals.modules as AppModule[]) await m.startWorkers?.(queue);
  }, 120_000);

  afterAll(async () => {
    await queue?.stop({ graceful: false, wait: true });
    await db?.drop();
    await new Promise((resolve) => board?.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("schedules jobs.ingest with the boards file's cron expression and time zone", async () => {
    expect(await queue.getQueue(INGEST_QUEUE)).toMatchObject({ name: INGEST_QUEUE, policy: "singleton" });
    const schedule = (await queue.getSchedules()).find((s) => s.name === INGEST_QUEUE);
    expect(schedule).toMatchObject({ cron: "15 */3 * * *", timezone: "Asia/Kolkata" });
  });

  it("a queued run ingests the enabled boards only, and their postings become searchable", { timeout: 60_000 }, async () => {
    const knex = db.database.knex;
    let count = 0;
    for (let i = 0; i < 100 && count === 0; i++) {
      await new Promise((r) => setTimeout(r, 300));
      count = Number((await knex("job_postings").where({ source: "greenhouse" }).count<{ count: string }[]>("* as count"))[0]!.count);
    }
    expect(count).toBe(2);
    expect(requested).toEqual(["/v1/boards/tarangapay/jobs?content=true"]);

    const signup = await request(app).post("/api/v1/auth/signup").send({ name: "Meera Iyer", email: uniqueEmail("meera"), password: "correct-horse" });
    const search = await request(app)
      .get("/api/v1/jobs/search")
      .query({ query: "data analyst,sql", location: "", max_pages: 1 })
      .set({ Authorization: `Bearer ${signup.body.access_token}` });
    expect(search.status).toBe(200);
    expect(search.body.jobs.map((j: { title: string; source: string }) => [j.title, j.source])).toContainEqual(["Senior Data Analyst", "greenhouse"]);
  });
});
