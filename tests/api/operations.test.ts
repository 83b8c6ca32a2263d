import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import request from "supertest";
import { expect, it } from "vitest";
import { buildApp } from "../../server/src/app";
import { createLogger } from "../../server/src/lib/logger";
import { Lifecycle } from "../../server/src/lib/lifecycle";
import { poolStats } from "../../server/src/db/handle";
import { startServer } from "../../server/src/server";
import { describeEachDatabase } from "../support/databases";
import { signUp, testConfig, useApi } from "../support/api-harness";
import { binary } from "../support/resume-builder";

describeEachDatabase("operations", (kind) => {
  const h = useApi(kind);

  it("When the process answers, Then liveness is 200 without touching the database, and readiness is 200 with it", async () => {
    const live = await h.api().get("/api/v1/health/live");
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: "ok" });
    expect(live.headers["cache-control"]).toBe("no-store");
    const ready = await h.api().get("/api/v1/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: "ready", database: "ok" });
  });

  it("When the database is busy with a long statement, Then liveness still answers before it ends (the embedded database has its own thread)", async () => {
    let slowDone = false;
    const slow = h.db.database.knex.raw("SELECT pg_sleep(1.5)").then(() => (slowDone = true));
    const live = await h.api().get("/api/v1/health/live");
    expect(live.status).toBe(200);
    expect(slowDone).toBe(false);
    await slow;
  });

  it("When the server stops while statements wait for a pooled connection, Then they finish before the pool closes", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-stop-"));
    const server = await startServer(testConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ...(h.db.url ? { DATABASE_URL: h.db.url } : {}) }));
    try {
      // One statement more than the pool holds: the last waits for a connection when the stop begins. Short, as the
      // embedded database runs its pool's statements one after another.
      const statements = Array.from({ length: poolStats(server.db.knex)!.max + 1 }, () => server.db.knex.raw("SELECT pg_sleep(0.1) AS slept"));
      const settled = Promise.allSettled(statements);
      await server.stop();
      expect((await settled).map((r) => r.status)).toEqual(statements.map(() => "fulfilled"));
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("When the process is draining, Then readiness is a 503 problem while liveness and /health keep answering", async () => {
    const lifecycle = new Lifecycle();
    const app = buildApp({ config: h.config, db: h.db.database.knex, logger: createLogger("silent"), lifecycle });
    lifecycle.draining = true;
    const ready = await request(app).get("/api/v1/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.headers["content-type"]).toContain("application/problem+json");
    expect(ready.body.detail).toMatch(/shutting down/);
    expect((await request(app).get("/api/v1/health/live")).status).toBe(200);
    expect((await request(app).get("/api/v1/health")).status).toBe(200);
  });

  it("When Prometheus scrapes /metrics, Then it sees durations by operationId, 4xx counts, pool usage and process metrics", async () => {
    await h.api().get("/api/v1/health");
    await h.api().get("/api/v1/auth/me"); // 401
    const res = await h.api().get("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toMatch(/hirewise_http_request_duration_seconds_count\{operation="getHealth",method="GET",status="200"\} [1-9]/);
    expect(res.text).toMatch(/hirewise_http_errors_total\{operation="getMe",class="4xx"\} [1-9]/);
    expect(res.text).toMatch(/hirewise_db_pool_connections\{state="max"\} \d+/);
    expect(res.text).toContain("hirewise_process_cpu_seconds_total");
    expect(res.text).toContain("# TYPE hirewise_document_parse_duration_seconds histogram");
  });

  it("When a client accepts brotli or gzip, Then JSON answers are compressed, and a PDF download never is", async () => {
    const br = await h.api().get("/api/v1/openapi.json").set("Accept-Encoding", "br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.openapi).toBe("3.0.3");
    const gz = await h.api().get("/api/v1/openapi.json").set("Accept-Encoding", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const small = await h.api().get("/api/v1/health").set("Accept-Encoding", "gzip, br");
    expect(small.headers["content-encoding"]).toBeUndefined(); // under 1 KB: not worth it

    const user = await signUp(h);
    const auth = { Authorization: `Bearer ${user.session.access_token}` };
    const note = await h.api().post("/api/v1/notes/generate").set(auth).send({ role: "Data Analyst", experience_level: "mid", focus_areas: ["sql"] });
    expect(note.status).toBe(201);
    const pdf = await h.api().get(`/api/v1/notes/${note.body.id}/pdf`).set(auth).set("Accept-Encoding", "gzip, br").buffer(true).parse(binary);
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-encoding"]).toBeUndefined();
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("When a request is served, Then every log line written for it carries its request id, JSON and multipart bodies alike", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const user = await signUp(h);
    const logged = buildApp({ config: h.config, db: h.db.database.knex, logger: createLogger("info", sink) });
    // A JSON body whose handler logs (Auto-Apply consent) and a multipart upload.
    const consent = await request(logged)
      .post("/api/v1/auto-apply/consent")
      .set("x-request-id", "json-body-0001")
      .set("Authorization", `Bearer ${user.session.access_token}`)
      .send({ accept: true });
    expect(consent.status).toBe(200);
    await request(logged)
      .post("/api/v1/resume/upload")
      .set("x-request-id", "multipart-0001")
      .set("Authorization", `Bearer ${user.session.access_token}`)
      .attach("file", Buffer.from("Asha Verma\nasha@example.com\nSkills: SQL, Python, Excel\n"), { filename: "resume.txt", contentType: "text/plain" });
    for (const id of ["json-body-0001", "multipart-0001"]) {
      const mine = lines.filter((l) => JSON.stringify(l).includes(id));
      expect(mine.length, id).toBeGreaterThan(0);
      if (id === "json-body-0001") expect(mine.map((l) => l.msg)).toContain("auto-apply consent changed");
      for (const line of mine) expect(line.reqId, JSON.stringify(line)).toBe(id);
    }
  });
});
