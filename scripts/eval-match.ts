/**
 * `npm run eval:match`: the job-description match on the labelled set in tests/fixtures/job-match (resume × job
 * description pairs with a human-judged fit band, and per job description / resume the skills a recruiter reads in
 * them). Two numbers per split:
 * - ordering: over every two pairs with different bands, how often the better band scores higher (ties count half);
 * - missing-skills precision: of the skills the report lists as missing (required and nice-to-have), how many the
 *   job asks for and the resume does not show, by the human reading.
 * `--split tuning|held-out` limits it to one split (tuning is what the engine was tuned on); `--verbose` prints each
 * pair's parts and missing skills. Exits non-zero when a split is under its target (ordering 0.9, precision 0.9).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { matchJob, type MatchResult } from "../server/src/engines/job-match/match";
import { getSkillFinder } from "../server/src/engines/job-match/skill-finder";

interface Pair {
  id: string;
  resume: string;
  jd: string;
  band: "good" | "partial" | "poor";
  family: string;
  split: "tuning" | "held-out";
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../tests/fixtures/job-match");
const { pairs, now } = JSON.parse(readFileSync(path.join(root, "pairs.json"), "utf8")) as { pairs: Pair[]; now: string };
const gold = JSON.parse(readFileSync(path.join(root, "gold.json"), "utf8")) as { jd_asks: Record<string, string[]>; resume_has: Record<string, string[]> };
const args = process.argv.slice(2);
const only = args.includes("--split") ? args[args.indexOf("--split") + 1] : null;
const verbose = args.includes("--verbose");
const finder = getSkillFinder();
const RANK = { good: 2, partial: 1, poor: 0 } as const;

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9+#&]+/g, " ").trim();
/** A name and every spelling the vocabularies know for it, so "Naukri" (human) meets "Naukri RMS" (engine). */
function names(s: string): Set<string> {
  const out = new Set([key(s)]);
  for (const sp of finder.spellings(s)) out.add(key(sp));
  for (const f of finder.inLine(s, { listContext: true })) {
    out.add(key(f.name));
    for (const sp of finder.spellings(f.name)) out.add(key(sp));
  }
  return out;
}
const intersects = (a: Set<string>, b: Set<string>) => [...a].some((x) => b.has(x));
const inList = (item: string, list: string[]) => list.some((x) => intersects(names(item), names(x)));

/** A listed "missing" item (maybe "A or B") is right when the job asks for it and the resume shows none of its alternatives. */
function rightlyMissing(item: string, jd: string, resume: string): boolean {
  const alternatives = item.split(/,\s*|\s+or\s+/).filter(Boolean);
  const asked = alternatives.some((a) => inList(a, gold.jd_asks[jd] ?? []));
  const shown = alternatives.some((a) => inList(a, gold.resume_has[resume] ?? []));
  return asked && !shown;
}

const base = (p: string) => path.basename(p, ".txt");
const rows: Array<{ pair: Pair; result: MatchResult; wrong: string[]; listed: number }> = [];
for (const pair of pairs) {
  if (only && pair.split !== only) continue;
  const resumeText = readFileSync(path.join(root, pair.resume), "utf8");
  const jobText = readFileSync(path.join(root, pair.jd), "utf8");
  const result = matchJob({ resumeText, jobText, now: new Date(`${now}T00:00:00Z`) });
  const missing = [...result.skills.required_missing, ...result.skills.nice_missing];
  const wrong = missing.filter((m) => !rightlyMissing(m, base(pair.jd), base(pair.resume)));
  rows.push({ pair, result, wrong, listed: missing.length });
}

function ordering(list: typeof rows) {
  let agree = 0;
  let total = 0;
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i]!;
      const b = list[j]!;
      if (a.pair.band === b.pair.band) continue;
      total++;
      const [hi, lo] = RANK[a.pair.band] > RANK[b.pair.band] ? [a, b] : [b, a];
      agree += hi.result.score > lo.result.score ? 1 : hi.result.score === lo.result.score ? 0.5 : 0;
    }
  }
  return { agree, total, rate: total ? agree / total : 1 };
}

/** Within each resume: its better-band jobs score higher than its worse-band ones. */
function withinResume(list: typeof rows) {
  let agree = 0;
  let total = 0;
  for (const a of list)
    for (const b of list) {
      if (a.pair.resume !== b.pair.resume || RANK[a.pair.band] <= RANK[b.pair.band]) continue;
      total++;
      agree += a.result.score > b.result.score ? 1 : a.result.score === b.result.score ? 0.5 : 0;
    }
  return { agree, total, rate: total ? agree / total : 1 };
}

let failed = false;
for (const split of ["tuning", "held-out"] as const) {
  const list = rows.filter((r) => r.pair.split === split);
  if (!list.length) continue;
  console.log(`\n== ${split} (${list.length} pairs, ${new Set(list.map((r) => r.pair.family)).size} families)`);
  console.log("pair                                              band     score  result   missing (wrong)");
  for (const r of list.sort((a, b) => a.pair.id.localeCompare(b.pair.id))) {
    console.log(
      `${r.pair.id.padEnd(50)} ${r.pair.band.padEnd(8)} ${String(r.result.score).padStart(5)}  ${r.result.band.padEnd(8)} ${r.listed} (${r.wrong.length})${r.wrong.length ? ` ${r.wrong.join("; ")}` : ""}`,
    );
    if (verbose) {
      console.log(`    ${r.result.parts.map((p) => `${p.key}=${p.score}@${p.weight}`).join(" ")}`);
      console.log(`    title: ${r.result.job_title} | ${r.result.title_fit.job_role} ${r.result.title_fit.job_seniority} vs ${r.result.title_fit.resume_title} ${r.result.title_fit.resume_role} ${r.result.title_fit.resume_seniority}`);
      console.log(`    required present: ${r.result.skills.required_present.join(", ")} | missing: ${r.result.skills.required_missing.join(", ")}`);
      console.log(`    nice present: ${r.result.skills.nice_present.join(", ")} | missing: ${r.result.skills.nice_missing.join(", ")}`);
      console.log(`    years ${r.result.experience.years_required} vs ${r.result.experience.years_shown}; education ${r.result.education.required} / ${r.result.education.shown} met=${r.result.education.met}`);
    }
  }
  const o = ordering(list);
  const w = withinResume(list);
  const listed = list.reduce((s, r) => s + r.listed, 0);
  const wrong = list.reduce((s, r) => s + r.wrong.length, 0);
  const precision = listed ? (listed - wrong) / listed : 1;
  const mean = (band: string) => {
    const xs = list.filter((r) => r.pair.band === band).map((r) => r.result.score);
    return xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1) : "-";
  };
  const bandAgree = list.filter((r) => r.result.band === r.pair.band).length;
  console.log(`ordering (every two pairs of different bands): ${o.agree}/${o.total} = ${(100 * o.rate).toFixed(1)}%`);
  console.log(`ordering within each resume: ${w.agree}/${w.total} = ${(100 * w.rate).toFixed(1)}%`);
  console.log(`missing-skills precision: ${listed - wrong}/${listed} = ${(100 * precision).toFixed(1)}%`);
  console.log(`mean score good ${mean("good")}, partial ${mean("partial")}, poor ${mean("poor")}; band as labelled ${bandAgree}/${list.length}`);
  if (o.rate < 0.9 || precision < 0.9) failed = true;
}
if (failed) process.exitCode = 1;
