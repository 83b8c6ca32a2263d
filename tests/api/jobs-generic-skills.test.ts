import { expect, it } from "vitest";
import { getDefaultSkillExtractor } from "../../server/src/engines/skills/default-extractor";
import { createIndexedSearch } from "../../server/src/modules/jobs/indexed-search";
import { createJobRepository, type SearchQuery } from "../../server/src/modules/jobs/job-repository";
import { skillsOfKeyword } from "../../server/src/modules/jobs/job-service";
import { weightsFor } from "../../server/src/modules/jobs/ranking";
import { planPlaces } from "../../server/src/modules/jobs/search-places";
import { searcherFor, searchRoleOf } from "../../server/src/modules/jobs/searcher";
import { describeEachDatabase } from "../support/databases";
import { useApi } from "../support/api-harness";
import { daysAgo, plainResume, postingsAt, searcherWithResume, useJobPostings } from "../support/job-search";

/**
 * A showroom sales executive's skills (sales, customer service, CRM) are ones every bank's relationship manager post
 * lists too. With a page of those in the city, the all-skills tier used to end the search before any sales post, which
 * lists one or two of them, was a candidate: the sales posts never showed.
 */
const POSTINGS = postingsAt(
  "Yamuna Bank",
  "New Delhi, Delhi, India",
  [
    ...Array.from({ length: 30 }, (_, i) => ({
      title: i % 2 ? "Relationship Manager" : "Personal Banker",
      description: "Grow a book of retail banking customers: sales of savings and loan products, customer service at the branch, every call logged in the CRM.",
      posted_at: daysAgo(1 + (i % 4)),
    })),
    { title: "Retail Sales Executive", description: "Sell cars to walk-in buyers and follow up every enquiry in the dealer CRM.", posted_at: daysAgo(8) },
    { title: "Sales Executive", description: "Meet walk-in customers and close sales of two-wheelers.", posted_at: daysAgo(9) },
  ],
  "generic-skills-test",
);

const TITLE = "Showroom Sales Executive";
const SKILLS = ["sales", "customer service", "crm"];

describeEachDatabase("a person with generic skills still gets their own family's posts", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, POSTINGS);

  it("When a showroom sales executive searches skills that a page of bank posts lists too, Then the sales posts are among the results, first", async () => {
    const search = await searcherWithResume(h, plainResume("Rohit Bansal", "Karol Bagh, New Delhi", TITLE, new Date().getUTCFullYear() - 1, "Sales, Customer Service, CRM"));
    const res = await search({ query: SKILLS.join(", "), location: "New Delhi" });
    expect(res.status).toBe(200);
    const titles = (res.body as { jobs: Array<{ title: string }> }).jobs.map((j) => j.title);
    expect(titles.slice(0, 2).sort()).toEqual(["Retail Sales Executive", "Sales Executive"]);
  });

  it("And the SQL search and the in-process index give the same results for that search", async () => {
    const extractor = getDefaultSkillExtractor();
    const keywords = SKILLS.map((text) => ({ text, skills: skillsOfKeyword(extractor, text) }));
    const now = new Date();
    const resume = { parsed: { experienceEntries: [{ title: TITLE, start: `Jan ${now.getUTCFullYear() - 1}`, end: "Present" }], headline: TITLE }, skills: keywords.flatMap((k) => k.skills) };
    const role = searchRoleOf(searcherFor({ keywords, resume, now }));
    expect(role?.family).toBe("sales");
    const q: SearchQuery = { keywords, place: planPlaces("New Delhi", null).primary, workMode: "any", limit: 20, weights: weightsFor(3, true), role, now };
    const jobs = createJobRepository(h.db.database.knex);
    const indexed = createIndexedSearch({ jobs, waitMs: 60_000 });
    const view = (r: Awaited<ReturnType<typeof jobs.search>>) => ({ total: r.total, rows: r.rows.map((x) => [x.title, Math.round(x.score * 1e6)]) });
    const [bySql, byIndex] = [await jobs.search(q), await indexed.search(q)];
    expect(view(byIndex)).toEqual(view(bySql));
    expect(bySql.rows.filter((r) => r.role_family === "sales").map((r) => r.title).sort()).toEqual(["Retail Sales Executive", "Sales Executive"]);
    // The bank posts still make the all-skills tier (the top-up does not count towards it), so the search stops there;
    // the retail sales post names a word of the showroom executive's desk ("retail", role-words.ts DESK_GROUPS), which
    // admits it to the tier as their own role word would.
    expect(bySql.total).toBe(31);
  });
});
