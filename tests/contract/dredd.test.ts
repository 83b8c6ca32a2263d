import path from "node:path";
import { createRequire } from "node:module";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../server/src/server";
import { openDatabase } from "../../server/src/db";
import { testConfig } from "../support/api-harness";
import { contractOperations } from "../support/contract";
import { ROOT } from "../support/processes";

const require = createRequire(import.meta.url);
const Dredd = require("dredd") as new (config: Record<string, unknown>) => { run(cb: (err: Error | null, stats: DreddStats) => void): void };
interface DreddStats { tests: number; passes: number; failures: number; errors: number; skipped: number }

let server: RunningServer;

beforeAll(async () => {
  const database = await openDatabase({});
  server = await startServer(testConfig({ PORT: "0", HOST: "127.0.0.1" }), { database });
});
afterAll(async () => {
  await server?.stop();
  await server?.db.close();
});

async function post(p: string, body: unknown) {
  const res = await fetch(`${server.url}/api/v1${p}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  return (await res.json()) as { access_token: string; refresh_token: string };
}

it("the live server honours every documented transaction Dredd can run", async () => {
  const email = `dredd.owner.${Date.now()}@example.com`;
  const password = "contract-pass";
  const first = await post("/auth/signup", { name: "Dredd Owner", email, password });
  const second = await post("/auth/login", { email, password });
  const third = await post("/auth/login", { email, password });

  // Dredd names a transaction "<path> > <summary> > <status> > <media type>".
  const ops = contractOperations();
  const operationsByName: Record<string, unknown> = {};
  const doc = (await import("../support/contract")).loadContract() as { paths: Record<string, Record<string, { summary: string; responses: Record<string, { content?: Record<string, unknown>; $ref?: string }> }>> };
  for (const op of ops) {
    const raw = doc.paths[op.path]![op.method.toLowerCase()]!;
    for (const status of Object.keys(raw.responses)) {
      for (const suffix of ["", " > application/json", " > application/problem+json", ` > ${op.successContentType}`]) {
        operationsByName[`${op.path} > ${raw.summary} > ${status}${suffix}`] = { operationId: op.operationId, secured: op.secured };
      }
    }
  }
  // Operations on an existing resource get a real one: an interview session and a playbook of this user.
  const authed = { "Content-Type": "application/json", Authorization: `Bearer ${first.access_token}` };
  const started = (await (await fetch(`${server.url}/api/v1/interview/start`, { method: "POST", headers: authed, body: JSON.stringify({ role: "Data Analyst", seniority: "mid", skills: ["SQL"] }) })).json()) as { session_id: string };
  const playbook = (await (await fetch(`${server.url}/api/v1/notes/generate`, { method: "POST", headers: authed, body: JSON.stringify({ role: "Data Analyst", experience_level: "mid", focus_areas: ["sql"] }) })).json()) as { id: string };

  const pending = ops.map((o) => o.operationId).filter((id) => !server.implementedOperations.includes(id));
  process.env.DREDD_CONTEXT = JSON.stringify({
    email,
    password,
    accessToken: first.access_token,
    refreshTokenForRefresh: second.refresh_token,
    refreshTokenForLogout: third.refresh_token,
    sessionId: started.session_id,
    noteId: playbook.id,
    pending,
    operationsByName,
  });

  const stats = await new Promise<DreddStats>((resolve, reject) => {
    new Dredd({
      endpoint: `${server.url}/api/v1`,
      path: [path.join(ROOT, "openapi/openapi.yaml")],
      hookfiles: [path.join(ROOT, "tests/contract/dredd-hooks.cjs")],
      reporter: [],
      output: [],
      loglevel: "error",
      color: false,
    }).run((err, s) => (err ? reject(err) : resolve(s)));
  });
  expect(stats.errors).toBe(0);
  expect(stats.failures).toBe(0);
  // Success transactions for every implemented operation, the deliberate error cases, and each pending 501.
  expect(stats.passes).toBeGreaterThanOrEqual(20);
});
