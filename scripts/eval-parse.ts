/**
 * Scores the resume parser on the DataTurks resumes (`npm run eval:parse`):
 * name, skills, designation, companies and location, as precision / recall / F1.
 *
 * The labels are noisy (duplicated spans, whole skill blocks as one span, partial skill lists), so:
 *  - gold values are deduplicated after normalisation (lowercase, punctuation to spaces);
 *  - a prediction matches a gold value when the normalised strings are equal, or their token F1 is
 *    at least 0.5 ("Oracle" ~ "Oracle Corporation", "Associate Consultant" ~ "Consultant");
 *  - skill spans are split into items on commas, slashes, bullets and new lines, with "Label:" prefixes
 *    and "(3 years)" removed; a predicted skill also matches when an alias of it is a gold item
 *    ("svn" → Subversion) or it appears inside a labelled skills span;
 *  - a resume with no gold value for a field counts for neither precision nor recall of that field
 *    (missing labels are not evidence of a wrong prediction).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getDefaultSkillExtractor } from "../server/src/engines/skills/default-extractor";
import { parseResume } from "../server/src/engines/resume-parser/parse-resume";
import type { ParsedResume } from "../server/src/engines/resume-parser/types";

export const FIELDS = ["name", "skills", "designation", "companies", "location"] as const;
export type Field = (typeof FIELDS)[number];

export interface LabelledResume {
  content: string;
  gold: Record<Field, string[]>;
  /** The raw text of every skill span, for the "inside a labelled span" rule. */
  skillSpans: string[];
}

interface RawRecord {
  content: string;
  annotation: Array<{ label: string[]; points: Array<{ start: number; end: number; text: string }> }> | null;
}

const LABELS: Record<string, Field> = {
  Name: "name",
  Skills: "skills",
  Designation: "designation",
  "Companies worked at": "companies",
  Location: "location",
};

export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const YEARS = /\(?\s*(?:less than\s+)?\d*\+?\s*(?:years?|yrs?|months?)\)?/gi;

/** Skill items from one labelled span: "Languages: C, C++ (3 years)\nTools: Git" → C, C++, Git. */
export function splitSkillSpan(span: string): string[] {
  return span
    .split(/[\n,;|•●▪❖/\\]|\band\b|\(|\)/)
    .map((item) => item.replace(/^[^:]{0,40}:/, "").replace(YEARS, "").replace(/^[\s\-–*.]+|[\s\-–*.]+$/g, ""))
    .map(norm)
    .filter((item) => item.length > 0 && item.split(" ").length <= 4 && !/^\d+$/.test(item) && !/^(additional information|technical skills|skills?|less|than|years?)$/.test(item));
}

export function loadDataset(file: string): LabelledResume[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as RawRecord)
    .map((rec) => {
      const gold: Record<Field, Set<string>> = { name: new Set(), skills: new Set(), designation: new Set(), companies: new Set(), location: new Set() };
      const skillSpans: string[] = [];
      for (const a of rec.annotation ?? []) {
        for (const label of a.label) {
          const field = LABELS[label];
          if (!field) continue;
          for (const p of a.points) {
            if (field === "skills") {
              skillSpans.push(norm(p.text));
              for (const item of splitSkillSpan(p.text)) gold.skills.add(item);
            } else if (norm(p.text)) gold[field].add(norm(p.text));
          }
        }
      }
      return {
        content: rec.content,
        skillSpans,
        gold: Object.fromEntries(FIELDS.map((f) => [f, [...gold[f]].sort()])) as Record<Field, string[]>,
      };
    });
}

function tokenF1(a: string, b: string): number {
  const ta = new Set(a.split(" "));
  const tb = new Set(b.split(" "));
  let common = 0;
  for (const t of ta) if (tb.has(t)) common++;
  if (common === 0) return 0;
  const p = common / ta.size;
  const r = common / tb.size;
  return (2 * p * r) / (p + r);
}

export const tolerantMatch = (pred: string, gold: string) => pred === gold || tokenF1(pred, gold) >= 0.5;

