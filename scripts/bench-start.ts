/**
 * `npm run bench:start`: how fast `npm start` serves. Builds first (untimed unless stale), then BENCH_START_RUNS times
 * (default 3), each on a fresh DATA_DIR:
 *   - cold: `npm start` on an empty data directory (embedded PostgreSQL created, migrated) until /api/v1/health is 200
 *     (target ≤ 20 s), and until the 5,000 demo postings are in (they seed behind the listening server; target ≤ 3 s
 *     for the seeding itself, from the server's own log line);
 *   - warm: `npm start` again on the same directory until /api/v1/health is 200 (target ≤ 3 s).
 * With PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, skipped when it does not
 * answer) it also seeds a fresh database through the compiled server and reports that seeding time.
 * Prints medians and each run; exits 1 when a median misses its target.
 */
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import knexFactory from "knex";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const TARGETS = { coldMs: 20_000, warmMs: 3_000, seedMs: 3_000 };

interface Started {
  healthMs: number;
  seededMs?: number;
  seedLogMs?: number;
}

/** Runs `command` until /health answers 200 (and, if asked, until the demo corpus is seeded), then stops it. */
async function timeStart(command: string[], env: Record<string, string>, waitForSeed: boolean): Promise<Started> {
  const port = 19_000 + Math.floor(Math.random() * 1000);
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group: npm and the server it starts stop together
  });
  let log = "";
  child.stdout.on("data", (d) => (log += String(d)));
  child.stderr.on("data", (d) => (log += String(d)));
  const result: Started = { healthMs: 0 };
  try {
    const deadline = started + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(" ")} exited with ${child.exitCode}:\n${log}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then((r) => r.ok, () => false);
      if (ok) break;
      if (performance.now() > deadline) throw new Error(`no healthy /health within 120 s:\n${log}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    result.healthMs = performance.now() - started;
    if (waitForSeed) {
      while (!/"msg":"demo job corpus seeded"/.test(log)) {
        if (child.exitCode !== null || performance.now() > deadline) throw new Error(`the demo corpus was not seeded:\n${log}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      result.seededMs = performance.now() - started;
      result.seedLogMs = Number(/"ms":(\d+),"msg":"demo job corpus seeded"/.exec(log)?.[1] ?? NaN);
    }
  } finally {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
  }
  return result;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const s = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? "–" : (ms / 1000).toFixed(2));

const build = spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(1);

const cold: Started[] = [];
const warm: Started[] = [];
for (let i = 0; i < RUNS; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-bench-start-"));
  try {
    cold.push(await timeStart(["npm", "start", "--silent"], { DATA_DIR: dataDir }, true));
    warm.push(await timeStart(["npm", "start", "--silent"], { DATA_DIR: dataDir }, false));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Seeding on PostgreSQL, through the compiled server on a fresh database.
const pgSeeds: number[] = [];
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const admin = knexFactory({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
const pgUp = await admin.raw("select 1").then(() => true, () => false);
if (pgUp) {
  for (let i = 0; i < RUNS; i++) {
    const name = `hw_bench_start_${crypto.randomBytes(4).toString("hex")}`;
    await admin.raw(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const r = await timeStart(["node", "server/dist/main.js"], { DATABASE_URL: url.toString(), JWT_SECRET: "bench-start-secret-0123456789-0123456789", RUN_WORKERS: "false" }, true);
      pgSeeds.push(r.seedLogMs ?? NaN);
    } finally {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
}
await admin.destroy();

const coldMs = median(cold.map((r) => r.healthMs));
const warmMs = median(warm.map((r) => r.healthMs));
const seedMs = median(cold.map((r) => r.seedLogMs ?? NaN));
console.log(`\nnpm start (${new Date().toISOString().slice(0, 10)}, ${RUNS} runs, load:${os.loadavg().map((l) => l.toFixed(2)).join(",")})\n`);
console.log("| measure | median s | runs s | target s | |");
console.log("| --- | --- | --- | --- | --- |");
const row = (name: string, med: number, runs: Array<number | undefined>, target: number) =>
  console.log(`| ${name} | **${s(med)}** | ${runs.map(s).join(" / ")} | ${s(target)} | ${med <= target ? "met" : "OVER"} |`);
row("cold start, fresh DATA_DIR → healthy /health", coldMs, cold.map((r) => r.healthMs), TARGETS.coldMs);
row("warm start → healthy /health", warmMs, warm.map((r) => r.healthMs), TARGETS.warmMs);
row("seeding 5,000 demo postings (PGlite, behind the server)", seedMs, cold.map((r) => r.seedLogMs), TARGETS.seedMs);
console.log(`| cold start → demo index complete | ${s(median(cold.map((r) => r.seededMs ?? NaN)))} | ${cold.map((r) => s(r.seededMs)).join(" / ")} | | |`);
if (pgSeeds.length) row("seeding 5,000 demo postings (PostgreSQL 15)", median(pgSeeds), pgSeeds, TARGETS.seedMs);
process.exit(coldMs <= TARGETS.coldMs && warmMs <= TARGETS.warmMs && seedMs <= TARGETS.seedMs ? 0 : 1);
