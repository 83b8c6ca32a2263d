#!/usr/bin/env node
// `npm run build`: everything `npm start` serves, in three parts:
//   - the offline API reference page (redocly) → server/public/api-docs.html
//   - the web app (Vite; brotli and gzip copies of every asset written beside it) → client/dist
//   - the server compiled to plain JavaScript (esbuild) → server/dist/main.js, parse-worker.js, pglite-thread.js, migrate.js
// Each part records a content hash of its inputs (sources, contract, lockfile, build-time settings) next to its
// output. `--if-stale` (what `npm start` runs) rebuilds only the parts whose hash changed or whose output is
// missing; without it every part is built.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const SELF = path.relative(root, fileURLToPath(import.meta.url));

/** Every file under `dir` (relative to the repo), skipping build output, dependencies and tests. */
function filesUnder(dir, skip = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$|(^|\/)__tests__\//) {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [dir];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath ?? d.path, d.name)))
    .filter((f) => !skip.test(f));
}

function hashOf(files, settings) {
  const h = crypto.createHash("sha256");
  h.update(JSON.stringify(settings));
  for (const f of [...new Set(files)].sort()) {
    h.update(f);
    h.update("\0");
    h.update(fs.readFileSync(path.join(root, f)));
    h.update("\0");
  }
  return h.digest("hex");
}

function run(command, args) {
  const r = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`${path.basename(command)} ${args.join(" ")} failed (exit ${r.status})`);
}

/** Brotli and gzip copies beside a file, sent as they are by the server (app.ts sendPrecompressed). */
function precompress(file) {
  const data = fs.readFileSync(file);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
}

const SERVER_OUT = path.join(root, "server/dist");

/**
 * Source files find their data (server/data, config/, openapi/, client/dist, fonts) relative to their own
 * location. Bundled, every module would see the bundle's URL instead, so each `import.meta.url` in server/src
 * becomes its source file's URL, computed from the bundle's: the same relative paths resolve from server/dist
 * as from server/src (the tree around them, not the .ts files, must be there). The reader pool is the exception:
 * it loads parse-worker.js beside the bundle (see parse-pool.ts), and so is the embedded database's thread
 * (pglite-thread.js, see pglite-proxy.ts).
 */
const KEEP_BUNDLE_URL = new Set(["server/src/engines/resume-parser/sandbox/parse-pool.ts", "server/src/db/pglite-proxy.ts"]);
const sourceUrls = {
  name: "source-urls",
  setup(b) {
    b.onLoad({ filter: /[\\/]server[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, "utf8");
      const rel = path.relative(root, args.path).split(path.sep).join("/");
      if (!text.includes("import.meta.url") || KEEP_BUNDLE_URL.has(rel)) return { contents: text, loader: "ts" };
      const fromBundle = path.relative(SERVER_OUT, args.path).split(path.sep).join("/");
      return { contents: text.replaceAll("import.meta.url", `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: "ts" };
    });
  },
};

async function buildServer() {
  const esbuild = await import("esbuild");
  fs.rmSync(SERVER_OUT, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      main: "server/src/main.ts",
      // Loaded by the reader pool from beside main.js (a piscina worker thread).
      "parse-worker": "server/src/engines/resume-parser/sandbox/parse-worker.ts",
      // The embedded database's own thread, loaded from beside main.js and migrate.js (pglite-proxy.ts).
      "pglite-thread": "server/src/db/pglite-thread.ts",
      // `node server/dist/migrate.js` applies migrations on deploy (docs/DEPLOY.md).
      migrate: "server/src/db/migrate-cli.ts",
    },
    outdir: SERVER_OUT,
    bundle: true,
    platform: "node",
    format: "esm",
    // Shared code goes to chunk-*.js files beside the entry points, and main.js loads the app with import(): the
    // primary of several API processes (WEB_CONCURRENCY, cluster.ts) then never loads the app's dependencies.
    splitting: true,
    chunkNames: "chunk-[hash]",
    target: "node20",
    // Dependencies stay in node_modules (native addons, WASM, font files and worker scripts load from there).
    packages: "external",
    sourcemap: true,
    legalComments: "none",
    logLevel: "warning",
    plugins: [sourceUrls],
    // The contract, parsed once here instead of at every start (server/src/lib/openapi.ts).
    define: { __HIREWISE_OPENAPI_JSON__: JSON.stringify(JSON.stringify(JSON.parse(fs.readFileSync(path.join(root, "openapi/generated/openapi.json"), "utf8")))) },
  });
}

const parts = [
  {
    name: "API reference page",
    output: "server/public/api-docs.html",
    stamp: "server/public/.api-docs.build-hash",
    inputs: () => [...filesUnder("openapi"), "package-lock.json", SELF],
    settings: {},
    build: () => {
      run(bin("redocly"), ["build-docs", "openapi/generated/openapi.json", "--config", "openapi/redocly.yaml", "--inlineBundle", "--output", "server/public/api-docs.html"]);
      precompress(path.join(root, "server/public/api-docs.html"));
    },
  },
  {
    name: "web app",
    output: "client/dist/index.html",
    stamp: "client/dist/.build-hash",
    inputs: () => [...filesUnder("client"), ...filesUnder("common"), "package.json", "package-lock.json", SELF],
    // vite.config.ts reads these at build time.
    settings: Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith("VITE_") || k === "RAZORPAY_KEY_ID").sort()),
    build: () => run(bin("vite"), ["build", "--config", "client/vite.config.ts", "--logLevel", "warn"]),
  },
  {
    name: "server",
    output: "server/dist/main.js",
    stamp: "server/dist/.build-hash",
    inputs: () => [...filesUnder("server/src"), ...filesUnder("common"), ...filesUnder("openapi"), "server/package.json", "package-lock.json", SELF],
    settings: {},
    build: buildServer,
  },
];

export async function build({ ifStale = false } = {}) {
  for (const part of parts) {
    const started = Date.now();
    const hash = hashOf(part.inputs(), part.settings);
    const stamp = path.join(root, part.stamp);
    const fresh = fs.existsSync(path.join(root, part.output)) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === hash;
    if (ifStale && fresh) continue;
    console.log(`Building the ${part.name}…`);
    await part.build();
    fs.writeFileSync(stamp, hash);
    console.log(`Built the ${part.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  try {
    await build({ ifStale: process.argv.includes("--if-stale") });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
