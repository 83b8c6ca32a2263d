import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { ROOT, startCompiledServer } from "../support/processes";

/**
 * The stateless claim, end to end: the COMPILED server (server/dist/main.js, built by `npm run build`) runs as two
 * processes on one fresh PostgreSQL database behind a small round-robin proxy, as in compose.yaml. Everything a user
 * does through one process holds on the other: the session and its refresh token, an uploaded resume and the job
 * index, and a logout.
 */
const RESUME = path.join(ROOT, "tests/fixtures/resumes/two-column.pdf");
const run = process.env.TEST_DATABASE_URL ? describe : describe.skip;

interface Process {
  name: string;
  url: string;
  child: ChildProcess;
  log: () => string;
}

async function startCompiled(name: string, databaseUrl: string, env: Record<string, string>): Promise<Process> {
  const started = await startCompiledServer({
    name,
    env: {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: "two-compiled-processes-share-this-secret-0123456789",
      // Every request asks the database whether its session is live (the default trusts it for a few seconds).
      SESSION_CACHE_SECONDS: "0",
      LOG_LEVEL: "warn",
      ...env,
    },
    ready: (s) => fetch(`${s.url}/api/v1/health/ready`).then((r) => r.ok, () => false),
  });
  return { name, url: started.url, child: started.child, log: started.output };
}

/** A few lines of round-robin reverse proxy; each response says which process answered (x-upstream). */
function roundRobin(upstreams: Process[]): Promise<{ url: string; close: () => Promise<void> }> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = upstreams[next++ % upstreams.length]!;
    const forward = http.request(`${target.url}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-upstream": target.name });
      answer.pipe(res);
    });
    forward.on("error", () => res.writeHead(502).end());
    req.pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

run("two compiled API processes on one PostgreSQL behind a proxy", { timeout: 120_000 }, () => {
  let db: TestDatabase;
  let a: Process;
  let b: Process;
  let proxy: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    db = await createTestDatabase("postgres", { empty: true }); // empty: the two processes migrate it themselves, at the same time
    // a seeds the demo job index and runs the queue workers; b only serves (RUN_WORKERS=false), as in compose.yaml.
    [a, b] = await Promise.all([
      startCompiled("a", db.url!, { DEMO_DATA: "true", RUN_WORKERS: "true" }),
      startCompiled("b", db.url!, { DEMO_DATA: "false", RUN_WORKERS: "false" }),
    ]);
    proxy = await roundRobin([a, b]);
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    for (const p of [a, b]) {
      if (!p || p.child.exitCode !== null) continue;
      const exited = new Promise((r) => p.child.once("exit", r));
      p.child.kill("SIGTERM");
      await exited;
    }
    await db?.drop();
  });

  /** One request through the proxy; returns the body and which process answered. */
  async function call(method: string, p: string, options: { token?: string; json?: unknown; form?: FormData } = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${proxy.url}/api/v1${p}`, { method, headers, body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)) });
    const text = await res.text();
    return { status: res.status, upstream: res.headers.get("x-upstream"), body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  it("When a user signs up through one process, Then the other honours the token, the refresh token, an upload, the job index and the logout", async () => {
    const email = `stateless.${Date.now().toString(36)}@example.com`;
    const signup = await call("POST", "/auth/signup", { json: { name: "Asha Verma", email, password: "correct-horse-battery" } });
    expect(signup.status).toBe(201);
    const session = signup.body as { access_token: string; refresh_token: string };

    // The access token, verified by the other process.
    const me = await call("GET", "/auth/me", { token: session.access_token });
    expect(me.upstream).not.toBe(signup.upstream);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email });

    // A resume read on one process (its reader threads run the compiled parse-worker.js) ...
    const form = new FormData();
    form.append("file", new Blob([fs.readFileSync(RESUME)], { type: "application/pdf" }), "two-column.pdf");
    const upload = await call("POST", "/resume/upload", { token: session.access_token, form });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const skills = (upload.body.parsed as { skills: string[] }).skills;
    expect(skills).toEqual(expect.arrayContaining(["SQL", "Python"]));

    // ... and its skills searched on the other, over the job index process a seeded (behind its listening server).
    const query = `/jobs/search?query=${encodeURIComponent(skills.slice(0, 4).join(","))}&location=`;
    let search = await call("GET", query, { token: session.access_token });
    expect(search.upstream).not.toBe(upload.upstream);
    for (let i = 0; i < 60 && search.status === 200 && !(search.body.jobs as unknown[]).length; i++) {
      await new Promise((r) => setTimeout(r, 500));
      search = await call("GET", query, { token: session.access_token });
    }
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect((search.body.jobs as unknown[]).length).toBeGreaterThan(0);

    // The refresh token, rotated by one process; the new access token works on the other.
    const refreshed = await call("POST", "/auth/refresh", { json: { refresh_token: session.refresh_token } });
    expect(refreshed.status).toBe(200);
    const rotated = refreshed.body as { access_token: string; refresh_token: string };
    const meAgain = await call("GET", "/auth/me", { token: rotated.access_token });
    expect(meAgain.upstream).not.toBe(refreshed.upstream);
    expect(meAgain.status).toBe(200);

    // Logout on one process ends the session on both: the access token and the refresh token.
    const logout = await call("POST", "/auth/logout", { token: rotated.access_token, json: { refresh_token: rotated.refresh_token } });
    expect(logout.status).toBe(204);
    const after = await call("GET", "/auth/me", { token: rotated.access_token });
    expect(after.upstream).not.toBe(logout.upstream);
    expect(after.status).toBe(401);
    const refreshAfter = await call("POST", "/auth/refresh", { json: { refresh_token: rotated.refresh_token } });
    expect(refreshAfter.status).toBe(401);
    // Both processes answered along the way.
    expect(new Set([signup.upstream, me.upstream])).toEqual(new Set(["a", "b"]));
  });

  it("When a process gets SIGTERM, Then its readiness turns 503 while the other stays ready", async () => {
    const drainer = await startCompiled("c", db.url!, { DEMO_DATA: "false", RUN_WORKERS: "false", DRAIN_SECONDS: "3" });
    expect((await fetch(`${drainer.url}/api/v1/health/ready`)).status).toBe(200);
    const exited = new Promise<number | null>((r) => drainer.child.once("exit", (code) => r(code)));
    drainer.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    const draining = await fetch(`${drainer.url}/api/v1/health/ready`);
    expect(draining.status).toBe(503);
    expect((await fetch(`${drainer.url}/api/v1/health/live`)).status).toBe(200); // still answering what it has
    expect((await fetch(`${b.url}/api/v1/health/ready`)).status).toBe(200);
    expect(await exited).toBe(0);
  });
});
