/**
 * `npm run eval:layout`: the resume parser on the layout corpus (scripts/layout-corpus): 96 resumes from
 * 16 templates (Chromium PDFs, Word files, plain text, Markdown), each read with readResume like an upload,
 * scored per field against its truth (rules in scripts/layout-corpus/score.ts), for the tuning and
 * held-out halves apart, overall and per template.
 *
 *   npm run eval:layout                          tables (Markdown) for both halves
 *   npm run eval:layout -- --failures            every miss of every TUNING resume
 *   npm run eval:layout -- --failures pdf-icons  the same, for one template
 *   npm run eval:layout -- --json out.json       the numbers as JSON as well
 *
 * Held-out misses are never printed: rules are tuned on the tuning half only, and the held-out half is the
 * honest measure of what that tuning is worth.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { readResume } from "../server/src/engines/resume-parser/read-resume";
import type { ParsedResume } from "../server/src/engines/resume-parser/types";
import { getDefaultSkillExtractor } from "../server/src/engines/skills/default-extractor";
import { ensureCorpus, type BuiltEntry } from "./layout-corpus/build";
import { TEMPLATES, type Split } from "./layout-corpus/corpus";
import { addTally, emptyTally, f1, FIELDS, scoreResume, type Field, type ResumeScore, type Tally } from "./layout-corpus/score";

/** The issue's targets (issue 14); every template should also reach 0.8 on every field. */
export const TARGETS: Partial<Record<Field, number>> = { name: 0.97, email: 0.98, phone: 0.98, location: 0.9, titles: 0.9, companies: 0.85, skills: 0.85, bullets: 0.95 };
export const TEMPLATE_FLOOR = 0.8;
const SPLITS: Split[] = ["tuning", "held-out"];

export interface ScoredResume {
  entry: BuiltEntry;
  score: ResumeScore;
  error?: string;
  ms: number;
}

export interface LayoutResults {
  bySplit: Record<Split, Record<Field, Tally>>;
  byTemplate: Record<Split, Record<string, Record<Field, Tally>>>;
  resumes: ScoredResume[];
}

const emptyFields = () => Object.fromEntries(FIELDS.map((f) => [f, emptyTally()])) as Record<Field, Tally>;

