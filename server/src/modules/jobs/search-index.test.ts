import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../../common/seeded-random";
import type { RescoreParts, SearchQuery } from "./job-repository";
import { weightsFor } from "./ranking";
import { rankPool, SearchIndex, type IndexRow, type PooledPosting } from "./search-index";
import { wordSimilarity } from "./trigram";

const TITLES = ["Senior Data Analyst", "Data Analyst", "BI Analyst", "Business Analyst", "Data Engineer", "Junior Data Analyst", "Analytics Lead", "Staff Nurse", "Data Scientist", "Reporting Analyst (SQL)"];

/** An onsite data analyst posting with no skills, place or family, unless `over` says otherwise. */
function indexRow(id: string, over: Partial<IndexRow>): IndexRow {
  return {
    id,
    title: "Data Analyst",
    skills: [],
    place_keys: [],
    location: null,
    work_mode: "onsite",
    role_family: null,
    role_level: null,
    posted_ms: 1_790_000_000_000,
    scraped_ms: 1_790_000_000_000,
    ...over,
  };
}

/**
 * narrow() leaves out of PostgreSQL's work the pooled postings that cannot be among the best once the parts only
 * PostgreSQL knows are added. Whatever those parts turn out to be, the best q.limit must be the same as from the
 * whole pool: checked here over random pools and random phrase and full-text parts.
 */
describe("search index: narrowing the rescore pool", () => {
  const rows: IndexRow[] = Array.from({ length: 100 }, (_, i) =>
    indexRow(`p${String(i).padStart(3, "0")}`, { title: TITLES[i % TITLES.length]!, posted_ms: 1_790_000_000_000 - i * 60_000 }),
  );
  const index = new SearchIndex(rows, "1");
  const positions = index.positionsOf(rows.map((r) => r.id));

  for (const [label, roleKnown] of [["with the person's role", true], ["keywords only", false]] as const) {
    it(`keeps every posting that can still rank, and the same best ${20}, ${label}`, () => {
      const r = seededRandom(roleKnown ? 11 : 12);
      const n = 3;
      const q: SearchQuery = {
        keywords: [{ text: "sql", skills: ["SQL"] }, { text: "tableau", skills: ["Tableau"] }, { text: "data analysis", skills: [] }],
        place: null,
        workMode: "any",
        limit: 20,
        weights: weightsFor(2, roleKnown),
        role: roleKnown ? { family: "data", neighbours: [], level: 3, title: "data analyst", word: "analyst" } : null,
      };
      let pruned = 0;
      for (let trial = 0; trial < 200; trial++) {
        const pool: PooledPosting[] = rows.map((row, i) => ({
          id: row.id,
          position: positions[i]!,
          covered: Array.from({ length: n }, () => (r() < 0.5 ? "1" : "0")).join(""),
          skill_share: Math.floor(r() * 3) / 2,
          freshness: r(),
          family_fit: [0, 0.5, 1][Math.floor(r() * 3)]!,
          level_fit: [0, 0.75, 1][Math.floor(r() * 3)]!,
          role_hit: roleKnown && r() < 0.3 ? 1 : 0,
        }));
        const texts = q.role?.title ? [q.role.title] : q.keywords.map((k) => k.text);
        const parts = new Map<string, RescoreParts>(
          rows.map((row) => [
            row.id,
            {
              title_sim: Math.max(...texts.map((t) => wordSimilarity(t, row.title.toLowerCase())!)),
              phrases: Array.from({ length: n }, () => (r() < 0.3 ? "1" : "0")).join(""),
              text_rank: r() * 0.99,
            },
          ]),
        );
        const narrowed = index.narrow(q, pool);
        pruned += pool.length - narrowed.pool.length;
        for (const p of narrowed.pool) expect(p.title_sim).toBe(parts.get(p.id)!.title_sim);
        const best = (list: PooledPosting[], anyRoleHit?: boolean) => rankPool(q, list, parts, anyRoleHit).map((x) => [x.id, x.score]);
        expect(best(narrowed.pool, narrowed.anyRoleHit)).toEqual(best(pool));
      }
      expect(pruned).toBeGreaterThan(0);
    });
  }
});

/** Stage 1's candidate rules counted as the SQL does (skills @> counts a listed skill once; place and work mode both hold). */
describe("search index: candidates", () => {
  const row = indexRow;
  const q = (over: Partial<SearchQuery>): SearchQuery => ({
    keywords: [{ text: "sql", skills: ["SQL"] }, { text: "tableau", skills: ["Tableau"] }],
    place: null,
    workMode: "any",
    limit: 20,
    weights: weightsFor(2, false),
    role: null,
    ...over,
  });

  it("counts a skill a posting lists twice once: SQL twice is not SQL and Tableau", () => {
    const index = new SearchIndex([row("twice", { skills: ["SQL", "SQL"] }), row("both", { skills: ["SQL", "Tableau"] })], "1");
    expect(index.pool(q({}), "pairs").pool.map((p) => p.id)).toEqual(["both"]);
    const any = index.pool(q({}), "any").pool;
    expect(any.find((p) => p.id === "twice")?.skill_share).toBe(0.5);
  });

  it("keeps the work mode filter when it walks a city's own postings", () => {
    // The city's list (2 postings) is shorter than the skill's (3), so the walk goes through the city.
    const index = new SearchIndex(
      [
        row("pune-remote", { skills: ["SQL"], place_keys: ["city:pune"], work_mode: "remote" }),
        row("pune-onsite", { skills: ["SQL"], place_keys: ["city:pune"], work_mode: "onsite" }),
        row("delhi-onsite", { skills: ["SQL"], place_keys: ["city:delhi"], work_mode: "onsite" }),
      ],
      "1",
    );
    const found = index.pool(q({ keywords: [{ text: "sql", skills: ["SQL"] }], place: { keys: ["city:pune"] }, workMode: "onsite" }), "any");
    expect(found.pool.map((p) => p.id)).toEqual(["pune-onsite"]);
  });
});

describe("search index: the family a skill says", () => {
  it("When most postings listing a skill are of one family, Then the skill says it, with the share and the count", () => {
    const rows = [
      ...Array.from({ length: 8 }, (_, i) => indexRow(`c${i}`, { title: "Civil Site Engineer", skills: ["Formwork", "AutoCAD"], role_family: "civil-engineering" })),
      ...Array.from({ length: 6 }, (_, i) => indexRow(`m${i}`, { title: "Mechanical Design Engineer", skills: ["AutoCAD", "SolidWorks"], role_family: "mechanical-engineering" })),
      indexRow("x", { title: "Site Helper", skills: ["Formwork"] }),
    ];
    const index = new SearchIndex(rows, "1");
    // A posting of no family counts among those listing the skill, not for any family.
    expect(index.skillFamily("Formwork")).toEqual({ family: "civil-engineering", share: 8 / 9, postings: 9 });
    expect(index.skillFamily("AutoCAD")).toEqual({ family: "civil-engineering", share: 8 / 14, postings: 14 });
    expect(index.skillFamily("Patient Care")).toEqual({ family: null, share: 0, postings: 0 });
  });
});
