import type { ChildProcess } from "node:child_process";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { startCompiledServer } from "../support/processes";

/**
 * WEB_CONCURRENCY: one `npm start` (the COMPILED server, server/dist/main.js) runs several API processes on one port
 * (node:cluster). On PostgreSQL both processes answer, readiness and the summed /metrics hold, and SIGTERM drains
 * and stops every one of them. On the embedded database the setting is refused with a logged reason.
 */
const run = process.env.TEST_DATABASE_URL ? describe : describe.skip;

interface Server {
  url: string;
  child: ChildProcess;
  /** The JSON log lines written so far (by the primary and every process it forked). */
  lines: () => Array<Record<string, unknown>>;
}

async function startCompiled(env: Record<string, string>, ready: (s: Server) => boolean | Promise<boolean>): Promise<Server> {
  const lines = (out: string) => out.split("\n").flatMap((l) => (l.startsWith("{") ? [JSON.parse(l) as Record<string, unknown>] : []));
  const started = await startCompiledServer({
    name: "cluster",
    env: { JWT_SECRET: "the-processes-of-one-cluster-share-this-0123456789", SERVE_CLIENT: "false", DEMO_DATA: "false", LOG_LEVEL: "info", ...env },
    ready: (s) => ready({ url: s.url, child: s.child, lines: () => lines(s.output()) }),
    timeoutMs: 90_000,
  });
  return { url: started.url, child: started.child, lines: () => lines(started.output()) };
}

/** One request on a connection of its own (the primary hands each new connection to the next process in turn). */
function getOnce(url: string, requestId: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { "x-request-id": requestId } }, (res) => {
        let body = "";
        res.on("data", (d) => (body += String(d)));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const readyLines = (s: Server) => s.lines().filter((l) => typeof l.msg === "string" && l.msg.startsWith("Hirewise is ready"));

run("WEB_CONCURRENCY=2: two compiled API processes on one port, on PostgreSQL", { timeout: 120_000 }, () => {
  let db: TestDatabase;
  let server: Server;

  beforeAll(async () => {
    db = await createTestDatabase("postgres", { empty: true }); // empty: both processes migrate it, the lock makes one wait
    server = await startCompiled({ DATABASE_URL: db.url!, WEB_CONCURRENCY: "2", RUN_WORKERS: "true", DRAIN_SECONDS: "2" }, (s) => readyLines(s).length === 2);
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      const exited = new Promise((r) => server.child.once("exit", r));
      server.child.kill("SIGKILL");
      await exited;
      for (const line of readyLines(server)) if (alive(Number(line.pid))) process.kill(Number(line.pid), "SIGKILL");
    }
    await db?.drop();
  });

  it("When requests arrive on new connections, Then both processes answer them, readiness says ready and /metrics counts both", async () => {
    const workers = readyLines(server);
    expect(workers.map((l) => l.worker).sort()).toEqual([1, 2]);
    const pids = new Set(workers.map((l) => Number(l.pid)));
    expect(pids.has(server.child.pid!)).toBe(false); // the primary forwards connections; it serves none itself

    const tag = `cluster-probe-${Date.now().toString(36)}`;
    for (let i = 0; i < 8; i++) {
      const ready = await getOnce(`${server.url}/api/v1/health/ready`, `${tag}-${i}`);
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toEqual({ status: "ready", database: "ok" });
    }
    // Each process logs the requests it answered with the request id it was given.
    await new Promise((r) => setTimeout(r, 200));
    const answeredBy = new Set(server.lines().filter((l) => String(l.reqId ?? "").startsWith(tag)).map((l) => Number(l.pid)));
    expect(answeredBy).toEqual(pids);

    // Only the first process runs the queue workers and their schedules (one set per deploy).
    const scheduled = server.lines().filter((l) => l.msg === "job ingestion scheduled");
    expect(scheduled.map((l) => Number(l.pid))).toEqual([Number(workers.find((l) => l.worker === 1)!.pid)]);

    // Whichever process gets the scrape, the counts are both processes' together.
    const metrics = await getOnce(`${server.url}/metrics`, `${tag}-metrics`);
    expect(metrics.status).toBe(200);
    const count = /^hirewise_http_request_duration_seconds_count\{operation="getReadiness",method="GET",status="200"\} (\d+)$/m.exec(metrics.body);
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(8);
  });

  it("When the server gets SIGTERM, Then readiness turns 503 while it drains and every process stops, with exit code 0", async () => {
    const pids = readyLines(server).map((l) => Number(l.pid));
    const exited = new Promise<number | null>((r) => server.child.once("exit", (code) => r(code)));
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    for (let i = 0; i < 4; i++) expect((await getOnce(`${server.url}/api/v1/health/ready`, `cluster-drain-${i}`)).status).toBe(503);
    expect(await exited).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
    const stopped = server.lines().filter((l) => l.msg === "shutting down");
    expect(new Set(stopped.map((l) => Number(l.pid)))).toEqual(new Set(pids));
  });
});

describe("WEB_CONCURRENCY on the embedded database", { timeout: 120_000 }, () => {
  it("When WEB_CONCURRENCY=2 is set without DATABASE_URL, Then one process serves and the log says why", async () => {
    const server = await startCompiled({ WEB_CONCURRENCY: "2" }, (s) => readyLines(s).length === 1);
    try {
      const warning = server.lines().find((l) => String(l.msg ?? "").startsWith("WEB_CONCURRENCY is ignored without DATABASE_URL"));
      expect(warning).toMatchObject({ level: 40, webConcurrency: 2 });
      expect(readyLines(server).map((l) => Number(l.pid))).toEqual([server.child.pid]);
      expect((await getOnce(`${server.url}/api/v1/health/ready`, "embedded-ready")).status).toBe(200);
    } finally {
      const exited = new Promise<number | null>((r) => server.child.once("exit", (code) => r(code)));
      server.child.kill("SIGTERM");
      expect(await exited).toBe(0);
    }
  });
});
