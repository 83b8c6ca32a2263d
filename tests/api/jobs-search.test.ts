import { beforeAll, expect, it } from "vitest";
import { createLogger } from "../../server/src/lib/logger";
import { createIngestService } from "../../server/src/modules/jobs/ingest-service";
import { getDefaultSkillExtractor } from "../../server/src/engines/skills/default-extractor";
import { createJobRepository } from "../../server/src/modules/jobs/job-repository";
import { createUserRepository } from "../../server/src/modules/auth/user-repository";
import { createResumeLookup } from "../../server/src/modules/resume";
import { weightsFor } from "../../server/src/modules/jobs/ranking";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/** A small, known index: analyst roles, unrelated roles, and the place spellings the filter must understand. */
const POSTINGS = [
  { title: "Data Analyst", company: "Brightloom Analytics", location: "Bengaluru, Karnataka, India", work_mode: "hybrid", description: "Build dashboards in Tableau and Power BI. Write SQL every day and analyse funnels in Excel. Data analysis for the growth team.", posted_at: daysAgo(1) },
  { title: "Senior Data Analyst", company: "Kalpaka Commerce", location: "Bangalore", work_mode: "onsite", description: "Own data analysis for marketplace metrics with SQL, Python and Tableau.", posted_at: daysAgo(3) },
  { title: "Business Intelligence Analyst", company: "Helixa Insurance", location: "Gurgaon, Haryana", work_mode: "onsite", description: "Power BI reports, SQL Server and Excel models for the claims team.", posted_at: daysAgo(5) },
  { title: "Product Analyst", company: "Vistaara Learning", location: "Remote, India", work_mode: "remote", description: "Remote role. Product analytics with SQL, Excel and A/B testing.", posted_at: daysAgo(2) },
  { title: "Staff Nurse", company: "Neelgiri Hospitals", location: "Chennai, Tamil Nadu, India", work_mode: "onsite", description: "Patient care across ICU shifts, infection control and first aid.", posted_at: daysAgo(1) },
  { title: "Mathematics Teacher", company: "Upavan Public School", location: "Noida, Uttar Pradesh", work_mode: "onsite", description: "Lesson planning and classroom management for grades 9 and 10.", posted_at: daysAgo(1) },
  { title: "Sales Manager", company: "Ironbark Logistics", location: "New Delhi, Delhi, India", work_mode: "onsite", description: "B2B sales, negotiation and lead generation. Excel reporting of the pipeline.", posted_at: daysAgo(2) },
  { title: "Data Analyst", company: "Wavecrest Data", location: "London, United Kingdom", work_mode: "hybrid", description: "SQL, Python and Looker for a fintech. Data analysis of payments.", posted_at: daysAgo(4) },
  { title: "Garment Merchandiser", company: "Kovai Knits", location: "Tirupur, Tamil Nadu", work_mode: "onsite", description: "Merchandising for export orders: vendor follow-up, costing and shipment schedules.", posted_at: daysAgo(2) },
  { title: "Reporting Analyst", company: "Quillstone Retail", location: "Bombay", work_mode: "onsite", description: "MIS reports in Excel and SQL; data analysis for store operations.", posted_at: daysAgo(20) },
  {
    title: "Warehouse Analyst", company: "Tarangini Foods", location: "Nagpur, Maharashtra", work_mode: "onsite", posted_at: daysAgo(2),
    description: `Inventory analytics with SQL and Excel for our cold chain. ${"Shift planning, stock ageing and dispatch reports for the regional depots. ".repeat(30)}`,
  },
].map((p, i) => ({ ...p, apply_link: `https://careers.example.com/search-test/${i}` }));

async function authed(h: Harness) {
  const { session } = await signUp(h);
  return (query: Record<string, string | number>) => h.api().get("/api/v1/jobs/search").query(query).set("Authorization", `Bearer ${session.access_token}`);
}

