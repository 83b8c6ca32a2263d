// npm run eval:interview [-- --verbose] [-- --check]
// Scores the labelled strong / medium / weak answers in tests/fixtures/interview-eval/*.json with
// the default Interviewer and reports how often the scores order them correctly.
// --verbose prints every score and the feedback; --check exits 1 when the targets are missed.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { InterviewQuestion } from "../server/src/engines/interviewer/interviewer";
import { renderQuestion } from "../server/src/engines/interviewer/planner";
import { findTemplate } from "../server/src/engines/interviewer/question-bank";
import { createRuleBasedInterviewer, resolveQuestion } from "../server/src/engines/interviewer/rule-based-interviewer";

type Tier = "strong" | "medium" | "weak";
const TIERS: Tier[] = ["strong", "medium", "weak"];

interface EvalItem {
  id: string;
  family: string;
  role: string;
  seniority?: "junior" | "mid" | "senior";
  company?: string;
  skills?: string[];
  /** The skill that fills a {skill} template (defaults to the first skill). */
  skill?: string;
  resume_item?: string;
  question_id?: string;
  question?: string;
  answers: Record<Tier, string>;
}

const TARGETS = { fullOrdering: 0.9, strongMean: 7.5, weakMean: 3.5 };

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = join(root, "tests/fixtures/interview-eval");
const verbose = process.argv.includes("--verbose");
const check = process.argv.includes("--check");

const items: EvalItem[] = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), "utf8")) as { items: EvalItem[] }).items);

const iv = createRuleBasedInterviewer();

interface Row {
  item: EvalItem;
  detected: string;
  scores: Record<Tier, number>;
  feedback: Record<Tier, string>;
}

const rows: Row[] = items.map((item) => {
  const plan = iv.planInterview({
    role: item.role,
    seniority: item.seniority ?? "mid",
    ...(item.company ? { company: item.company } : {}),
    skills: item.skills ?? [],
    questionCount: 1,
  });
  let question: InterviewQuestion;
  if (item.question_id) {
    const tpl = findTemplate(item.question_id);
    if (!tpl) throw new Error(`${item.id}: unknown question_id ${item.question_id}`);
    const rendered = renderQuestion(tpl, {
      role: plan.role,
      company: plan.company,
      skill: item.skill ?? item.skills?.[0] ?? null,
      resumeItem: item.resume_item ?? null,
    });
    if (!rendered) throw new Error(`${item.id}: cannot fill the placeholders of ${item.question_id}`);
    question = rendered;
  } else if (item.question) {
    question = resolveQuestion(plan, item.question);
  } else throw new Error(`${item.id}: needs question_id or question`);

  const scores = {} as Record<Tier, number>;
  const feedback = {} as Record<Tier, string>;
  for (const tier of TIERS) {
    const r = iv.scoreAnswer({ plan, turnIndex: 0, question, answer: item.answers[tier], previousAnswers: [] });
    scores[tier] = r.score;
    feedback[tier] = r.feedback;
  }
  return { item, detected: plan.family, scores, feedback };
});

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function stats(rs: Row[]) {
  const n = rs.length;
  const sm = rs.filter((r) => r.scores.strong > r.scores.medium).length;
  const mw = rs.filter((r) => r.scores.medium > r.scores.weak).length;
  const sw = rs.filter((r) => r.scores.strong > r.scores.weak).length;
  const full = rs.filter((r) => r.scores.strong > r.scores.medium && r.scores.medium > r.scores.weak).length;
  return {
    n,
    pairwise: (sm + mw + sw) / (3 * n),
    strongOverMedium: sm / n,
    mediumOverWeak: mw / n,
    strongOverWeak: sw / n,
    full: full / n,
    means: Object.fromEntries(TIERS.map((t) => [t, mean(rs.map((r) => r.scores[t]))])) as Record<Tier, number>,
  };
}

const all = stats(rows);
const families = [...new Set(rows.map((r) => r.item.family))].sort();

console.log(`Interview engine eval: ${all.n} questions, ${families.length} role families, ${all.n * 3} answers\n`);
console.log(`Full ordering (strong > medium > weak): ${pct(all.full)}   [target ≥ ${pct(TARGETS.fullOrdering)}]`);
console.log(`Pairwise correct (all three pairs):     ${pct(all.pairwise)}`);
console.log(`  strong > medium: ${pct(all.strongOverMedium)}   medium > weak: ${pct(all.mediumOverWeak)}   strong > weak: ${pct(all.strongOverWeak)}`);
console.log(
  `Mean score: strong ${all.means.strong.toFixed(2)} [target ≥ ${TARGETS.strongMean}]   medium ${all.means.medium.toFixed(2)}   weak ${all.means.weak.toFixed(2)} [target ≤ ${TARGETS.weakMean}]`,
);
const detectedOk = rows.filter((r) => r.detected === r.item.family).length;
console.log(`Role-family detection on the eval titles: ${detectedOk}/${rows.length}\n`);

console.log("| family | n | full order | pairwise | strong | medium | weak |");
console.log("|---|---|---|---|---|---|---|");
for (const f of families) {
  const s = stats(rows.filter((r) => r.item.family === f));
  console.log(`| ${f} | ${s.n} | ${pct(s.full)} | ${pct(s.pairwise)} | ${s.means.strong.toFixed(1)} | ${s.means.medium.toFixed(1)} | ${s.means.weak.toFixed(1)} |`);
}

const misordered = rows.filter((r) => !(r.scores.strong > r.scores.medium && r.scores.medium > r.scores.weak));
if (misordered.length > 0) {
  console.log("\nMis-ordered items:");
  for (const r of misordered) console.log(`  ${r.item.id}: strong ${r.scores.strong}, medium ${r.scores.medium}, weak ${r.scores.weak}`);
}
for (const r of rows.filter((x) => x.detected !== x.item.family)) console.log(`  detection: "${r.item.role}" -> ${r.detected} (labelled ${r.item.family})`);

if (verbose) {
  console.log("\nPer item:");
  for (const r of rows) {
    console.log(`\n${r.item.id} (${r.item.family})`);
    for (const t of TIERS) console.log(`  ${t.padEnd(6)} ${r.scores[t].toFixed(1).padStart(4)}  ${r.feedback[t]}`);
  }
}

if (check) {
  const ok = all.full >= TARGETS.fullOrdering && all.means.strong >= TARGETS.strongMean && all.means.weak <= TARGETS.weakMean;
  if (!ok) {
    console.error("\nEval targets missed.");
    process.exit(1);
  }
}
