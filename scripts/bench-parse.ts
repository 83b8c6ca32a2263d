/**
 * `npm run bench:parse`: CPU time to read a resume, on the layout corpus (scripts/layout-corpus; built on
 * first use). For every file, after a warm-up pass over the whole corpus, each timed round measures with
 * process.cpuUsage (user + system, all threads of this process):
 *
 *   total    readResume(bytes): sniff, extract text, parse structure (what an upload costs)
 *   extract  extractText(bytes, kind) alone
 *   parse    parseResume(text) alone (sections, contact, roles, skills)
 *
 * and prints the median and p95 per template, per kind, and for PDFs per page count (the target is
 * ≤ 12 ms CPU in total for a 2-page PDF). Wall time is printed beside CPU for reference.
 *
 *   BENCH_ROUNDS   timed rounds per file (default 10)
 *   BENCH_JSON     also write the numbers to this file
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { detectFileKind } from "../server/src/engines/resume-parser/detect-file-kind";
import { extractText } from "../server/src/engines/resume-parser/extract-text";
import { parseResume } from "../server/src/engines/resume-parser/parse-resume";
import { readResume } from "../server/src/engines/resume-parser/read-resume";
import { ensureCorpus } from "./layout-corpus/build";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

interface Sample {
  template: string;
  /** The template's kind (pdf, docx, txt, md); the sniffer may call a text file Markdown. */
  kind: string;
  pages: number;
  total: number;
  extract: number;
  parse: number;
  wall: number;
}

/** CPU milliseconds (user + system) spent in `fn`. */
async function cpu<T>(fn: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const start = process.cpuUsage();
  const value = await fn();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, value };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

const ms = (x: number) => x.toFixed(1).padStart(6);

function row(label: string, samples: Sample[]): string {
  const files = samples.length / ROUNDS;
  const stat = (k: "total" | "extract" | "parse" | "wall") => {
    const v = samples.map((s) => s[k]);
    return `${ms(percentile(v, 50))} | ${ms(percentile(v, 95))}`;
  };
  return `| ${label.padEnd(19)} | ${String(files).padStart(5)} | ${stat("total")} | ${stat("extract")} | ${stat("parse")} | ${stat("wall")} |`;
}

async function main() {
  const entries = await ensureCorpus();
  const files = entries.map((e) => ({ entry: e, bytes: new Uint8Array(readFileSync(e.path)) }));

  // Warm-up: JIT, the skills taxonomy, pdf.js and mammoth modules, twice over every file.
  for (let i = 0; i < 2; i++) for (const f of files) await readResume(f.bytes);

  const samples: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const { entry, bytes } of files) {
      const kind = detectFileKind(bytes)!;
      const t0 = performance.now();
      const total = await cpu(() => readResume(bytes));
      const wall = performance.now() - t0;
      const extract = await cpu(() => extractText(bytes, kind));
      const parse = await cpu(() => parseResume(extract.value.text));
      samples.push({ template: entry.template, kind: entry.kind, pages: total.value.pages ?? 0, total: total.ms, extract: extract.ms, parse: parse.ms, wall });
    }
  }

  const load = (() => {
    try {
      return execFileSync("uptime", { encoding: "utf8" }).trim();
    } catch {
      return `load average ${os.loadavg().map((x) => x.toFixed(2)).join(", ")}`;
    }
  })();
  const head = [
    "| group               | files | total p50 | total p95 | extract p50 | extract p95 | parse p50 | parse p95 | wall p50 | wall p95 |",
    "|---------------------|------:|------:|------:|------:|------:|------:|------:|------:|------:|",
  ];
  const by = (key: (s: Sample) => string) => {
    const groups = new Map<string, Sample[]>();
    for (const s of samples) groups.set(key(s), [...(groups.get(key(s)) ?? []), s]);
    return groups;
  };
  console.log(`bench:parse — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}`);
  console.log(`uptime: ${load}`);
  console.log(`${files.length} files × ${ROUNDS} timed rounds after 2 warm-up passes; CPU ms (user + system) per file\n`);
  console.log("Per template:\n");
  console.log([...head, ...[...by((s) => s.template)].map(([t, ss]) => row(t, ss))].join("\n"));
  console.log("\nPer kind, and PDFs per page count:\n");
  const pdfPages = [...by((s) => (s.kind === "pdf" ? `pdf, ${s.pages} page${s.pages === 1 ? "" : "s"}` : ""))].filter(([k]) => k).sort(([a], [b]) => a.localeCompare(b));
  console.log([...head, ...[...by((s) => s.kind)].map(([k, ss]) => row(k, ss)), ...pdfPages.map(([k, ss]) => row(k, ss)), row("all", samples)].join("\n"));

  if (process.env.BENCH_JSON) {
    const summary = (ss: Sample[]) => Object.fromEntries((["total", "extract", "parse", "wall"] as const).map((k) => [k, { p50: percentile(ss.map((s) => s[k]), 50), p95: percentile(ss.map((s) => s[k]), 95) }]));
    writeFileSync(
      process.env.BENCH_JSON,
      JSON.stringify({ date: new Date().toISOString(), uptime: load, rounds: ROUNDS, byTemplate: Object.fromEntries([...by((s) => s.template)].map(([k, ss]) => [k, summary(ss)])), byPdfPages: Object.fromEntries(pdfPages.map(([k, ss]) => [k, summary(ss)])) }, null, 2) + "\n",
    );
  }
}

await main();