/** The parser's answer for each field, as comparable strings. */
export function predictions(parsed: ParsedResume): Record<Field, string[]> {
  const uniq = (xs: string[]) => [...new Set(xs.map(norm).filter(Boolean))];
  return {
    name: uniq([parsed.name]),
    skills: uniq(parsed.skills),
    designation: uniq([parsed.headline, ...parsed.experienceEntries.map((e) => e.title)]),
    companies: uniq(parsed.experienceEntries.map((e) => e.company)),
    location: uniq([parsed.location]),
  };
}

export interface FieldScore {
  tp: number;
  predicted: number;
  gold: number;
  matchedGold: number;
  precision: number;
  recall: number;
  f1: number;
}

/** Micro-averaged scores over a set of labelled resumes. */
export function scoreResumes(resumes: LabelledResume[], parse: (text: string) => ParsedResume = parseResume): Record<Field, FieldScore> {
  const skills = getDefaultSkillExtractor();
  const canon = new Map<string, string | null>();
  const canonical = (s: string) => {
    if (!canon.has(s)) canon.set(s, skills.canonicalize(s));
    return canon.get(s) ?? null;
  };
  const counts = Object.fromEntries(FIELDS.map((f) => [f, { tp: 0, predicted: 0, gold: 0, matchedGold: 0 }])) as Record<Field, Omit<FieldScore, "precision" | "recall" | "f1">>;
  for (const r of resumes) {
    const pred = predictions(parse(r.content));
    for (const f of FIELDS) {
      const gold = r.gold[f];
      if (gold.length === 0) continue;
      const c = counts[f];
      const matches = (p: string, g: string) =>
        f === "skills" ? p === g || (canonical(g) !== null && norm(canonical(g)!) === p) || (g.split(" ").length <= 2 && tolerantMatch(p, g) && (p.includes(g) || g.includes(p))) : tolerantMatch(p, g);
      // Single-valued fields: one prediction against any of the gold spellings.
      const single = f === "name" || f === "location";
      c.predicted += pred[f].length;
      for (const p of pred[f]) {
        const inSpan = f === "skills" && r.skillSpans.some((s) => ` ${s} `.includes(` ${p} `));
        if (inSpan || gold.some((g) => matches(p, g))) c.tp++;
      }
      if (single) {
        c.gold += 1;
        if (pred[f].some((p) => gold.some((g) => matches(p, g)))) c.matchedGold++;
      } else {
        c.gold += gold.length;
        c.matchedGold += gold.filter((g) => pred[f].some((p) => matches(p, g))).length;
      }
    }
  }
  return Object.fromEntries(
    FIELDS.map((f) => {
      const c = counts[f];
      const precision = c.predicted ? c.tp / c.predicted : 0;
      const recall = c.gold ? c.matchedGold / c.gold : 0;
      const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
      return [f, { ...c, precision, recall, f1 }];
    }),
  ) as Record<Field, FieldScore>;
}

export function formatTable(title: string, scores: Record<Field, FieldScore>): string {
  const pct = (x: number) => (x * 100).toFixed(1).padStart(5);
  const rows = FIELDS.map((f) => {
    const s = scores[f];
    return `| ${f.padEnd(11)} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)} | ${String(s.predicted).padStart(5)} | ${String(s.gold).padStart(5)} |`;
  });
  return [`${title}`, "| field       |  P %  |  R %  | F1 %  |  pred |  gold |", "|-------------|-------|-------|-------|-------|-------|", ...rows].join("\n");
}

async function main() {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const dataDir = path.resolve(repoRoot, "../shared/data/resumes-dataturks");
  for (const split of ["train", "test"] as const) {
    const resumes = loadDataset(path.join(dataDir, `${split}.jsonl`));
    const t0 = performance.now();
    const scores = scoreResumes(resumes);
    const ms = (performance.now() - t0) / resumes.length;
    console.log(formatTable(`${split} (${resumes.length} resumes, ${ms.toFixed(1)} ms/resume incl. scoring)`, scores));
    console.log("");
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
