import { afterAll, beforeAll, expect, it } from "vitest";
import { getDefaultSkillExtractor } from "../../server/src/engines/skills/default-extractor";
import { createLogger } from "../../server/src/lib/logger";
import { FAMILIES } from "../../server/src/modules/jobs/demo/families";
import { createIndexedSearch } from "../../server/src/modules/jobs/indexed-search";
import { createIngestService } from "../../server/src/modules/jobs/ingest-service";
import { createJobRepository, type SearchQuery } from "../../server/src/modules/jobs/job-repository";
import { skillsOfKeyword } from "../../server/src/modules/jobs/job-service";
import { HIGHER_RUNG_FIT, IC_POST_FOR_MANAGER, LOWER_RUNG_FIT, titleRung, UNSTATED_TWO_RUNGS_FIT, weightsFor } from "../../server/src/modules/jobs/ranking";
import { planPlaces } from "../../server/src/modules/jobs/search-places";
import { searcherFor, searchRoleOf } from "../../server/src/modules/jobs/searcher";
import { seededRandom } from "../../common/seeded-random";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../support/databases";

const NOW = new Date("2026-11-20T10:00:00Z");
const PLACES = ["", "Remote", "Bengaluru", "Bangalore, Karnataka", "Navi Mumbai", "Delhi NCR", "Kochi", "India", "London", "Atlantis"];

/**
 * Searches as the service builds them (keywords, the searcher's role from a resume, the place plan's clauses, work
 * mode), drawn from the demo families so every tier, role word, level and place kind comes up.
 */
function queries(): Array<{ q: SearchQuery; places: Array<SearchQuery["place"]> }> {
  const extractor = getDefaultSkillExtractor();
  const r = seededRandom(1127);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const out: Array<{ q: SearchQuery; places: Array<SearchQuery["place"]> }> = [];
  for (let i = 0; i < 90; i++) {
    const family = pick(FAMILIES);
    const texts =
      i % 4 === 0
        ? [pick(family.roles).toLowerCase()]
        : [...new Set(Array.from({ length: 1 + (i % 5) }, () => pick([...family.core, ...family.extra]).toLowerCase()))];
    const keywords = texts.map((text) => ({ text, skills: skillsOfKeyword(extractor, text) }));
    // Every third search is by someone whose resume names a role (a level stated, or read from years).
    const title = i % 3 === 0 ? `${pick(["Senior ", "Junior ", "", "Lead "])}${pick(family.roles)}` : null;
    const resume = title
      ? { parsed: { experienceEntries: [{ title, start: pick(["Jan 2012", "Mar 2019", "Jun 2024"]), end: "Present" }], headline: title }, skills: family.core.slice(0, 4) }
      : null;
    const searcher = searcherFor({ keywords, resume, now: NOW });
    const role = searchRoleOf(searcher);
    const plan = planPlaces(pick(PLACES), null);
    const clauses = [plan.primary, ...plan.fill.map((f) => f.clause)];
    const q: SearchQuery = {
      keywords,
      place: pick(clauses),
      workMode: pick(["any", "any", "remote", "onsite", "hybrid"] as const),
      limit: i % 7 === 0 ? 60 : 20,
      weights: weightsFor(new Set(keywords.flatMap((k) => k.skills)).size, role !== null),
      role,
      now: NOW,
    };
    out.push({ q, places: clauses });
  }
  // A role word with related words in the "pairs" tier (three skills), where postings of the family naming a related
  // word are candidates too: an SAP MM consultant's search takes ERP posts ("mm" itself is too short to admit any),
  // a procurement executive's Supply Chain posts (the last, checked below).
  const related = [
    // Four skills: the all-skills tier, which also takes the teaching posts naming "mathematics", "tutor"...
    { title: "Primary Mathematics Teacher", texts: ["teaching", "lesson planning", "classroom management", "communication"], where: ["Bengaluru", ""] },
    { title: "SAP MM Consultant", texts: ["sap mm", "procurement", "inventory management"], where: ["Bengaluru", ""] },
    // A role word no curated list knows, with rivals in its family (Python, Java, Node.js posts): their titles earn
    // no similarity, in the index as in SQL.
    { title: "C++ Developer", texts: ["c++", "linux", "data structures"], where: ["Bengaluru", "", "Remote"] },
    // A manager's: the family's lead and manager posts are candidates of the narrow tiers, and its senior posts fit
    // the level in part.
    { title: "Treasury Manager", texts: ["cash flow forecasting", "treasury", "banking"], where: ["", "Remote"] },
    // A supervisor's: posts naming a lower rung ("Senior Customer Service Associate") keep part of their level fit.
    { title: "Customer Service Supervisor", texts: ["customer service", "complaint handling", "crm"], where: ["", "Remote", "Chennai"] },
    { title: "Procurement Executive", texts: ["negotiation", "sap mm", "excel"], where: ["", "Mumbai", "Kolkata"] },
  ];
  for (const { title, texts, where } of related.flatMap((r) => r.where.map((w) => ({ ...r, where: w })))) {
    const keywords = texts.map((text) => ({ text, skills: skillsOfKeyword(extractor, text) }));
    const skills = keywords.flatMap((k) => k.skills);
    const searcher = searcherFor({ keywords, resume: { parsed: { experienceEntries: [{ title, start: "Mar 2023", end: "Present" }], headline: title }, skills }, now: NOW });
    const role = searchRoleOf(searcher);
    const plan = planPlaces(where, null);
    out.push({ q: { keywords, place: plan.primary, workMode: "any", limit: 20, weights: weightsFor(3, role !== null), role, now: NOW }, places: [plan.primary, ...plan.fill.map((f) => f.clause)] });
  }
  return out;
}

