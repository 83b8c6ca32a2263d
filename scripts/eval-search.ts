/**
 * `npm run eval:search`: job search relevance from a resume, the way a person gets it. For each person of the
 * labelled set (scripts/search-eval: 87 resumes in 29 occupations, 16 outside software, in two halves; a fresh set of
 * 38, fresh.ts; a third of 52, fresh2.ts; a fourth of 44, fresh3.ts; a fifth of 51, fresh4.ts; a sixth of 58,
 * fresh5.ts; a seventh of 58, fresh6.ts; an eighth of 61, fresh7.ts; a ninth of 62, fresh8.ts; a tenth of 61,
 * fresh9.ts; an eleventh of 61, fresh10.ts; a twelfth of 61, fresh11.ts; a thirteenth of 62, fresh12.ts; a
 * fourteenth of 62, fresh13.ts; a fifteenth of 62, fresh14.ts; a sixteenth of 62, fresh15.ts; a seventeenth of 62,
 * fresh16.ts; an eighteenth of 62, fresh17.ts; a nineteenth, held out, of 62, fresh18.ts) the script signs up, uploads the resume as a
 * text file, takes the keywords
 * and location the workspace would (the client's own helpers), runs Find Matches over a fixed demo index, and judges
 * the top 10 by hand-written rules (judge.ts). The 87, fresh, fresh2 … fresh12 tune the ranking (fresh since
 * 2026-11-27 afternoon, fresh2 since that evening, fresh3 since later that evening, fresh4 since that night, fresh5
 * since the end of that session, fresh6 since fresh7 was written, fresh7 since fresh8 was written, fresh8 since
 * fresh9 was written, fresh9 since fresh10 was written, fresh10 since fresh11 was written, fresh11 since fresh12 was
 * written, fresh12 since fresh13 was written, fresh13 since fresh14 was written, fresh14 since fresh15 was merged, fresh15 since fresh16 was merged, fresh16 since fresh17 was merged, fresh17 since fresh18 was merged); fresh18 only
 * reports numbers.
 *
 * Prints precision@10 per occupation and split, zero-result searches, the precision of 'Relevant match', and
 * the precision of 'Relevant match' at other skill thresholds (on the tuning half) so the threshold is measured.
 *
 *   EVAL_DATABASE_URL  PostgreSQL admin URL (a database is created and dropped); unset: embedded PGlite
 *   EVAL_POSTINGS      demo postings in the index, one run per size (default "10000,20000": what `npm start` seeds,
 *                      then the first 20,000 postings of the same generator, where every person has postings to find)
 *   EVAL_SPLIT         tuning | held-out | old (both halves of the 87) | fresh | fresh2 | fresh3 | fresh4 | fresh5 |
 *                      fresh6 | fresh7 | fresh8 | fresh9 | fresh10 | fresh11 | fresh12 | fresh13 | fresh14 | fresh15 |
 *                      fresh16 | fresh17 | tune (the 87 and fresh … fresh17: what the ranker is tuned on) | fresh18 (held out: read its
 *                      aggregates only) |
 *                      all (default)
 *   EVAL_VERBOSE=1     print every person's top 10 with the judgement (not for fresh18)
 *   EVAL_JSON=file     write every result as JSON (not the held-out set's people)
 *   EVAL_ONLY=a,b      only these people (ids; never the held-out set's)
 */
import http from "node:http";
import crypto from "node:crypto";
import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import knexFactory from "knex";
import { buildApp } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { migrateLatest, openDatabase, type Database } from "../server/src/db";
import { createLogger } from "../server/src/lib/logger";
import { createIngestService } from "../server/src/modules/jobs/ingest-service";
import { createJobRepository } from "../server/src/modules/jobs/job-repository";
import { RELEVANT_FAMILY_SCORE, RELEVANT_MIN_SKILLS } from "../server/src/modules/jobs/match-explain";
import { DEFAULT_DEMO_COUNT } from "../server/src/modules/jobs/demo/demo-corpus";
import { buildSearch } from "../client/src/features/jobs/utils/search";
import { keywordsFromResume, resumeDataFromParsed } from "../client/src/features/jobs/utils/resume-file";
import type { JobSearchResponse, ParsedResume } from "../client/src/api/generated/model";
import { judge, levelOk, placeOk, titleOk } from "./search-eval/judge";
import { SPLITS, type Persona } from "./search-eval/occupations";
import { allPersonas, HELD_OUT } from "./search-eval/sets";
import { renderResume } from "./search-eval/resume";

