/**
 * `npm run bench:web`: how much JavaScript a first visit downloads. Builds what is stale, starts the compiled server
 * (server/dist/main.js) on a fresh embedded database, opens /login signed out and /dashboard signed in, in Chromium
 * with an empty cache, and sums the JavaScript the network events report for each page until the network is idle:
 * once with the browser asking for gzip only (the budget: /login ≤ 150 KB, /dashboard ≤ 180 KB) and once as
 * browsers ask (brotli), after one uncounted visit that warms the server up. Prints a table and exits 1 when a page
 * is over budget.
 *
 * Options (environment): BENCH_WEB_URL=http://host:port measures a server that is already running instead;
 * BENCH_WEB_SHOTS=dir saves a screenshot of each page there; BENCH_WEB_VERBOSE=1 lists every file.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUDGET_KB: Record<string, number> = { "/login": 150, "/dashboard": 180 };
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

interface Transfer {
  url: string;
  encoding: string;
  bytes: number;
}

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const build = spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("the build failed");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-bench-web-"));
  const port = 18_000 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, ["server/dist/main.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DEMO_DATA: "false", RUN_WORKERS: "false", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not become ready in 300 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () => {
      child.kill("SIGTERM");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signUp(url: string) {
  const email = `bench.web.${Date.now().toString(36)}@example.com`;
  const res = await fetch(`${url}/api/v1/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench Web", email, password: "bench-web-pass" }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; refresh_token: string; user: { id: string; name: string; email: string } };
  return { email, name: body.user.name, id: body.user.id, accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** Loads `page` in a fresh context (empty cache) and returns the JavaScript it transferred. */
async function measure(browser: Browser, base: string, route: string, acceptEncoding: string | null, auth: object | null): Promise<Transfer[]> {
  const context = await browser.newContext({ baseURL: base, ...(acceptEncoding ? { extraHTTPHeaders: { "Accept-Encoding": acceptEncoding } } : {}) });
  if (auth) {
    await context.addInitScript((record) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
      storage.setItem("hirewise.auth", JSON.stringify(record));
    }, auth);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const scripts = new Map<string, { url: string; encoding: string; length?: number }>();
  const transfers: Transfer[] = [];
  cdp.on("Network.responseReceived", (e) => {
    if (e.type !== "Script") return;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    const length = headers["content-length"] ? Number(headers["content-length"]) : undefined;
    scripts.set(e.requestId, { url: e.response.url, encoding: headers["content-encoding"] ?? "identity", length });
  });
  cdp.on("Network.loadingFinished", (e) => {
    const s = scripts.get(e.requestId);
    // The body's bytes on the wire: Content-Length when the server sent one, else what Chromium counted (with headers).
    if (s) transfers.push({ url: s.url, encoding: s.encoding, bytes: s.length ?? e.encodedDataLength });
  });
  await page.goto(route, { waitUntil: "networkidle" });
  // The screen itself, not only the first quiet moment of the network (on a busy machine the entry can take longer
  // to run than networkidle waits, before the screen's chunks are even asked for).
  await page.getByRole("heading", { name: route === "/dashboard" ? "Your toolkit" : "Welcome back" }).waitFor({ timeout: 120_000 });
  await page.waitForLoadState("networkidle");
  if (process.env.BENCH_WEB_SHOTS) await page.screenshot({ path: path.join(process.env.BENCH_WEB_SHOTS, `${route.slice(1)}.png`), fullPage: false });
  await context.close();
  return transfers;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const external = process.env.BENCH_WEB_URL;
const server = external ? { url: external, stop: () => undefined } : await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
let over = false;
try {
  const user = await signUp(server.url);
  const rows: string[] = [];
  for (const route of Object.keys(BUDGET_KB)) {
    const auth = route === "/login" ? null : user;
    // One visit first, uncounted: the server's first answers (validators compiled on first use) are not what a
    // page weighs, and a slow first answer would make the loader fetch its animation (it waits a second).
    await measure(browser, server.url, route, null, auth);
    const gzip = await measure(browser, server.url, route, "gzip", auth);
    const br = await measure(browser, server.url, route, null, auth);
    const gzipBytes = gzip.reduce((s, t) => s + t.bytes, 0);
    const brBytes = br.reduce((s, t) => s + t.bytes, 0);
    const budget = BUDGET_KB[route]!;
    const ok = gzipBytes / 1024 <= budget;
    over ||= !ok;
    const encodings = [...new Set(gzip.map((t) => t.encoding))].join("/");
    rows.push(`| ${route} | ${gzip.length} | **${kb(gzipBytes)}** (${encodings}) | ${kb(brBytes)} | ${budget} | ${ok ? "met" : "OVER"} |`);
    if (process.env.BENCH_WEB_VERBOSE) for (const t of gzip.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${route} ${kb(t.bytes).padStart(7)} KB ${t.url.replace(server.url, "")}`);
  }
  console.log(`\nInitial JavaScript per page (${new Date().toISOString().slice(0, 10)}, load:${os.loadavg().map((l) => l.toFixed(2)).join(",")})\n`);
  console.log("| page | JS files | KB transferred, gzip | KB transferred, brotli | budget KB (gzip) | |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const r of rows) console.log(r);
} finally {
  await browser.close();
  server.stop();
}
process.exit(over ? 1 : 0);
