/**
 * Renders the layout corpus into tests/fixtures/layout-corpus/.cache (gitignored): `<id>.pdf|docx|txt|md`
 * beside `<id>.json` (its truth) and `manifest.json`. PDFs are printed by Chromium (playwright-core,
 * /usr/bin/chromium), DOCX files by the `docx` library.
 *
 * The cache is rebuilt when a file is missing or when the generator changed: the manifest records a
 * fingerprint of this directory's sources, the seeded RNG they use and the docx/playwright-core versions.
 *
 *   npx tsx scripts/layout-corpus/build.ts            build if missing or stale
 *   npx tsx scripts/layout-corpus/build.ts --force    rebuild everything
 *
 * `npm run eval:layout` and `npm run bench:parse` call ensureCorpus() themselves.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { corpusEntries, type CorpusEntry } from "./corpus";
import type { ResumeTruth } from "./truth";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../..");
export const CACHE_DIR = path.join(repoRoot, "tests/fixtures/layout-corpus/.cache");

const CHROMIUM = "/usr/bin/chromium";
// TOOLCHAIN.md: without the background-networking flags Chromium floods the closed network.
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export interface BuiltEntry {
  id: string;
  template: string;
  kind: CorpusEntry["template"]["kind"];
  /** Absolute path of the rendered file. */
  path: string;
  truth: ResumeTruth;
}

interface Manifest {
  fingerprint: string;
  entries: Array<{ id: string; template: string; kind: string; file: string }>;
}

/** What the rendered corpus depends on: the generator's sources, its RNG and the renderers' versions. */
export function fingerprint(): string {
  const h = createHash("sha256");
  const sources = readdirSync(here)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .sort();
  for (const f of sources) h.update(f).update(readFileSync(path.join(here, f)));
  h.update(readFileSync(path.join(repoRoot, "server/src/engines/interviewer/text.ts")));
  for (const pkg of ["docx", "playwright-core"]) {
    const json = JSON.parse(readFileSync(path.join(repoRoot, "node_modules", pkg, "package.json"), "utf8")) as { version: string };
    h.update(`${pkg}@${json.version}`);
  }
  return h.digest("hex").slice(0, 16);
}

const manifestPath = () => path.join(CACHE_DIR, "manifest.json");

/** Write-then-rename, so an eval or test reading the cache while it is rebuilt never sees half a file. */
function put(file: string, data: string | Uint8Array) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

function readManifest(): Manifest | null {
  try {
    return JSON.parse(readFileSync(manifestPath(), "utf8")) as Manifest;
  } catch {
    return null;
  }
}

async function render(entries: CorpusEntry[], log: (s: string) => void): Promise<void> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const pdfs = entries.filter((e) => e.template.kind === "pdf");
  for (const e of entries) {
    const out = path.join(CACHE_DIR, e.file);
    if (e.template.kind === "txt" || e.template.kind === "md") put(out, e.template.render(e.truth));
    else if (e.template.kind === "docx") put(out, await e.template.render(e.truth));
    put(path.join(CACHE_DIR, `${e.id}.json`), JSON.stringify(e.truth, null, 2) + "\n");
  }
  if (pdfs.length === 0) return;
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    let done = 0;
    for (const e of pdfs) {
      if (e.template.kind !== "pdf") continue;
      const r = e.template.render(e.truth);
      await page.setContent(r.html, { waitUntil: "load" });
      const pdf = await page.pdf({
        format: "A4",
        printBackground: true,
        margin: r.margin,
        displayHeaderFooter: Boolean(r.headerTemplate || r.footerTemplate),
        headerTemplate: r.headerTemplate ?? "<span></span>",
        footerTemplate: r.footerTemplate ?? "<span></span>",
      });
      put(path.join(CACHE_DIR, e.file), pdf);
      if (++done % 11 === 0) log(`  ${done}/${pdfs.length} PDFs`);
    }
  } finally {
    await browser.close();
  }
}

/**
 * The rendered corpus, building it first when the cache is missing, incomplete or from another version
 * of the generator.
 */
export async function ensureCorpus(options: { force?: boolean; log?: (s: string) => void } = {}): Promise<BuiltEntry[]> {
  const log = options.log ?? ((s: string) => process.stderr.write(`${s}\n`));
  const entries = corpusEntries();
  const fp = fingerprint();
  const manifest = readManifest();
  const fresh =
    !options.force &&
    manifest?.fingerprint === fp &&
    manifest.entries.length === entries.length &&
    entries.every((e) => existsSync(path.join(CACHE_DIR, e.file)) && existsSync(path.join(CACHE_DIR, `${e.id}.json`)));
  if (!fresh) {
    const t0 = Date.now();
    log(`Building the layout corpus (${entries.length} resumes) in ${path.relative(repoRoot, CACHE_DIR)} ...`);
    await render(entries, log);
    const m: Manifest = { fingerprint: fp, entries: entries.map((e) => ({ id: e.id, template: e.template.id, kind: e.template.kind, file: e.file })) };
    put(manifestPath(), JSON.stringify(m, null, 2) + "\n");
    log(`Built in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  }
  return entries.map((e) => ({ id: e.id, template: e.template.id, kind: e.template.kind, path: path.join(CACHE_DIR, e.file), truth: e.truth }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const built = await ensureCorpus({ force: process.argv.includes("--force") });
  console.log(`${built.length} resumes in ${CACHE_DIR}`);
}
