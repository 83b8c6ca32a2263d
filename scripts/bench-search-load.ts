/**
 * The load test of `npm run bench:search -- --autocannon`: the compiled server (server/dist/main.js) in its own
 * process on the benchmark's database, and autocannon sending GET /api/v1/jobs/search over BENCH_CONNECTIONS (50)
 * keep-alive connections for BENCH_SECONDS (30).
 *
 * The query mix is what many people searching at once send, not one query a cache would answer: 40 users, half of
 * them with a stored resume of one of the demo index's occupation families (their searches are ranked for them), each
 * search a different draw of 1–6 skills of a family or a job title, in one of 30 places written as people write them
 * (blank, Remote, old and new city names, "City, State", a country). The mix holds BENCH_MIX (20,000) requests, drawn
 * from a seeded generator; the script prints how many of them are distinct.
 *
 * Besides autocannon's figures it reads the CPU time the server's processes and the database's backends used during
 * the run (/proc, same machine), so the time per request can be split between Node and PostgreSQL. BENCH_WEB_CONCURRENCY
 * (default 1) sets the server's WEB_CONCURRENCY on PostgreSQL: that many API processes forked by a primary on one port;
 * Node's CPU is then the primary's and every forked process's.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import type { Knex } from "knex";
import { FAMILIES } from "../server/src/modules/jobs/demo/families";
import { seededRandom } from "../common/seeded-random";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const MIX = Number(process.env.BENCH_MIX ?? 20_000);
const USERS = 40;
const WEB_CONCURRENCY = Number(process.env.BENCH_WEB_CONCURRENCY ?? 1);
/** Node's flags for the server, as package.json's start script and the Dockerfile run it. */
const SERVER_NODE_FLAGS = "--enable-source-maps --max-semi-space-size=64";

const PLACES = [
  "", "", "", "Remote", "Remote", "Bengaluru", "Bangalore", "Bengaluru, Karnataka", "Mumbai", "Navi Mumbai", "Thane", "Delhi NCR", "New Delhi",
  "Gurgaon", "Gurugram", "Noida", "Hyderabad", "Hyderabad, Telangana", "Pune", "Chennai", "Chennai, Tamil Nadu", "Kolkata", "Ahmedabad",
  "Kochi", "Jaipur", "Indore", "Lucknow", "India", "London", "Work from home",
];

interface Searcher {
  token: string;
  family: (typeof FAMILIES)[number] | null;
}

/** The request mix: a path and a user per request. */
function buildMix(users: Searcher[]): Array<{ path: string; token: string }> {
  const r = seededRandom(20261125);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const out: Array<{ path: string; token: string }> = [];
  for (let i = 0; i < MIX; i++) {
    const user = pick(users);
    const family = user.family && r() < 0.8 ? user.family : pick(FAMILIES);
    let query: string;
    if (r() < 0.25) query = pick(family.roles).toLowerCase();
    else {
      const pool = [...family.core, ...family.core, ...family.extra];
      const n = 1 + Math.floor(r() * 6);
      query = [...new Set(Array.from({ length: n }, () => pick(pool)))].join(", ").toLowerCase();
    }
    const location = pick(PLACES);
    out.push({ path: `/api/v1/jobs/search?query=${encodeURIComponent(query)}&location=${encodeURIComponent(location)}&max_pages=1`, token: user.token });
  }
  return out;
}

/** utime + stime of a process, in ms (clock ticks of 10 ms). */
/** User and system CPU time in a /proc stat file (clock ticks of 10 ms), and the name it gives. */
function statCpu(file: string): { ms: number; name: string } {
  const stat = fs.readFileSync(file, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { ms: (Number(fields[11]) + Number(fields[12])) * 10, name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) };
}

function cpuMs(pid: number): number {
  try {
    return statCpu(`/proc/${pid}/stat`).ms;
  } catch {
    return 0;
  }
}

/** A process and its descendants (the primary of WEB_CONCURRENCY and the API processes it forked), from /proc. */
function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // it ended meanwhile
    }
  }
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...(parents.get(out[i]!) ?? []));
  return out;
}

/** CPU time of each thread of some processes (tid → ms, name), from /proc/<pid>/task. */
function threadCpu(pids: number[]): Map<number, { ms: number; name: string }> {
  const out = new Map<number, { ms: number; name: string }>();
  for (const pid of pids) {
    try {
      for (const tid of fs.readdirSync(`/proc/${pid}/task`)) out.set(Number(tid), statCpu(`/proc/${pid}/task/${tid}/stat`));
    } catch {
      // the process ended
    }
  }
  return out;
}