/** A search for one keyword naming no taxonomy skill, by nobody in particular, anywhere. */
function wordSearch(text: string): SearchQuery {
  return { keywords: [{ text, skills: skillsOfKeyword(getDefaultSkillExtractor(), text) }], place: null, workMode: "any", limit: 20, weights: weightsFor(0, false), role: null, now: NOW };
}

/** A posting written straight into the table, as an operator's SQL or another process would. */
const posting = (externalId: string, title: string, description: string) => ({
  source: "import", external_id: externalId, title, company: "Nilgiri Cooperative", location: "Ooty, Tamil Nadu", place_keys: [],
  description, work_mode: "onsite", skills: [], apply_link: `https://example.com/${externalId}`, portal: "company", apply_meta: "{}", posted_at: NOW,
});

describeEachDatabase("job search index", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    const ingest = createIngestService({ jobs: createJobRepository(db.database.knex), logger: createLogger("silent") });
    await ingest.seedDemo({ count: 3000, now: NOW });
  });
  afterAll(async () => {
    await db.drop();
  });

  it("ranks every kind of search exactly as the SQL search does, in one place or several at once", async () => {
    const jobs = createJobRepository(db.database.knex);
    // The index reads the table in pages of 700 here (5 pages), as it reads a large one.
    const indexed = createIndexedSearch({ jobs: createJobRepository(db.database.knex, { indexPage: 700 }), waitMs: 60_000 });
    const view = (r: Awaited<ReturnType<typeof jobs.search>>) => ({
      total: r.total,
      ids: r.rows.map((x) => x.id),
      scores: r.rows.map((x) => Math.round(x.score * 1e6)),
      shown: r.rows.map((x) => [x.title, x.description.length, Math.round(x.title_sim * 1e6), Math.round(x.coverage * 1e6), x.family_fit, x.level_fit]),
    });
    let nonEmpty = 0;
    for (const [i, { q, places }] of queries().entries()) {
      const what = `search ${i}: ${JSON.stringify(q.keywords.map((k) => k.text))}, ${q.place?.keys?.length ?? 0} place keys, ${q.place?.regex ?? "no"} pattern`;
      const [bySql, byIndex] = [await jobs.search(q), await indexed.search(q)];
      expect(view(byIndex), what).toEqual(view(bySql));
      if (bySql.rows.length) nonEmpty++;
      // The place and the places a search widens to, all at once (what the service does when it widens).
      if (i % 3 === 0 && places.length > 1) {
        const together = await indexed.searchPlaces(q, places);
        for (const [j, place] of places.entries()) expect(view(together[j]!), `${what}, place ${j}`).toEqual(view(await jobs.search({ ...q, place })));
      }
    }
    expect(indexed.state()?.postings).toBe(3000);
    // The related words admit postings in the narrow tier: the procurement executive's search takes Supply Chain
    // posts listing fewer than two of her three skills (the tier's other way in).
    const procurement = queries().at(-1)!.q;
    expect(procurement.role?.sharedWords).toContain("supply chain");
    const pairs = await jobs.searchTier({ ...procurement, limit: 500 }, "pairs");
    expect(pairs.rows.some((r) => /supply chain/i.test(r.title) && Math.round(r.skill_share * 3) < 2)).toBe(true);
    // So do postings of her own family listing one of her skills, whatever their title (a Logistics Coordinator post).
    const ownFamilyOneSkill = pairs.rows.filter((r) => Math.round(r.skill_share * 3) === 1 && !/procurement|purchas|sourcing|buyer|supply chain|vendor/i.test(r.title));
    expect(ownFamilyOneSkill.length).toBeGreaterThan(0);
    expect(ownFamilyOneSkill.every((r) => r.role_family === procurement.role!.family)).toBe(true);
    // The all-skills tier takes postings of her family naming her role or a related word (an Online Tutor post) even
    // when they list fewer than all four of the mathematics teacher's skills.
    const teacher = queries().find((x) => x.q.role?.word === "mathematics" && x.q.place === null)!.q;
    const all = await jobs.searchTier({ ...teacher, limit: 500 }, "all");
    expect(all.rows.some((r) => /mathematics|tutor|academic coordinator/i.test(r.title) && r.skill_share < 1)).toBe(true);
    expect(all.rows.filter((r) => r.skill_share < 1).every((r) => /mathematics|tutor|academic coordinator/i.test(r.title))).toBe(true);
    // The C++ developer's searches have family rivals, and their posts are on the page with no title similarity.
    const cpp = queries().find((x) => x.q.role?.word === "c++" && x.q.place === null)!.q;
    expect(cpp.role?.rivalWords).toContain("python");
    const cppRows = (await indexed.search(cpp)).rows;
    expect(cppRows.some((r) => /python|java|node\.js/i.test(r.title) && r.title_sim === 0)).toBe(true);
    // The treasury manager's pairs tier takes Finance Manager and Financial Controller posts listing at most one of
    // her skills; a senior analyst's post fits her level only in part, a manager's post in full.
    const treasury = queries().find((x) => x.q.role?.title === "treasury manager" && x.q.place === null)!.q;
    expect(treasury.role?.leads).toBe(true);
    const managers = await jobs.searchTier({ ...treasury, limit: 500 }, "pairs");
    expect(managers.rows.some((r) => /manager|controller|head/i.test(r.title) && Math.round(r.skill_share * 3) < 2)).toBe(true);
    expect(managers.rows.filter((r) => /^senior .*analyst/i.test(r.title)).every((r) => r.level_fit === IC_POST_FOR_MANAGER)).toBe(true);
    expect(managers.rows.filter((r) => r.role_family === treasury.role!.family && /manager/i.test(r.title)).every((r) => r.level_fit === 1)).toBe(true);
    // A post stating no level (read as mid, two rungs below a manager's) fits in part, unlike "Junior" posts.
    const unstated = managers.rows.filter((r) => r.role_level === null && !/architect/i.test(r.title) && titleRung(r.title) === null);
    expect(unstated.length).toBeGreaterThan(0);
    expect(unstated.every((r) => r.level_fit === UNSTATED_TWO_RUNGS_FIT)).toBe(true);
    expect(managers.rows.filter((r) => /^junior /i.test(r.title)).every((r) => r.level_fit === 0)).toBe(true);
    // The supervisor's staff posts keep LOWER_RUNG_FIT of their level fit; a team lead's post keeps all of it.
    const supervisor = queries().find((x) => x.q.role?.title === "customer service supervisor" && x.q.place === null)!.q;
    expect(supervisor.role?.rung).toBe(1);
    const floor = (await indexed.search({ ...supervisor, limit: 200 })).rows.filter((r) => r.role_family === supervisor.role!.family);
    expect(floor.some((r) => /associate|executive/i.test(r.title) && r.level_fit === LOWER_RUNG_FIT)).toBe(true);
    expect(floor.filter((r) => /team lead/i.test(r.title)).every((r) => r.level_fit === 1)).toBe(true);
    // For the procurement executive (a desk's staff post), a manager's or a head's post keeps at most HIGHER_RUNG_FIT.
    expect(procurement.role?.rung).toBe(0);
    const above = (await indexed.search({ ...procurement, limit: 200 })).rows.filter((r) => /\b(manager|head)\b/i.test(r.title) && !/\b(assistant|deputy)\b/i.test(r.title));
    expect(above.length).toBeGreaterThan(0);
    expect(above.every((r) => r.level_fit <= HIGHER_RUNG_FIT)).toBe(true);
    // The draw covers real searches, not only empty ones.
    expect(nonEmpty).toBeGreaterThan(60);
    // Some 200 searches each way on one core of a shared machine: more time than a single API call gets.
  }, 120_000);

  it("sees postings written outside the repository at once, added or deleted", async () => {
    const jobs = createJobRepository(db.database.knex);
    const indexed = createIndexedSearch({ jobs, waitMs: 60_000 });
    const q = wordSearch("zookeeping");
    expect((await indexed.search(q)).rows).toEqual([]);
    const before = indexed.state()!.version;
    await db.database.knex("job_postings").insert(posting("zoo-1", "Zookeeping Supervisor", "Animal care and zookeeping rounds."));
    const found = await indexed.search(q);
    expect(found.rows.map((r) => r.title)).toEqual(["Zookeeping Supervisor"]);
    expect(BigInt(indexed.state()!.version)).toBeGreaterThan(BigInt(before));
    await db.database.knex("job_postings").where({ external_id: "zoo-1" }).delete();
    expect((await indexed.search(q)).rows).toEqual([]);
  });

  it("answers from a large index while a newer one loads behind it, then shows the new postings", async () => {
    const jobs = createJobRepository(db.database.knex);
    // Every index counts as large here; a rebuild at most every 300 ms.
    const indexed = createIndexedSearch({ jobs, waitMs: 60_000, largeAt: 1, reloadEveryMs: 300 });
    const q = wordSearch("apiculture");
    expect((await indexed.search(q)).rows).toEqual([]);
    await db.database.knex("job_postings").insert(posting("bees-1", "Apiculture Field Officer", "Apiculture extension work with farmers."));
    // At once: the index it has (no rebuild was waited for); within the reload interval: the new posting.
    expect((await indexed.search(q)).rows).toEqual([]);
    await expect.poll(async () => (await indexed.search(q)).rows.map((r) => r.title), { timeout: 10_000, interval: 100 }).toEqual(["Apiculture Field Officer"]);
    await db.database.knex("job_postings").where({ external_id: "bees-1" }).delete();
  });

  it("still finds postings when the version row is gone (an operator's truncate), reading it as version 0", async () => {
    const knex = db.database.knex;
    const [row] = (await knex("job_index_state").select("version")) as Array<{ version: string }>;
    await knex("job_index_state").delete();
    try {
      const indexed = createIndexedSearch({ jobs: createJobRepository(knex), waitMs: 60_000 });
      const { q } = queries().find(({ q: x }) => x.place === null && x.keywords.some((k) => k.skills.length))!;
      const [one] = await indexed.searchPlaces(q, [null]);
      expect((await indexed.search(q)).rows.length).toBeGreaterThan(0);
      expect(one!.rows.length).toBeGreaterThan(0);
    } finally {
      await knex("job_index_state").insert({ id: 1, version: row!.version });
    }
  });
});
