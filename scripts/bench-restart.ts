/**
 * `npm run bench:restart`: does a rolling restart drop requests? Two compiled servers (server/dist/main.js) on one fresh
 * PostgreSQL database behind Caddy configured from deploy/Caddyfile (only the addresses changed), four clients sending
 * requests without pause, and each server restarted in turn (SIGTERM → drain → exit → start → ready), as docs/DEPLOY.md
 * describes. Prints requests, failures and the slowest answer; exits 1 when any request failed.
 * Needs `caddy` on PATH (Debian: apt-get install caddy) and PostgreSQL at BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import knexFactory from "knex";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DRAIN_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS ?? 3);

if (spawnSync("caddy", ["version"]).status !== 0) {
  console.error("caddy is not installed (apt-get install caddy)");
  process.exit(2);
}
if (spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

async function waitFor(url: string, ok: (status: number) => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = await fetch(url).then((r) => r.status, () => 0);
    if (ok(status)) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer as expected within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const admin = knexFactory({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
const dbName = `hw_bench_restart_${crypto.randomBytes(4).toString("hex")}`;
await admin.raw(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

const ports = [await freePort(), await freePort()];
const servers: ChildProcess[] = [];
function startServer(i: number): ChildProcess {
  const child = spawn(process.execPath, ["server/dist/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(ports[i]),
      HOST: "127.0.0.1",
      DATABASE_URL: dbUrl.toString(),
      JWT_SECRET: "bench-restart-secret-0123456789-0123456789",
      RUN_WORKERS: "false",
      DEMO_DATA: "false",
      DRAIN_SECONDS: String(DRAIN_SECONDS),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  servers[i] = child;
  return child;
}

const proxyPort = await freePort();
const caddyfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-caddy-")), "Caddyfile");
const config = fs
  .readFileSync(path.join(root, "deploy/Caddyfile"), "utf8")
  .replace("{$SITE_ADDRESS::80}", `http://127.0.0.1:${proxyPort}`)
  .replace(/reverse_proxy [^{]+\{/, `reverse_proxy 127.0.0.1:${ports[0]} 127.0.0.1:${ports[1]} {`);
fs.writeFileSync(caddyfile, `{\n\tadmin off\n\tauto_https off\n}\n\n${config}`);
let caddy: ChildProcess | undefined;
let failed = 0;
try {
  startServer(0);
  startServer(1);
  for (const p of ports) await waitFor(`http://127.0.0.1:${p}/api/v1/health/ready`, (s) => s === 200);
  caddy = spawn("caddy", ["run", "--config", caddyfile, "--adapter", "caddyfile"], { stdio: ["ignore", "ignore", "ignore"] });
  const base = `http://127.0.0.1:${proxyPort}`;
  await waitFor(`${base}/api/v1/plans`, (s) => s === 200);

  // Four clients, each sending the next request as soon as the last one is answered.
  let running = true;
  const stats = { requests: 0, failures: [] as string[], slowestMs: 0 };
  const client = async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/api/v1/plans`);
        await res.arrayBuffer();
        if (res.status !== 200) stats.failures.push(`HTTP ${res.status}`);
      } catch (err) {
        stats.failures.push(String((err as Error).cause ?? err));
      }
      stats.requests += 1;
      stats.slowestMs = Math.max(stats.slowestMs, performance.now() - started);
    }
  };
  const clients = Array.from({ length: 4 }, client);

  const restart = async (i: number) => {
    const old = servers[i]!;
    const exited = new Promise((r) => old.once("exit", r));
    old.kill("SIGTERM");
    await exited;
    startServer(i);
    await waitFor(`http://127.0.0.1:${ports[i]}/api/v1/health/ready`, (s) => s === 200);
  };
  const started = Date.now();
  await new Promise((r) => setTimeout(r, 2000));
  await restart(0);
  await new Promise((r) => setTimeout(r, 3000)); // Caddy's health check (every 2 s) sees it back
  await restart(1);
  await new Promise((r) => setTimeout(r, 2000));
  running = false;
  await Promise.all(clients);
  failed = stats.failures.length;

  console.log(`\nRolling restart behind Caddy (${new Date().toISOString().slice(0, 10)}, load:${os.loadavg().map((l) => l.toFixed(2)).join(",")})\n`);
  console.log("| requests | failed | slowest answer ms | duration s | DRAIN_SECONDS |");
  console.log("| --- | --- | --- | --- | --- |");
  console.log(`| ${stats.requests} | **${failed}** | ${stats.slowestMs.toFixed(0)} | ${((Date.now() - started) / 1000).toFixed(1)} | ${DRAIN_SECONDS} |`);
  if (failed) console.log(`\nFailures: ${[...new Set(stats.failures)].join("; ")}`);
} finally {
  caddy?.kill("SIGTERM");
  for (const s of servers) if (s && s.exitCode === null) s.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  await admin.raw(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.destroy();
}
process.exit(failed ? 1 : 0);
