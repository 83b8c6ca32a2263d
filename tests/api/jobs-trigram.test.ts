import { afterAll, beforeAll, expect, it } from "vitest";
import { seededRandom } from "../../common/seeded-random";
import { wordSimilarity } from "../../server/src/modules/jobs/trigram";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../support/databases";

/**
 * The search index computes title similarity itself and sends PostgreSQL only the postings that can still rank
 * (indexed-search.ts); that is only the same search if its word similarity is pg_trgm's, to the last bit.
 */
describeEachDatabase("title word similarity in the index", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("equals pg_trgm's word_similarity on job titles and on random text with punctuation, digits and repeats", async () => {
    const r = seededRandom(2711);
    const alphabet = "abcab  -.,/12xyzAB()";
    const noise = (n: number) => Array.from({ length: Math.floor(r() * n) }, () => alphabet[Math.floor(r() * alphabet.length)]).join("");
    const titles = ["senior data analyst", "data analyst (bi)", "sr. data analyst - sql/python", "staff nurse (trainee)", "nurse", "sap fico consultant", "c++ developer", "ui/ux designer", "2d artist", "qa", "analyst data analyst", "mathematics teacher, classes 6-10", ""];
    const needles = ["senior data analyst", "data analyst", "nursing", "sql", "react, typescript", "staff nurse (trainee)", "sap fico", "a", "ab", "the the the", "teacher mathematics primary", "UI/UX Designer"];
    const pairs: Array<[string, string]> = [...needles.flatMap((n) => titles.map((t) => [n, t] as [string, string])), ...Array.from({ length: 3000 }, () => [noise(12), noise(30)] as [string, string])];
    const result = await db.database.knex.raw("SELECT word_similarity(a, b)::float8 AS s FROM unnest(?::text[], ?::text[]) WITH ORDINALITY AS u(a, b, n) ORDER BY n", [pairs.map((p) => p[0]), pairs.map((p) => p[1])]);
    const expected = ((result.rows ?? result) as Array<{ s: number | string }>).map((row) => Number(row.s));
    expect(pairs.map(([a, b]) => wordSimilarity(a, b))).toEqual(expected);
  });

  it("leaves text beyond ASCII to PostgreSQL (which letters count depends on its locale)", () => {
    expect(wordSimilarity("são paulo", "sales manager, são paulo")).toBeNull();
    expect(wordSimilarity("nurse", "नर्स")).toBeNull();
  });
});