/** Reads and scores every corpus file. */
export async function evaluateLayout(entries: BuiltEntry[]): Promise<LayoutResults> {
  const skills = getDefaultSkillExtractor();
  const resumes: ScoredResume[] = [];
  for (const entry of entries) {
    const bytes = new Uint8Array(readFileSync(entry.path));
    const t0 = performance.now();
    let parsed: ParsedResume | null = null;
    let error: string | undefined;
    try {
      parsed = (await readResume(bytes)).parsed;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const ms = performance.now() - t0;
    resumes.push({ entry, score: scoreResume(entry.truth, parsed, skills), ms, ...(error ? { error } : {}) });
  }
  const bySplit = { tuning: emptyFields(), "held-out": emptyFields() } as LayoutResults["bySplit"];
  const byTemplate = { tuning: {}, "held-out": {} } as LayoutResults["byTemplate"];
  for (const r of resumes) {
    const split = r.entry.truth.split;
    const t = (byTemplate[split][r.entry.template] ??= emptyFields());
    for (const f of FIELDS) {
      bySplit[split][f] = addTally(bySplit[split][f], r.score.fields[f]);
      t[f] = addTally(t[f], r.score.fields[f]);
    }
  }
  return { bySplit, byTemplate, resumes };
}

const fmt = (x: number | null) => (x === null ? "  –  " : x.toFixed(2).padStart(5));

export function overallTable(res: LayoutResults): string {
  const all = emptyFields();
  for (const s of SPLITS) for (const f of FIELDS) all[f] = addTally(all[f], res.bySplit[s][f]);
  const rows = FIELDS.map((f) => `| ${f.padEnd(9)} | ${fmt(f1(res.bySplit.tuning[f]))} | ${fmt(f1(res.bySplit["held-out"][f]))} | ${fmt(f1(all[f]))} | ${TARGETS[f] === undefined ? "  –  " : `≥ ${TARGETS[f]!.toFixed(2)}`} |`);
  return ["| field     | tuning | held-out |  all  | target |", "|-----------|-------:|---------:|------:|-------:|", ...rows].join("\n");
}

/** One row per template, one column per field; a value under the 0.8 floor is marked with `*`. */
export function templateTable(res: LayoutResults, split: Split): string {
  const head = `| template            | ${FIELDS.map((f) => f.slice(0, 8).padStart(8)).join(" | ")} |`;
  const rule = `|---------------------|${FIELDS.map(() => "---------:").join("|")}|`;
  const rows = TEMPLATES.map((t) => {
    const fields = res.byTemplate[split][t.id] ?? emptyFields();
    return `| ${t.id.padEnd(19)} | ${FIELDS.map((f) => {
      const v = f1(fields[f]);
      return `${fmt(v)}${v !== null && v < TEMPLATE_FLOOR ? "*" : " "}`.padStart(8);
    }).join(" | ")} |`;
  });
  return [head, rule, ...rows].join("\n");
}

async function main() {
  const args = process.argv.slice(2);
  const failuresAt = args.indexOf("--failures");
  const jsonAt = args.indexOf("--json");
  const entries = await ensureCorpus();
  const t0 = performance.now();
  const res = await evaluateLayout(entries);
  const seconds = (performance.now() - t0) / 1000;
  const count = (s: Split) => res.resumes.filter((r) => r.entry.truth.split === s).length;

  if (failuresAt >= 0) {
    const only = args[failuresAt + 1] && !args[failuresAt + 1]!.startsWith("--") ? args[failuresAt + 1] : undefined;
    for (const r of res.resumes) {
      if (r.entry.truth.split !== "tuning" || (only && r.entry.template !== only)) continue;
      console.log(`\n## ${r.entry.id} (${r.entry.truth.occupation}, ${r.entry.truth.region})${r.error ? ` ERROR ${r.error}` : ""}`);
      for (const m of r.score.misses) console.log(`  - ${m}`);
    }
    console.log("\n(held-out misses are not shown: tune on the tuning half only)\n");
  }

  const unknown = new Set(res.resumes.flatMap((r) => r.score.unknownSkills));
  const errors = res.resumes.filter((r) => r.error);
  console.log(`Layout corpus: ${res.resumes.length} resumes, ${TEMPLATES.length} templates (tuning ${count("tuning")}, held-out ${count("held-out")}); ${seconds.toFixed(1)} s, ${((seconds * 1000) / res.resumes.length).toFixed(0)} ms/resume (read + parse + score)\n`);
  console.log(overallTable(res));
  for (const s of SPLITS) console.log(`\nPer template, ${s} half (* = under ${TEMPLATE_FLOOR}):\n\n${templateTable(res, s)}`);
  console.log(`\nTruth skills the taxonomy does not know (not scored): ${[...unknown].sort().join(", ") || "none"}`);
  if (errors.length) console.log(`Unreadable files: ${errors.map((r) => `${r.entry.id} (${r.error})`).join(", ")}`);

  if (jsonAt >= 0 && args[jsonAt + 1]) {
    const numbers = {
      date: new Date().toISOString().slice(0, 10),
      bySplit: Object.fromEntries(SPLITS.map((s) => [s, Object.fromEntries(FIELDS.map((f) => [f, f1(res.bySplit[s][f])]))])),
      byTemplate: Object.fromEntries(SPLITS.map((s) => [s, Object.fromEntries(Object.entries(res.byTemplate[s]).map(([t, fields]) => [t, Object.fromEntries(FIELDS.map((f) => [f, f1(fields[f])]))]))])),
    };
    writeFileSync(args[jsonAt + 1]!, JSON.stringify(numbers, null, 2) + "\n");
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
