/**
 * `npm run eval:compare`: how well the Resume Builder's comparison separates roles. For each labelled pair in
 * tests/fixtures/resume-pairs/pairs.json the candidate is scored against a same-role benchmark and a
 * different-role one; the same-role score should be higher. Prints each pair, the win rate and the gaps.
 * Exits non-zero when any pair is ranked the wrong way round. Deterministic: no network.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseResume } from "../server/src/engines/resume-parser/parse-resume";
import { createRuleBasedResumeWriter } from "../server/src/engines/resume-writer/rule-based-writer";
import type { CompareResult } from "../server/src/engines/resume-writer/types";

interface Pair {
  id: string;
  candidate: string;
  same_role: string;
  cross_role: string;
  distance: "adjacent" | "far";
  focus_role?: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../tests/fixtures/resume-pairs");
const { pairs } = JSON.parse(readFileSync(path.join(root, "pairs.json"), "utf8")) as { pairs: Pair[] };
const writer = createRuleBasedResumeWriter();
const load = (rel: string) => {
  const text = readFileSync(path.join(root, rel), "utf8");
  return { text, parsed: parseResume(text) };
};

async function score(candidate: string, benchmark: string, focusRole?: string): Promise<CompareResult> {
  return writer.compare({ candidate: load(candidate), benchmark: load(benchmark), focusRole });
}

const rows: Array<{ id: string; distance: string; same: number; cross: number; gap: number }> = [];
for (const p of pairs) {
  const same = await score(p.candidate, p.same_role, p.focus_role);
  const cross = await score(p.candidate, p.cross_role, p.focus_role);
  rows.push({ id: p.id, distance: p.distance, same: same.alignment_score, cross: cross.alignment_score, gap: same.alignment_score - cross.alignment_score });
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const wins = rows.filter((r) => r.gap > 0).length;
console.log("pair                       distance  same  cross  gap");
for (const r of rows) console.log(`${r.id.padEnd(26)} ${r.distance.padEnd(9)} ${String(r.same).padStart(4)}  ${String(r.cross).padStart(5)}  ${String(r.gap).padStart(3)}`);
console.log("");
console.log(`same-role > cross-role: ${wins}/${rows.length} (${Math.round((100 * wins) / rows.length)}%)`);
console.log(`mean same-role score ${mean(rows.map((r) => r.same)).toFixed(1)}, mean cross-role score ${mean(rows.map((r) => r.cross)).toFixed(1)}`);
console.log(`mean gap ${mean(rows.map((r) => r.gap)).toFixed(1)} (adjacent ${mean(rows.filter((r) => r.distance === "adjacent").map((r) => r.gap)).toFixed(1)}, far ${mean(rows.filter((r) => r.distance === "far").map((r) => r.gap)).toFixed(1)}), smallest gap ${Math.min(...rows.map((r) => r.gap))}`);
if (wins < rows.length) process.exitCode = 1;