describeEachDatabase("job search", (kind) => {
  const h = useApi(kind);
  beforeAll(async () => {
    const ingest = createIngestService({ jobs: createJobRepository(h.db.database.knex), logger: createLogger("silent") });
    await ingest.importFeed(JSON.stringify(POSTINGS), "json");
  });

  it("accepts the query as a browser encodes it (spaces as +, commas escaped or not)", async () => {
    const { session } = await signUp(h);
    for (const raw of ["power+bi%2Csql", "power+bi,sql", "power%20bi,sql"]) {
      const res = await h.api().get(`/api/v1/jobs/search?query=${raw}&location=`).set("Authorization", `Bearer ${session.access_token}`);
      expect(res.status, raw).toBe(200);
      expect(res.body.query).toEqual(["power bi", "sql"]);
    }
  });

  it("sends a long description cut at a word, with an ellipsis, not whole", async () => {
    const search = await authed(h);
    const res = await search({ query: "warehouse analyst", location: "Nagpur" });
    const job = res.body.jobs.find((j: { title: string }) => j.title === "Warehouse Analyst");
    expect(job.description.length).toBeLessThanOrEqual(601);
    expect(job.description.length).toBeGreaterThan(480);
    expect(job.description).toMatch(/^Inventory analytics with SQL and Excel for our cold chain\. Shift planning.*[a-z,.]…$/s);
  });

  it("reads the searcher's account and latest resume in one statement, the same as read apart", async () => {
    const knex = h.db.database.knex;
    const users = createUserRepository(knex);
    const resumes = createResumeLookup(knex);
    const { session } = await signUp(h);
    const id = session.user.id;
    const none = await users.findByIdWith(id, resumes.rankingFactsSql);
    expect(none.user).toEqual(await users.findById(id));
    expect(resumes.rankingFactsFrom(none.also)).toBeUndefined();
    const text = "Asha Rao\nasha@example.com | Pune\n\nExperience\nSenior Data Analyst, Brightloom, Pune\nJan 2020 - Present\n- Built SQL dashboards.\n\nSkills\nSQL, Tableau, Excel";
    const upload = await h.api().post("/api/v1/resume/upload?parse=true").set({ Authorization: `Bearer ${session.access_token}` }).attach("file", Buffer.from(text), "asha.txt");
    expect(upload.status).toBe(200);
    const both = await users.findByIdWith(id, resumes.rankingFactsSql);
    expect(both.user).toEqual(await users.findById(id));
    const facts = resumes.rankingFactsFrom(both.also);
    expect(facts).toEqual(await resumes.latestRankingFacts(id));
    expect(facts?.skills).toEqual(expect.arrayContaining(["SQL", "Tableau"]));
    expect(await users.findByIdWith("00000000-0000-4000-8000-000000000000", resumes.rankingFactsSql)).toEqual({ user: undefined, also: undefined });
  });

  it("lists the search under the dashboard's recent searches", async () => {
    const { session } = await signUp(h);
    const auth = { Authorization: `Bearer ${session.access_token}` };
    expect((await h.api().get("/api/v1/jobs/search").query({ query: "sql, tableau", location: "Bengaluru" }).set(auth)).status).toBe(200);
    const dash = await h.api().get("/api/v1/dashboard").set(auth);
    expect(dash.body.recent_searches[0]).toMatchObject({ summary: "Searched sql, tableau in Bengaluru", data: { keywords: ["sql", "tableau"], location: "Bengaluru" } });
  });

  it("ranks analyst postings above unrelated ones for a data-analyst query, with every job field", async () => {
    const search = await authed(h);
    const res = await search({ query: "data analysis, sql, excel, tableau", location: "" });
    expect(res.status).toBe(200);
    const titles = res.body.jobs.map((j: { title: string }) => j.title);
    expect(titles.slice(0, 2)).toEqual(expect.arrayContaining(["Data Analyst"]));
    const firstUnrelated = titles.findIndex((t: string) => ["Sales Manager", "Staff Nurse", "Mathematics Teacher"].includes(t));
    const lastAnalyst = Math.max(...titles.map((t: string, i: number) => (/Analyst/.test(t) ? i : -1)));
    if (firstUnrelated >= 0) expect(firstUnrelated).toBeGreaterThan(lastAnalyst);
    expect(titles).not.toContain("Staff Nurse");
    const top = res.body.jobs[0];
    expect(top).toMatchObject({ relevant: true, source: "import", company: expect.any(String), work_mode: expect.stringMatching(/remote|hybrid|onsite/) });
    expect(top.score).toBeGreaterThanOrEqual(70);
    expect(top.matched_skills).toEqual(expect.arrayContaining(["SQL", "Excel", "Tableau"]));
    expect(top.posted_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(top.scraped_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const scores = res.body.jobs.map((j: { score: number }) => j.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const sales = res.body.jobs.find((j: { title: string }) => j.title === "Sales Manager");
    if (sales) expect(sales.relevant).toBe(false);
    expect(res.body).toMatchObject({ total: res.body.jobs.length, query: ["data analysis", "sql", "excel", "tableau"], location: "", hidden_count: 0 });
  });

  type Found = { title: string; location: string; work_mode: string; why: { place_match: string; place_note: string | null } };
  const inPlace = (jobs: Found[]) => jobs.filter((j) => ["local", "region"].includes(j.why.place_match));

  it("understands old and new city names, 'City, State PIN' and metro regions", async () => {
    const search = await authed(h);
    const local = async (location: string) =>
      inPlace((await search({ query: "sql, excel, data analysis, power bi", location })).body.jobs)
        .map((j) => j.location)
        .sort();
    expect(await local("Bangalore")).toEqual(["Bangalore", "Bengaluru, Karnataka, India"]);
    expect(await local("Bengaluru, Karnataka 560034")).toEqual(["Bangalore", "Bengaluru, Karnataka, India"]);
    expect(await local("Gurugram")).toEqual(expect.arrayContaining(["Gurgaon, Haryana", "New Delhi, Delhi, India"]));
    expect(await local("Mumbai")).toEqual(["Bombay"]);
    expect(await local("Navi Mumbai, Maharashtra 400703")).toEqual(["Bombay"]);
    expect(await local("Delhi NCR")).toEqual(["Gurgaon, Haryana", "New Delhi, Delhi, India"]);
    expect(await local("United Kingdom")).toEqual(["London, United Kingdom"]);
    expect(await local("India")).not.toContain("London, United Kingdom");
    const navi = await search({ query: "sql, excel", location: "Navi Mumbai, Maharashtra 400703" });
    expect(navi.body.place).toMatchObject({ used: "Navi Mumbai", scope: "city", includes: expect.arrayContaining(["Mumbai region"]) });
    expect(navi.body.jobs.find((j: Found) => j.location === "Bombay").why).toMatchObject({ place_match: "region", place_note: "Mumbai, in the Mumbai region" });
  });

  it("finds a town it has no name list for by the words of its location, and searches its state's cities with it", async () => {
    const search = await authed(h);
    const found = async (location: string) => (await search({ query: "merchandising", location })).body;
    expect((await found("Tirupur")).jobs.map((j: Found) => [j.title, j.why.place_match])).toEqual([["Garment Merchandiser", "local"]]);
    // A town we know nothing about finds nothing there, so the search widens (anywhere, as no country is known).
    const namakkal = await found("Namakkal");
    expect(namakkal.jobs.map((j: Found) => [j.title, j.why.place_match])).toEqual([["Garment Merchandiser", "elsewhere"]]);
    // With its state, the state's cities are searched with it, as a city's metro region is (2026-11-27, fifth pass).
    const near = await found("Namakkal, Tamil Nadu");
    expect(near.jobs.map((j: Found) => [j.title, j.why.place_match])).toEqual([["Garment Merchandiser", "region"]]);
    expect(near.jobs[0].why.place_note).toBe("Tiruppur, in the Tamil Nadu region");
    expect(near.place).toMatchObject({ used: "Namakkal", filled: false });
    expect(near.place.note).toMatch(/^Showing roles in Namakkal and the Tamil Nadu region, and remote roles open to candidates in India\./);
  });

  it("with a city filled still shows remote postings open to that country, labelled, so Remote is never empty", async () => {
    const search = await authed(h);
    const pune = await search({ query: "sql, excel", location: "Pune" });
    const remote = pune.body.jobs.filter((j: Found) => j.work_mode === "remote");
    expect(remote.map((j: Found) => j.title)).toEqual(["Product Analyst"]);
    expect(remote[0].why).toMatchObject({ place_match: "remote", place_note: "Remote — open to candidates in India" });
    expect(pune.body.place.note).toMatch(/^Showing roles in Pune and the Pune region, and remote roles open to candidates in India\./);
    // A London search does not offer a remote role open only to candidates in India.
    const london = await search({ query: "sql, excel", location: "London" });
    expect(london.body.jobs.map((j: Found) => j.title)).not.toContain("Product Analyst");
  });

  it("finds remote postings first for 'Remote', everything for a blank location, and filters by work mode", async () => {
    const search = await authed(h);
    const remote = await search({ query: "sql, excel", location: "Remote" });
    expect(remote.body.jobs[0]).toMatchObject({ title: "Product Analyst", why: { place_match: "remote" } });
    expect(remote.body.location).toBe("Remote");
    // Few remote matches: on-site roles in India follow, each saying it is not remote.
    for (const j of remote.body.jobs.slice(1) as Found[]) {
      expect(j.work_mode).not.toBe("remote");
      expect(j.why.place_note).toMatch(/^(On-site|Hybrid) in .* — not remote/);
      expect(j.location).not.toMatch(/London/);
    }
    const anywhere = await search({ query: "sql, excel", location: "" });
    expect(anywhere.body.jobs.map((j: { location: string }) => j.location)).toEqual(
      expect.arrayContaining(["Remote, India", "London, United Kingdom", "Bengaluru, Karnataka, India"]),
    );
    expect(anywhere.body.place).toMatchObject({ used: "Anywhere", scope: "anywhere", filled: false });
    const hybrid = await search({ query: "sql, excel", location: "", work_mode: "hybrid" });
    expect(hybrid.body.jobs.length).toBeGreaterThan(0);
    expect(hybrid.body.jobs.every((j: { work_mode: string }) => j.work_mode === "hybrid")).toBe(true);
    const onsiteLondon = await search({ query: "sql", location: "London", work_mode: "onsite" });
    expect(onsiteLondon.body).toMatchObject({ jobs: [], total: 0 });
  });

  it("uses the default location 'Remote' when none is sent", async () => {
    const search = await authed(h);
    const res = await search({ query: "sql" });
    expect(res.status).toBe(200);
    expect(res.body.location).toBe("Remote");
    expect(res.body.place).toMatchObject({ used: "Remote", scope: "remote" });
    expect(res.body.jobs[0].work_mode).toBe("remote");
  });

  it("counts one job match per search in the user's daily quota", async () => {
    const search = await authed(h);
    const first = await search({ query: "sql", location: "" });
    const second = await search({ query: "excel", location: "" });
    expect(first.body.quota).toMatchObject({ plan: "pro_plus", daily_limit: null, used_today: 1, remaining_today: null });
    expect(second.body.quota.used_today).toBe(2);
  });

  it("cleans keywords like the workspace and refuses a query with none left", async () => {
    const search = await authed(h);
    const cleaned = await search({ query: "SQL; Excel | the, and, sql, Data Analysis/Tableau", location: "" });
    expect(cleaned.body.query).toEqual(["sql", "excel", "data analysis", "tableau"]);
    const blank = await search({ query: " , ; the, and ", location: "" });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe("Please enter at least one valid skill keyword (comma-separated).");
    const missing = await search({ location: "" });
    expect(missing.status).toBe(400);
    // A refused search uses nothing from the quota.
    const after = await search({ query: "sql", location: "" });
    expect(after.body.quota.used_today).toBe(2);
  });

  it("returns one page of 20 by default and more with max_pages, and refuses more than 5 pages", async () => {
    const ingest = createIngestService({ jobs: createJobRepository(h.db.database.knex), logger: createLogger("silent") });
    const many = Array.from({ length: 45 }, (_, i) => ({
      title: `Kubernetes Platform Engineer ${i + 1}`,
      company: "Zentrova Cloud",
      location: "Pune, Maharashtra",
      description: "Kubernetes, Terraform and Prometheus on AWS.",
      apply_link: `https://careers.example.com/k8s/${i}`,
    }));
    await ingest.importFeed(JSON.stringify(many), "json");
    const search = await authed(h);
    const one = await search({ query: "kubernetes, terraform", location: "Pune" });
    expect(one.body.jobs).toHaveLength(20);
    expect(one.body.total).toBe(45);
    const two = await search({ query: "kubernetes, terraform", location: "Pune", max_pages: 2 });
    expect(two.body.jobs).toHaveLength(40);
    const tooMany = await search({ query: "kubernetes", location: "Pune", max_pages: 6 });
    expect(tooMany.status).toBe(400);
  });

  it("fills a page from the best tier first: every query skill, then at least two of them, then any", async () => {
    const repo = createJobRepository(h.db.database.knex);
    const search = (texts: string[], limit: number) =>
      repo.search({
        keywords: texts.map((t) => ({ text: t, skills: [getDefaultSkillExtractor().canonicalize(t)!] })),
        place: null,
        workMode: "any",
        limit,
        weights: weightsFor(texts.length),
      });
    const skillsOf = (rows: Array<{ skills: string[] }>) => rows.map((r) => r.skills.filter((s) => ["SQL", "Tableau", "Python"].includes(s)).length);
    // One posting lists SQL, Python and Tableau: it fills a page of one on its own.
    const all = await search(["sql", "tableau", "python"], 1);
    expect(all.rows.map((r) => r.title)).toEqual(["Senior Data Analyst"]);
    expect(all.total).toBe(1);
    // A page of two needs the postings that list two of the three, and only those.
    const pairs = await search(["sql", "tableau", "python"], 2);
    expect(skillsOf(pairs.rows)).toEqual([3, 2]);
    expect(pairs.total).toBe(3);
    // A large page takes every posting that lists any of them, best first.
    const any = await search(["sql", "tableau", "python"], 100);
    const counts = skillsOf(any.rows);
    expect(counts[0]).toBe(3);
    expect(Math.min(...counts)).toBe(1);
    expect(any.total).toBeGreaterThan(3);
  });

  it("asks for a login without a token", async () => {
    const res = await h.api().get("/api/v1/jobs/search").query({ query: "sql" });
    expect(res.status).toBe(401);
  });
});

describeEachDatabase("demo job corpus", (kind) => {
  const h = useApi(kind);
  const service = () => createIngestService({ jobs: createJobRepository(h.db.database.knex), logger: createLogger("silent") });

  it("is searchable after seeding, with demo postings marked as such and honest apply links", async () => {
    const seeded = await service().seedDemo({ count: 400 });
    expect(seeded).toEqual({ inserted: 400, updated: 0 });
    const { session } = await signUp(h);
    const res = await h.api().get("/api/v1/jobs/search").query({ query: "sql, data analysis, tableau, excel", location: "" }).set("Authorization", `Bearer ${session.access_token}`);
    expect(res.status).toBe(200);
    expect(res.body.jobs.length).toBe(20);
    const top = res.body.jobs.slice(0, 5);
    for (const job of top) {
      expect(job.source).toBe("demo");
      expect(job.title).toMatch(/Analyst|Analytics|Intelligence/);
      expect(job.apply_link).toMatch(/^https:\/\/www\.(naukri\.com|linkedin\.com\/jobs\/search)\//);
    }
    expect(top[0].relevant).toBe(true);
  });

  it("re-seeding updates the same postings and never duplicates them", async () => {
    const again = await service().seedDemo({ count: 400 });
    expect(again).toEqual({ inserted: 0, updated: 400 });
    const [row] = await h.db.database.knex("job_postings").where({ source: "demo" }).count<{ n: string }[]>({ n: "*" });
    const n = row!.n;
    expect(Number(n)).toBe(400);
  });
});
