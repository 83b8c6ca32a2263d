/**
 * How many postings of the demo index each person of the labelled set could be shown (judged relevant anywhere in
 * the index), from the generator alone, without searching: the best precision@10 any ranking could reach.
 *   npx tsx scripts/search-eval/availability.ts [postings] [split]
 */
import { demoPostings } from "../../server/src/modules/jobs/demo/demo-corpus";
import { judge } from "./judge";
import { allPersonas } from "./sets";

const count = Number(process.argv[2] ?? 10_000);
const split = process.argv[3] ?? "fresh";
const postings = [...demoPostings(count, new Date())].map((p) => ({ title: p.title, location: p.location, work_mode: p.work_mode }));
const people = allPersonas().filter((p) => split === "all" || p.split === split);
for (const p of people) {
  const n = postings.filter((x) => judge(p, x)).length;
  console.log(`${String(n).padStart(5)} ${n < 10 ? "SHORT" : "     "} ${p.id} (${p.level}, "${p.location}")`);
}