async function waitReady(base: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not become ready in 120 s");
    await new Promise((res) => setTimeout(res, 200));
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** A stored resume for the embedded run, uploaded as a text file the way the workspace does (no second database handle). */
async function uploadResume(base: string, token: string, resume: { title: string; skills: string[]; location: string }) {
  const text = [`Load Tester`, `load.tester@example.com | ${resume.location}`, ``, `Experience`, `${resume.title}, Brightloom, Pune`, `Jan 2020 - Present`, `- Worked on ${resume.skills.slice(0, 2).join(" and ")}.`, ``, `Skills`, resume.skills.join(", ")].join("\n");
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/plain" }), "resume.txt");
  const res = await fetch(`${base}/api/v1/resume/upload`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  if (!res.ok) throw new Error(`resume upload answered ${res.status}: ${await res.text()}`);
}

/**
 * The load test against PostgreSQL (`url` and an admin `knex` on it), or against the embedded database in `dataDir`
 * (the server opens it alone; resumes are uploaded through the API, and there are no backends to read CPU from).
 */
export async function loadTest(options: { url: string; knex: Knex } | { dataDir: string }) {
  const onPg = "url" in options;
  const build = spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the build failed");
  const port = 19_000 + Math.floor(Math.random() * 2000);
  const base = `http://127.0.0.1:${port}`;
  const profDir = process.env.BENCH_CPU_PROF;
  // The server runs with the flags `npm start` and the image give it (BENCH_NODE_FLAGS replaces them, to compare).
  const flags = (process.env.BENCH_NODE_FLAGS ?? SERVER_NODE_FLAGS).split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...(profDir ? ["--cpu-prof", `--cpu-prof-dir=${profDir}`] : []), "server/dist/main.js"], {
    cwd: root,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL")),
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(onPg ? { DATABASE_URL: options.url } : { DATA_DIR: options.dataDir }),
      JWT_SECRET: crypto.randomBytes(32).toString("hex"),
      WEB_CONCURRENCY: String(WEB_CONCURRENCY),
      RUN_WORKERS: "false",
      DEMO_DATA: "false",
      SERVE_CLIENT: "false",
      LOG_LEVEL: "warn",
      SIGNUPS_PER_IP_PER_HOUR: "100000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitReady(base, child);
    // With several processes the first ready one answers the check above; wait until every one has started.
    for (const deadline = Date.now() + 120_000; onPg && WEB_CONCURRENCY > 1 && processTree(child.pid!).length < WEB_CONCURRENCY + 1; ) {
      if (Date.now() > deadline) throw new Error(`the server did not fork ${WEB_CONCURRENCY} processes in 120 s`);
      await new Promise((res) => setTimeout(res, 200));
    }
    // 40 users; every other one has a stored resume of an occupation family (title, skills, a city), as the
    // workspace stores it after an upload, so their searches read it and rank for them.
    const users: Searcher[] = [];
    const r = seededRandom(7);
    for (let i = 0; i < USERS; i++) {
      const res = await fetch(`${base}/api/v1/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: `Load ${i}`, email: `load.${i}.${Date.now().toString(36)}@example.com`, password: "bench-password" }),
      });
      if (res.status !== 201 && res.status !== 200) throw new Error(`signup answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as { access_token: string; user: { id: string } };
      const family = i % 2 === 0 ? FAMILIES[Math.floor(r() * FAMILIES.length)]! : null;
      if (family) {
        const title = family.roles[0]!;
        const skills = family.core.slice(0, 5);
        if (!onPg) await uploadResume(base, body.access_token, { title, skills, location: PLACES[5 + (i % 20)]! });
        else await options.knex("user_resumes").insert({
          user_id: body.user.id,
          origin: "job_search",
          raw_text: title,
          parsed: JSON.stringify({
            experienceEntries: [{ title, company: "Brightloom", location: "Pune", start: "Jan 2020", end: "Present", bullets: [] }],
            headline: title,
            location: PLACES[5 + (i % 20)],
            sections: [{ name: "skills", heading: "Skills", text: skills.join(", ") }],
          }),
          skills,
        });
      }
      users.push({ token: body.access_token, family });
    }
    const mix = buildMix(users);
    const distinct = new Set(mix.map((m) => `${m.token}|${m.path}`)).size;
    const distinctQueries = new Set(mix.map((m) => m.path)).size;
    // Warm-up: plans, JIT and the connection pool, over requests the timed run also sends.
    await autocannon({ url: base, connections: CONNECTIONS, amount: 500, requests: [{ setupRequest: nextRequest(mix, 10_000) }] });

    const loadBefore = os.loadavg();
    const backends = onPg ? ((await options.knex.raw("SELECT pid FROM pg_stat_activity WHERE datname = current_database()")).rows as Array<{ pid: number }>) : [];
    const pgCpu0 = new Map(backends.map((b) => [b.pid, cpuMs(b.pid)]));
    const serverPids = processTree(child.pid!);
    const serverCpu0 = serverPids.reduce((sum, pid) => sum + cpuMs(pid), 0);
    const threads0 = threadCpu(serverPids);
    const selfCpu0 = process.cpuUsage();
    const latencies: number[] = [];
    const instance = autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: [{ setupRequest: nextRequest(mix, 0) }] });
    instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
    const result = await instance;
    // Backends the pool opened during the run are counted too (a new pid has no earlier reading).
    const after = onPg ? ((await options.knex.raw("SELECT pid FROM pg_stat_activity WHERE datname = current_database()")).rows as Array<{ pid: number }>) : [];
    const pgCpu = after.reduce((sum, b) => sum + cpuMs(b.pid) - (pgCpu0.get(b.pid) ?? 0), 0);
    const serverCpu = serverPids.reduce((sum, pid) => sum + cpuMs(pid), 0) - serverCpu0;
    // The busiest threads: one thread can use one core at most, so the busiest bounds the rate on any machine.
    const busiest = [...threadCpu(serverPids)]
      .map(([tid, t]) => ({ name: t.name, ms: t.ms - (threads0.get(tid)?.ms ?? 0) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3);
    const self = process.cpuUsage(selfCpu0);
    const loadAfter = os.loadavg();
    latencies.sort((a, b) => a - b);
    const done = result.requests.total;
    const ok = result["2xx"];
    const perReq = (ms: number) => (ms / Math.max(1, done)).toFixed(2);
    console.log(
      `\nLoad test: autocannon, ${CONNECTIONS} connections, ${SECONDS} s, compiled server in its own process (${onPg ? `PostgreSQL, pool 10 per process, WEB_CONCURRENCY ${WEB_CONCURRENCY}: ${serverPids.length} processes` : "embedded PGlite in the server's process"}), ${USERS} users (half with a stored resume)`,
    );
    console.log(`  mix: ${mix.length.toLocaleString("en-IN")} requests, ${distinct.toLocaleString("en-IN")} distinct (user, query), ${distinctQueries.toLocaleString("en-IN")} distinct queries`);
    console.log(`  ${done.toLocaleString("en-IN")} requests, ${(done / SECONDS).toFixed(1)} requests/s (autocannon mean ${result.requests.average}/s); 2xx ${ok}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
    console.log(`  latency p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms`);
    console.log(
      `  CPU per request: server (Node${onPg ? (serverPids.length > 1 ? ", all processes" : "") : " with PGlite"}) ${perReq(serverCpu)} ms${onPg ? `, PostgreSQL backends ${perReq(pgCpu)} ms` : ""}, autocannon ${perReq((self.user + self.system) / 1000)} ms; machine ${os.cpus().length} cores`,
    );
    console.log(`  busiest server threads, CPU per request: ${busiest.map((t) => `${t.name} ${perReq(t.ms)} ms`).join(", ")}`);
    console.log(`  load average before ${loadBefore.map((l) => l.toFixed(2)).join(", ")}, after ${loadAfter.map((l) => l.toFixed(2)).join(", ")}`);
    return { rps: done / SECONDS, p95: percentile(latencies, 95), serverCpu: serverCpu / done, pgCpu: pgCpu / done };
  } finally {
    child.kill("SIGTERM");
    await new Promise((res) => child.once("exit", res));
  }
}

/** autocannon's setupRequest: the next request of the mix, with its user's token. */
function nextRequest(mix: Array<{ path: string; token: string }>, start: number) {
  let i = start;
  return (req: { path?: string; headers?: Record<string, string> }) => {
    const next = mix[i++ % mix.length]!;
    return { ...req, method: "GET", path: next.path, headers: { ...(req.headers ?? {}), authorization: `Bearer ${next.token}` } };
  };
}
