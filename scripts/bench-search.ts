/**
 * `npm run bench:search`: loads 100,000 demo postings into a fresh PostgreSQL database (created here and
 * dropped at the end), then times GET /api/v1/jobs/search through the real app over HTTP for varied keyword
 * sets and locations: p50/p95/p99 latency one request at a time, and throughput with several in flight.
 *
 *   BENCH_DATABASE_URL  admin connection (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_POSTINGS      postings to load (default 100000)
 *   BENCH_REQUESTS      timed sequential requests (default 1000)
 *   BENCH_CONCURRENCY   requests in flight for the throughput run (default 4)
 *   BENCH_LOADERS       loaders filling the database side by side (default 2: one core generates, the other indexes)
 *   BENCH_KEEP_DB       a database name to keep between runs: loaded on the first run, reused (not reloaded,
 *                       not dropped) on later ones, so a change to the query can be measured in seconds
 *   --size N            the same as BENCH_POSTINGS=N (`npm run bench:search -- --size 1000000`)
 *   --load-only         load (or reuse) the database and stop
 *   --autocannon        after the sequential runs, the load test: the compiled server (server/dist/main.js, built if
 *                       stale) in its own process on the same database, autocannon with BENCH_CONNECTIONS (50)
 *                       connections for BENCH_SECONDS (30) over a varied query mix (search-mix.ts); BENCH_CPU_PROF=dir
 *                       writes the server's CPU profile there; BENCH_NODE_FLAGS replaces the server's Node flags (npm start's:
 *                       --enable-source-maps --max-semi-space-size=64), to compare
 *   --autocannon-only   only the load test
 *   --embedded          the load test on the embedded database instead: the postings are loaded into a PGlite
 *                       DATA_DIR (BENCH_DATA_DIR, kept and reused when given; else a temporary one, removed after),
 *                       then the compiled server runs on it alone
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import os from "node:os";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import knexFactory, { type Knex } from "knex";
import { buildApp } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { migrateLatest, openDatabase } from "../server/src/db";
import { createLogger } from "../server/src/lib/logger";
import { createIngestService } from "../server/src/modules/jobs/ingest-service";
import { classificationSignature } from "../server/src/modules/jobs/classification";
import { createJobRepository } from "../server/src/modules/jobs/job-repository";
import { loadTest } from "./bench-search-load";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const POSTINGS = Number(arg("--size") ?? process.env.BENCH_POSTINGS ?? 100_000);
const LOAD_ONLY = process.argv.includes("--load-only");
const AUTOCANNON_ONLY = process.argv.includes("--autocannon-only");
const AUTOCANNON = AUTOCANNON_ONLY || process.argv.includes("--autocannon");
const EMBEDDED = process.argv.includes("--embedded");
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
/** Postings are loaded by this many loaders at once (BENCH_LOADERS). */
const LOADERS = Number(process.env.BENCH_LOADERS ?? 2);

// What people type: skills lists, role names, mixed, with and without taxonomy skills, across families.
const QUERIES = [
  "sql, python, data analysis, excel, tableau",
  "data analyst",
  "java, spring boot, microservices",
  "react, typescript, javascript",
  "python, django, aws",
  "kubernetes, docker, terraform, aws",
  "google ads, meta ads, performance marketing",
  "seo, content writing",
  "sales, business development, lead generation",
  "nursing, patient care",
  "teaching, lesson planning",
  "accounting, gst, tally",
  "recruitment, onboarding, hr operations",
  "machine learning, deep learning, pytorch",
  "product manager, agile, stakeholder management",
  "figma, ux design",
  "selenium, test automation, api testing",
  "sap fico",
  "supply chain management, logistics, inventory management",
  "customer service, zendesk",
  "autocad, solidworks",
  "cybersecurity, siem, penetration testing",
  "flutter, dart, android",
  "project management, scrum, jira",
  "spark, airflow, etl, data warehousing",
];
const LOCATIONS = ["", "Remote", "Bengaluru", "Bangalore", "Mumbai", "Delhi NCR", "Hyderabad", "Pune", "Chennai", "India", "London", "Gurgaon"];

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