const SIZES = (process.env.EVAL_POSTINGS ?? `${DEFAULT_DEMO_COUNT},20000`).split(",").map((x) => Number(x.trim())).filter((n) => n > 0);
const SPLIT = process.env.EVAL_SPLIT ?? "all";
// A few people of the tuning side by id, for looking at one fix (never the held-out set's).
const ONLY = (process.env.EVAL_ONLY ?? "").split(",").filter(Boolean);
const VERBOSE_ASKED = process.env.EVAL_VERBOSE === "1";
const ADMIN_URL = process.env.EVAL_DATABASE_URL;
const NOW = new Date();

async function openIndex(): Promise<{ database: Database; drop: () => Promise<void>; kind: string }> {
  if (!ADMIN_URL) {
    const database = await openDatabase({});
    return { database, drop: () => database.close(), kind: "PGlite" };
  }
  const name = `hw_eval_${crypto.randomBytes(4).toString("hex")}`;
  const admin = knexFactory({ client: "pg", connection: ADMIN_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolMax: 4 });
  return {
    database,
    kind: "PostgreSQL",
    async drop() {
      await database.close();
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

interface Judged {
  title: string;
  location: string | null;
  work_mode: string;
  relevant_tag: boolean;
  score: number;
  ok: boolean;
  why?: { family_match?: string; level_match?: string; skills_matched?: number; skills_total?: number; place_match?: string; summary?: string };
}

interface Outcome {
  persona: Persona;
  /** Postings in the whole index judged relevant to this person. */
  available: number;
  keywords: string[];
  location: string;
  parsedLocation: string;
  searchedFor: string | null;
  place: string;
  results: Judged[];
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const f2 = (x: number) => (Number.isNaN(x) ? "  -  " : x.toFixed(2));

async function main(POSTINGS: number) {
  const started = Date.now();
  const index = await openIndex();
  const knex = index.database.knex;
  await migrateLatest(knex);
  const ingest = createIngestService({ jobs: createJobRepository(knex), logger: createLogger("silent") });
  await ingest.seedDemo({ count: POSTINGS, now: NOW });
  await ingest.tidy();
  // Every posting of the index, to count what each person could possibly be shown (the best precision@10 possible).
  const everything = (await knex("job_postings").select("title", "location", "work_mode")) as Array<{ title: string; location: string | null; work_mode: string }>;
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SERVE_CLIENT: "false", RUN_WORKERS: "false", VALIDATE_RESPONSES: "true", DATA_DIR: "/tmp/hirewise-eval-data", SIGNUPS_PER_IP_PER_HOUR: "100000" }); // every persona signs up from this machine
  const app = buildApp({ config, db: knex, logger: createLogger("silent") });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  console.log(`\n===== Index: ${POSTINGS.toLocaleString("en-IN")} demo postings on ${index.kind}, loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const people = allPersonas()
    .filter((p) => SPLIT === "all" || p.split === SPLIT || (SPLIT === "old" && (p.split === "tuning" || p.split === "held-out")) || (SPLIT === "tune" && p.split !== HELD_OUT))
    .filter((p) => !ONLY.length || (p.split !== HELD_OUT && ONLY.includes(p.id)));
  const outcomes: Outcome[] = [];
  for (const persona of people) {
    // The held-out set is read for its numbers only: its people's top 10s are never printed.
    const VERBOSE = VERBOSE_ASKED && persona.split !== HELD_OUT;
    const signup = await fetch(`${base}/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: persona.id, email: `${persona.id}.${crypto.randomBytes(3).toString("hex")}@example.com`, password: "correct-horse" }),
    });
    const signedUp = (await signup.json()) as { access_token: string };
    if (!signedUp.access_token) throw new Error(`${persona.id}: signup ${signup.status} ${JSON.stringify(signedUp)}`);
    const { access_token: token } = signedUp;
    const auth = { authorization: `Bearer ${token}` };
    const form = new FormData();
    form.append("file", new Blob([renderResume(persona)], { type: "text/plain" }), `${persona.id}.txt`);
    const upload = await fetch(`${base}/resume/upload?parse=true`, { method: "POST", headers: auth, body: form });
    if (upload.status !== 200) throw new Error(`${persona.id}: upload ${upload.status} ${await upload.text()}`);
    const parsed = ((await upload.json()) as { parsed: ParsedResume }).parsed;
    // What the workspace does with a parse: keywords from the skills (else the latest job title), the location field,
    // then Find Matches.
    const data = resumeDataFromParsed(parsed);
    const request = buildSearch(keywordsFromResume(data), data.location);
    if (!request.ok) {
      // The workspace found no keywords in the resume, so the person cannot search from it: counted as a search with
      // no results (the workspace shows the error instead of results).
      outcomes.push({ persona, available: everything.filter((p) => judge(persona, p)).length, keywords: [], location: "", parsedLocation: data.location, searchedFor: null, place: `no keywords: ${request.error}`, results: [] });
      if (VERBOSE) console.log(`\n${persona.id} [${persona.split}]: no keywords from the resume (${request.error})`);
      continue;
    }
    const params = new URLSearchParams({ query: request.params.query, location: request.params.location ?? "", max_pages: "1" });
    const res = await fetch(`${base}/jobs/search?${params}`, { headers: auth });
    if (res.status !== 200) throw new Error(`${persona.id}: search ${res.status} ${await res.text()}`);
    const body = (await res.json()) as JobSearchResponse & { place?: { note?: string }; searched_for?: { role_family?: string; seniority?: string } | null };
    const results: Judged[] = (body.jobs ?? []).map((j) => {
      const job = j as typeof j & { why?: Judged["why"] };
      return { title: job.title, location: job.location, work_mode: job.work_mode, relevant_tag: job.relevant, score: job.score, ok: judge(persona, job), why: job.why };
    });
    outcomes.push({
      persona,
      available: everything.filter((p) => judge(persona, p)).length,
      keywords: request.keywords,
      location: request.params.location ?? "",
      parsedLocation: data.location,
      searchedFor: body.searched_for ? `${body.searched_for.role_family}/${body.searched_for.seniority ?? "?"}` : null,
      place: body.place?.note ?? "",
      results,
    });
    if (VERBOSE && process.env.EVAL_MISSED === "1") {
      const shown = new Set(results.slice(0, 10).map((r) => `${r.title}|${r.location}`));
      const missed = everything.filter((p) => judge(persona, p) && !shown.has(`${p.title}|${p.location}`)).slice(0, 12);
      console.log(`  missed: ${missed.map((m) => `${m.title} (${m.location})`).join("; ")}`);
    }
    if (VERBOSE) {
      console.log(`\n${persona.id} [${persona.split}] (${outcomes.at(-1)!.available} relevant in the index) "${persona.location}" → "${request.params.location}"; ${request.keywords.join(", ")}; role ${body.searched_for?.role_family ?? "-"}/${body.searched_for?.seniority ?? "-"}`);
      console.log(`  ${body.place?.note ?? ""}`);
      results.slice(0, 10).forEach((r, i) =>
        console.log(`  ${String(i + 1).padStart(2)} ${r.ok ? "✓" : "✗"}${r.relevant_tag ? "R" : " "} ${r.title.padEnd(40)} ${(r.location ?? "").padEnd(32)} ${r.why?.summary ?? ""}${r.ok ? "" : `  [${titleOk(persona.occupation, r.title) ? "" : "title "}${levelOk(persona.level, r.title) ? "" : "level "}${placeOk(persona, r) ? "" : "place"}]`}`),
      );
    }
  }
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await index.drop();

  report(outcomes);
  if (process.env.EVAL_JSON) writeFileSync(SIZES.length > 1 ? process.env.EVAL_JSON.replace(/(\.json)?$/, `-${POSTINGS}.json`) : process.env.EVAL_JSON, JSON.stringify(outcomes.filter((o) => o.persona.split !== HELD_OUT).map((o) => ({ ...o, persona: { id: o.persona.id, split: o.persona.split, location: o.persona.location, level: o.persona.level } })), null, 2));
  console.log(`\n${outcomes.length} searches in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const p10 = (o: Outcome) => {
  const top = o.results.slice(0, 10);
  return top.length ? top.filter((r) => r.ok).length / top.length : 0;
};
const strictP10 = (o: Outcome) => o.results.slice(0, 10).filter((r) => r.ok).length / 10;

function report(outcomes: Outcome[]) {
  const splits = SPLITS.filter((s) => outcomes.some((o) => o.persona.split === s));
  const by = (split: string) => outcomes.filter((o) => o.persona.split === split);
  const keys = [...new Set(outcomes.map((o) => o.persona.occupation.key))];
  // The held-out set's rows are not printed: many occupations have one person there, so a row is a person's result.
  // Its aggregate line below (with its lowest occupation) is all that is read of it.
  const shownSplits = splits.filter((s) => s !== HELD_OUT);
  const shown = outcomes.filter((o) => o.persona.split !== HELD_OUT);
  console.log("\nprecision@10 by occupation (share of the shown top 10 judged relevant; people per half in brackets)");
  if (!shown.length) console.log(`(not printed for the held-out set, ${HELD_OUT}: see its aggregate line)`);
  else {
    console.log(`${"occupation".padEnd(40)} ${shownSplits.map((s) => s.padStart(11)).join(" ")}   all${splits.includes(HELD_OUT) ? ` (without ${HELD_OUT})` : ""}`);
    for (const key of [...new Set(shown.map((o) => o.persona.occupation.key))]) {
      const occ = shown.find((o) => o.persona.occupation.key === key)!.persona.occupation;
      const cells = shownSplits.map((s) => {
        const xs = by(s).filter((o) => o.persona.occupation.key === key);
        return `${f2(mean(xs.map(p10)))} (${xs.length})`.padStart(11);
      });
      const all = shown.filter((o) => o.persona.occupation.key === key);
      console.log(`${`${occ.label}${occ.software ? "" : " *"}`.padEnd(40)} ${cells.join(" ")}   ${f2(mean(all.map(p10)))}`);
    }
    console.log("(* outside software)\n");
  }
  const old = outcomes.filter((o) => o.persona.split === "tuning" || o.persona.split === "held-out");
  const groups: Array<[string, Outcome[]]> = [...splits.map((s) => [s, by(s)] as [string, Outcome[]]), ["old (87)", splits.includes("tuning") && splits.includes("held-out") ? old : []], ["all", outcomes]];
  for (const [s, xs] of groups) {
    if (!xs.length) continue;
    const perFamily = keys.map((k) => mean(xs.filter((o) => o.persona.occupation.key === k).map(p10))).filter((x) => !Number.isNaN(x));
    const tagged = xs.flatMap((o) => o.results.filter((r) => r.relevant_tag));
    const zero = xs.filter((o) => o.results.length === 0).length;
    const noKeywords = xs.filter((o) => o.place.startsWith("no keywords")).length;
    const nonSoftware = xs.filter((o) => !o.persona.occupation.software);
    console.log(
      `${s.padEnd(9)} searches ${String(xs.length).padStart(3)} · precision@10 ${f2(mean(xs.map(p10)))} (outside software ${f2(mean(nonSoftware.map(p10)))}; counted over 10 slots ${f2(mean(xs.map(strictP10)))}) · ` +
        `lowest occupation ${f2(Math.min(...perFamily))} · zero results ${zero} (${((100 * zero) / xs.length).toFixed(1)}%${noKeywords ? `, ${noKeywords} of them with no keywords from the resume` : ""}) · ` +
        `'Relevant match' precision ${f2(tagged.filter((r) => r.ok).length / tagged.length)} (${tagged.length} tagged, ${f2(tagged.length / xs.length)} a search) · mean results ${mean(xs.map((o) => o.results.length)).toFixed(1)} · ` +
        `best possible precision@10 ${f2(mean(xs.map((o) => Math.min(10, o.available) / 10)))} (people with fewer than 10 relevant postings in the index: ${xs.filter((o) => o.available < 10).length})`,
    );
    // Why the top 10s miss, summed over the group (a count, never a person's result, so it is printed for the held-out
    // set too): which of the judge's three tests each shown posting failed (one may fail several), and how many
    // searches read no role family from the resume.
    const misses = xs.flatMap((o) => o.results.slice(0, 10).filter((r) => !r.ok).map((r) => ({ o, r })));
    const failed = (test: (o: Outcome, r: Judged) => boolean) => misses.filter(({ o, r }) => !test(o, r)).length;
    console.log(
      `${"".padEnd(9)} misses in the top 10: ${misses.length} (title ${failed((o, r) => titleOk(o.persona.occupation, r.title))}, level ${failed((o, r) => levelOk(o.persona.level, r.title))}, ` +
        `place ${failed((o, r) => placeOk(o.persona, r))}) · searches with no family read ${xs.filter((o) => o.searchedFor === null).length}`,
    );
  }

  // The 'Relevant match' rule, measured: precision and count of the results each candidate rule would tag, over every
  // result (not only the top 10) of the tuning half, then the chosen rule on the held-out half.
  const sameFamily = (r: Judged) => r.why?.family_match === "same";
  const levelFits = (r: Judged) => sameFamily(r) && r.why!.level_match !== "far" && r.why!.level_match !== "near";
  const near = (r: Judged) => levelFits(r) && r.why!.place_match !== "elsewhere";
  const skills = (r: Judged, n: number) => near(r) && (r.why!.skills_matched ?? 0) >= n;
  const rules: Array<[string, (r: Judged) => boolean]> = [
    ["score ≥ 70 (the rule before)", (r) => r.score >= 70],
    ["same family", sameFamily],
    ["same family, level fits", levelFits],
    ["… and not far away", near],
    ...[1, 2, 3, 4].map((n) => [`… and ≥ ${n} of the person's skills`, (r: Judged) => skills(r, n)] as [string, (r: Judged) => boolean]),
    // The shipped rule's threshold and its neighbours.
    ...[-10, -5, 0, 5].map((d) => RELEVANT_FAMILY_SCORE + d).map(
      (t) => [`… ≥ ${RELEVANT_MIN_SKILLS} skill and score ≥ ${t}`, (r: Judged) => skills(r, RELEVANT_MIN_SKILLS) && r.score >= t] as [string, (r: Judged) => boolean],
    ),
  ];
  for (const s of splits) {
    const pool = by(s).flatMap((o) => o.results);
    if (!pool.length) continue;
    console.log(`\n'Relevant match' rules on every result of the ${s} half (${pool.length} results, ${f2(pool.filter((r) => r.ok).length / pool.length)} relevant): precision / results tagged`);
    for (const [name, rule] of rules) {
      const tagged = pool.filter(rule);
      console.log(`  ${name.padEnd(44)} ${f2(tagged.filter((r) => r.ok).length / tagged.length)} / ${tagged.length}`);
    }
    const shipped = pool.filter((r) => r.relevant_tag);
    console.log(`  ${"the shipped rule (match-explain.ts)".padEnd(44)} ${f2(shipped.filter((r) => r.ok).length / shipped.length)} / ${shipped.length}`);
  }
}

for (const size of SIZES) await main(size);