async function load(knex: Knex) {
  const jobs = createJobRepository(knex);
  const ingest = createIngestService({ jobs, logger: createLogger("silent") });
  const t = Date.now();
  const loadNow = new Date();
  // Two loaders side by side, each on its own connection: one core generates and sends postings while the other
  // indexes them in PostgreSQL (to_tsvector, the GIN indexes), instead of each waiting for the other.
  let next = 0;
  let loaded = 0;
  await Promise.all(
    Array.from({ length: LOADERS }, async () => {
      for (let from = next; from < POSTINGS; from = next) {
        next += 5_000;
        const count = Math.min(5_000, POSTINGS - from);
        await ingest.seedDemo({ from, count, now: loadNow });
        loaded += count;
        process.stdout.write(`  ${loaded.toLocaleString("en-IN")}\r`);
      }
    }),
  );
  const loadSeconds = (Date.now() - t) / 1000;
  const tidied = Date.now();
  await ingest.tidy();
  // The postings were read by this code: recorded as such, so the server under test does not read them all again
  // behind the timed part (the jobs module's start-up job).
  await jobs.recordClassified(classificationSignature());
  // Write the load's dirty pages out now, so a checkpoint does not land in the timed part (needs superuser).
  await knex.raw("CHECKPOINT").catch(() => undefined);
  console.log(
    `Loaded in ${loadSeconds.toFixed(1)} s (${Math.round(POSTINGS / loadSeconds)} postings/s, ${LOADERS} loaders), then vacuumed and analysed in ${((Date.now() - tidied) / 1000).toFixed(1)} s.`,
  );
}

/** `--embedded`: load (or reuse) a PGlite data directory, close it, and run the load test on it. */
async function embedded() {
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), "hw-bench-"));
  try {
    const db = await openDatabase({ dataDir });
    try {
      await migrateLatest(db.knex);
      const have = Number((await db.knex("job_postings").count({ n: "*" }))[0]!.n);
      if (have >= POSTINGS) console.log(`Embedded database in ${dataDir}: reusing its ${have.toLocaleString("en-IN")} postings.`);
      else {
        console.log(`Embedded database in ${dataDir}; loading ${POSTINGS.toLocaleString("en-IN")} postings…`);
        await load(db.knex);
      }
    } finally {
      await db.close();
    }
    if (!LOAD_ONLY) await loadTest({ dataDir });
  } finally {
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (EMBEDDED) return embedded();
  const admin = knexFactory({ client: "pg", connection: ADMIN_URL, pool: { min: 0, max: 1 } });
  const keep = process.env.BENCH_KEEP_DB;
  if (keep && !/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error("BENCH_KEEP_DB must be a plain lowercase database name");
  const name = keep ?? `hw_bench_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  const exists = (await admin.raw("SELECT 1 FROM pg_database WHERE datname = ?", [name])).rows.length > 0;
  if (!exists) await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), poolMax: 10 });
  let server: http.Server | undefined;
  try {
    await migrateLatest(db.knex);
    const version = (await db.knex.raw("show server_version")).rows[0].server_version;
    const have = Number((await db.knex("job_postings").count({ n: "*" }))[0]!.n);
    if (have >= POSTINGS) console.log(`Database ${name} on PostgreSQL ${version}: reusing its ${have.toLocaleString("en-IN")} postings.`);
    else {
      console.log(`Database ${name} on PostgreSQL ${version}; loading ${POSTINGS.toLocaleString("en-IN")} postings…`);
      await load(db.knex);
    }

    if (LOAD_ONLY) return;
    if (AUTOCANNON_ONLY) {
      await loadTest({ url: url.toString(), knex: db.knex });
      return;
    }

    const config = loadConfig({ NODE_ENV: "production", JWT_SECRET: crypto.randomBytes(32).toString("hex"), DATABASE_URL: url.toString(), LOG_LEVEL: "silent", SERVE_CLIENT: "false", RUN_WORKERS: "false", DEMO_DATA: "false" });
    const app = buildApp({ config, db: db.knex, logger: createLogger("silent") });
    server = http.createServer({ keepAlive: true }, app);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const request = (pathAndQuery: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(`${base}${pathAndQuery}`, {
          method: init.method ?? "GET",
          agent,
          headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
        }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => (body += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        if (init.body) req.write(JSON.stringify(init.body));
        req.end();
      });
    const signup = await request("/auth/signup", { method: "POST", body: { name: "Bench User", email: `bench.${Date.now()}@example.com`, password: "bench-password" } });
    const token = (JSON.parse(signup.body) as { access_token: string }).access_token;

    const cases = QUERIES.flatMap((q) => LOCATIONS.map((l) => `/jobs/search?query=${encodeURIComponent(q)}&location=${encodeURIComponent(l)}&max_pages=1`));
    const shuffle = (n: number) => Array.from({ length: n }, (_, i) => cases[(i * 7919) % cases.length]!);

    // Warm-up: every case once (plans, caches, the connection pool and the in-process search index).
    const warm = Date.now();
    for (const c of cases) await request(c, { token });
    // What the process keeps (the app and its search index), after a full collection when `npm run bench:search`
    // gives node --expose-gc; without it the heap also counts garbage of the index load.
    (globalThis as { gc?: () => void }).gc?.();
    const mem = process.memoryUsage();
    const mb = (x: number) => `${Math.round(x / 2 ** 20)} MB`;
    console.log(
      `Warm-up (${cases.length} cases, the search index loaded behind them) ${((Date.now() - warm) / 1000).toFixed(1)} s; this process then held heap ${mb(mem.heapUsed)}${"gc" in globalThis ? "" : " (not collected)"}, array buffers ${mb(mem.arrayBuffers)}, RSS ${mb(mem.rss)}.`,
    );

    const latencies: number[] = [];
    const byCase = new Map<string, number[]>();
    let totals = 0;
    let relevant = 0;
    for (const c of shuffle(REQUESTS)) {
      const started = process.hrtime.bigint();
      const res = await request(c, { token });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      latencies.push(elapsed);
      byCase.set(c, [...(byCase.get(c) ?? []), elapsed]);
      if (res.status !== 200) throw new Error(`${c} answered ${res.status}: ${res.body}`);
      const body = JSON.parse(res.body) as { total: number; jobs: Array<{ relevant: boolean }> };
      totals += body.total;
      relevant += body.jobs.filter((j) => j.relevant).length;
    }
    latencies.sort((a, b) => a - b);

    // Throughput: CONCURRENCY requests in flight for the same number of requests.
    const t = Date.now();
    const queue = shuffle(REQUESTS);
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      for (let c = queue.pop(); c; c = queue.pop()) {
        const res = await request(c, { token });
        if (res.status !== 200) throw new Error(`${c} answered ${res.status}`);
      }
    }));
    const throughput = REQUESTS / ((Date.now() - t) / 1000);

    // The same cases by a user whose latest stored resume is a senior data analyst's: every search reads it, and the
    // analyst keyword sets are ranked for that person (family, level, own title).
    const other = await request("/auth/signup", { method: "POST", body: { name: "Bench Analyst", email: `bench.analyst.${Date.now()}@example.com`, password: "bench-password" } });
    const analyst = JSON.parse(other.body) as { access_token: string; user: { id: string } };
    await db.knex("user_resumes").insert({
      user_id: analyst.user.id,
      origin: "job_search",
      raw_text: "Senior Data Analyst",
      parsed: JSON.stringify({
        experienceEntries: [{ title: "Senior Data Analyst", company: "Brightloom", location: "Pune", start: "Jan 2019", end: "Present", bullets: [] }],
        headline: "Senior Data Analyst",
        location: "Pune, Maharashtra",
        sections: [{ name: "skills", heading: "Skills", text: "SQL, Python, Tableau, Power BI, Excel, Statistics" }],
      }),
      skills: ["SQL", "Python", "Tableau", "Power BI", "Excel", "Statistics", "Data Analysis"],
    });
    const resumeLatencies: number[] = [];
    for (const c of shuffle(Math.round(REQUESTS / 2))) {
      const started = process.hrtime.bigint();
      const res = await request(c, { token: analyst.access_token });
      resumeLatencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (res.status !== 200) throw new Error(`${c} answered ${res.status}: ${res.body}`);
    }
    resumeLatencies.sort((a, b) => a - b);

    const ms = (x: number) => `${x.toFixed(1)} ms`;
    console.log(`\nGET /jobs/search over HTTP, ${QUERIES.length} keyword sets × ${LOCATIONS.length} locations, ${REQUESTS} timed requests one at a time:`);
    console.log(`  p50 ${ms(percentile(latencies, 50))}   p95 ${ms(percentile(latencies, 95))}   p99 ${ms(percentile(latencies, 99))}   max ${ms(latencies[latencies.length - 1]!)}`);
    console.log(`  mean matches per query ${Math.round(totals / REQUESTS)}; relevant results per page ${(relevant / REQUESTS).toFixed(1)}`);
    const slowest = [...byCase].map(([c, xs]) => [c, Math.max(...xs)] as const).sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log("  slowest cases:");
    for (const [c, x] of slowest) {
      const u = new URL(c, "http://x");
      console.log(`    ${ms(x)}  "${u.searchParams.get("query")}" in "${u.searchParams.get("location")}"`);
    }
    console.log(`Throughput with ${CONCURRENCY} in flight: ${throughput.toFixed(0)} requests/s`);
    console.log(
      `With a stored resume (senior data analyst), ${resumeLatencies.length} requests one at a time: p50 ${ms(percentile(resumeLatencies, 50))}   p95 ${ms(percentile(resumeLatencies, 95))}   p99 ${ms(percentile(resumeLatencies, 99))}`,
    );
    console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
    const p95 = percentile(latencies, 95);
    console.log(p95 < 30 ? `p95 ${ms(p95)} is under the 30 ms target.` : `p95 ${ms(p95)} misses the 30 ms target.`);
    agent.destroy();
    if (AUTOCANNON) await loadTest({ url: url.toString(), knex: db.knex });
  } finally {
    if (server) await new Promise<void>((resolve) => { server!.closeAllConnections(); server!.close(() => resolve()); });
    await db.close();
    if (!keep) await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.destroy();
  }
}

await main();
