import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONNECTORS } from "../../server/src/engines/job-sources";
import type { BoardConfig, NormalisedPosting } from "../../server/src/engines/job-sources/types";
import { createLogger } from "../../server/src/lib/logger";
import { createIngestService } from "../../server/src/modules/jobs/ingest-service";
import { createJobRepository } from "../../server/src/modules/jobs/job-repository";
import { parseBoardsFile } from "../../server/src/modules/jobs/board-config";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi } from "../support/api-harness";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/job-boards");
const fixture = (name: string) => JSON.parse(readFileSync(path.join(FIXTURES, name), "utf8")) as unknown;

/** A stand-in for the public job boards: serves the recorded responses; the test can swap a payload. */
function startBoardServer() {
  const routes = new Map<string, () => { status: number; body?: unknown; delayMs?: number }>([
    ["/v1/boards/tarangapay/jobs?content=true", () => ({ status: 200, body: fixture("greenhouse-jobs.json") })],
    ["/v0/postings/kestrelon?mode=json", () => ({ status: 200, body: fixture("lever-postings.json") })],
    ["/posting-api/job-board/lumora?includeCompensation=true", () => ({ status: 200, body: fixture("ashby-job-board.json") })],
    ["/api/remote-jobs?limit=50", () => ({ status: 200, body: fixture("remotive-jobs.json") })],
    ["/v1/companies/Tarangini/postings?limit=100&offset=0", () => ({ status: 200, body: fixture("smartrecruiters-postings.json") })],
    ["/v1/companies/Tarangini/postings/744000012345678", () => ({ status: 200, body: fixture("smartrecruiters-posting-744000012345678.json") })],
    ["/v1/companies/Tarangini/postings/744000012345679", () => ({ status: 200, body: fixture("smartrecruiters-posting-744000012345679.json") })],
    ["/api/v1/widget/accounts/kestrelon?details=true", () => ({ status: 200, body: fixture("workable-account.json") })],
    ["/api/offers/", () => ({ status: 200, body: fixture("recruitee-offers.json") })],
    ["/api/job-board-api?page=1", () => ({ status: 200, body: fixture("arbeitnow-page-1.json") })],
    ["/api/job-board-api?page=2", () => ({ status: 200, body: fixture("arbeitnow-page-2.json") })],
    ["/v1/boards/broken/jobs?content=true", () => ({ status: 500, body: { error: "internal" } })],
    ["/v1/boards/slow/jobs?content=true", () => ({ status: 200, body: { jobs: [] }, delayMs: 3000 })],
    ["/v0/postings/not-json?mode=json", () => ({ status: 200, body: "<html>maintenance</html>" })],
  ]);
  const server = http.createServer((req, res) => {
    const route = routes.get(req.url ?? "");
    const answer = route ? route() : { status: 404, body: { ok: false } };
    const timer = setTimeout(() => {
      const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status, { "content-type": typeof answer.body === "string" ? "text/html" : "application/json" });
      res.end(text);
    }, answer.delayMs ?? 0);
    res.on("close", () => clearTimeout(timer));
  });
  return {
    routes,
    url: "",
    async start() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

const boards = new (class {
  server = startBoardServer();
  get greenhouse(): BoardConfig { return { connector: "greenhouse", name: "tarangapay", base_url: this.server.url }; }
  get lever(): BoardConfig { return { connector: "lever", name: "kestrelon", company: "Kestrelon Mobility", base_url: this.server.url }; }
  get ashby(): BoardConfig { return { connector: "ashby", name: "lumora", company: "Lumora Health", base_url: this.server.url }; }
  get remotive(): BoardConfig { return { connector: "remotive", params: { limit: "50" }, base_url: this.server.url }; }
  get arbeitnow(): BoardConfig { return { connector: "arbeitnow", max_pages: 5, base_url: this.server.url }; }
  get smartrecruiters(): BoardConfig { return { connector: "smartrecruiters", name: "Tarangini", base_url: this.server.url }; }
  get workable(): BoardConfig { return { connector: "workable", name: "kestrelon", base_url: this.server.url }; }
  get recruitee(): BoardConfig { return { connector: "recruitee", name: "neelgiri", base_url: this.server.url }; }
})();

beforeAll(() => boards.server.start());
afterAll(() => boards.server.stop());

const byTitle = (list: NormalisedPosting[], title: string) => list.find((p) => p.title === title)!;

describe("job-board connectors read each board's documented response", () => {
  it("Greenhouse: unescapes and strips the HTML, keeps the board token and job id for applying, skips untitled jobs", async () => {
    const list = await CONNECTORS.greenhouse.fetchPostings(boards.greenhouse);
    expect(list).toHaveLength(2);
    const analyst = byTitle(list, "Senior Data Analyst");
    expect(analyst).toMatchObject({
      source: "greenhouse",
      external_id: "tarangapay:4012345",
      company: "Taranga Pay",
      location: "Bengaluru, Karnataka, India",
      work_mode: "hybrid",
      seniority: "senior",
      portal: "greenhouse",
      apply_link: "https://boards.greenhouse.io/tarangapay/jobs/4012345",
      apply_meta: { board_token: "tarangapay", job_id: "4012345" },
    });
    expect(analyst.description).toContain("• Write complex SQL on BigQuery & Python notebooks");
    expect(analyst.description).toContain("We don't accept <script> tags in applications.");
    expect(analyst.description).not.toMatch(/<p>|&lt;|&amp;/);
    expect(analyst.skills).toEqual(expect.arrayContaining(["Tableau", "Power BI", "SQL", "BigQuery", "Python"]));
    expect(analyst.posted_at?.toISOString()).toBe("2026-11-15T09:00:00.000Z");
    const backend = byTitle(list, "Backend Engineer (Go)");
    expect(backend.work_mode).toBe("remote");
    expect(backend.company).toBe("tarangapay");
  });

  it("Lever: uses workplaceType, joins the description lists, and keeps company and posting id for applying", async () => {
    const list = await CONNECTORS.lever.fetchPostings(boards.lever);
    const pm = byTitle(list, "Performance Marketing Manager");
    expect(pm).toMatchObject({
      source: "lever",
      company: "Kestrelon Mobility",
      location: "Gurgaon, Haryana",
      work_mode: "hybrid",
      portal: "lever",
      apply_meta: { company: "kestrelon", posting_id: "5b1e9c1a-7d3f-4a57-b1a4-2f0d3c9e7a11" },
      apply_link: "https://jobs.lever.co/kestrelon/5b1e9c1a-7d3f-4a57-b1a4-2f0d3c9e7a11",
    });
    expect(pm.description).toContain("What you'll do\n• Own A/B testing of landing pages");
    expect(pm.skills).toEqual(expect.arrayContaining(["Google Ads", "Meta Ads", "A/B Testing", "Excel", "SQL"]));
    expect(pm.posted_at?.toISOString()).toBe(new Date(1763366400000).toISOString());
    // "unspecified" says nothing, so the location decides.
    expect(byTitle(list, "Customer Support Specialist").work_mode).toBe("remote");
  });

  it("Ashby: maps workplaceType and isRemote, adds compensation, drops unlisted jobs and unsafe apply links", async () => {
    const list = await CONNECTORS.ashby.fetchPostings(boards.ashby);
    expect(list.map((p) => p.title)).toEqual(["Machine Learning Engineer", "Product Designer"]);
    const ml = list[0]!;
    expect(ml).toMatchObject({ work_mode: "onsite", location: "Hyderabad; Pune", company: "Lumora Health", apply_meta: { job_board_name: "lumora" } });
    expect(ml.description).toContain("Compensation: ₹30L – ₹45L");
    expect(ml.skills).toContain("PyTorch");
    // The javascript: apply link is refused; the job page link is used instead.
    expect(list[1]).toMatchObject({ work_mode: "remote", apply_link: "https://jobs.ashbyhq.com/lumora/a1b2c3d4-0000-4000-8000-000000000002" });
  });

  it("Remotive: every job is remote, with the required location and the salary kept", async () => {
    const list = await CONNECTORS.remotive.fetchPostings(boards.remotive);
    expect(list).toHaveLength(2);
    const react = byTitle(list, "Senior React Developer");
    expect(react).toMatchObject({ work_mode: "remote", location: "Remote (India)", company: "Quillstone Software", external_id: "1983321" });
    expect(react.description).toContain("Salary: $40k - $60k");
    expect(react.skills).toEqual(expect.arrayContaining(["React", "TypeScript", "GraphQL"]));
    expect(react.posted_at?.toISOString()).toBe("2026-11-17T10:23:26.000Z");
    expect(byTitle(list, "Data Engineer").location).toBe("Remote");
  });

  it("Arbeitnow: follows the pages, reads remote and hybrid, and converts epoch seconds", async () => {
    const list = await CONNECTORS.arbeitnow.fetchPostings(boards.arbeitnow);
    expect(list.map((p) => p.title)).toEqual(["DevOps Engineer (m/w/d)", "Frontend Developer"]);
    expect(list[0]).toMatchObject({ work_mode: "hybrid", location: "Berlin", company: "Emberline Cloud" });
    expect(list[0]!.skills).toEqual(expect.arrayContaining(["Kubernetes", "Terraform", "AWS", "DevOps"]));
    expect(list[1]).toMatchObject({ work_mode: "remote" });
    expect(list[0]!.posted_at?.toISOString()).toBe(new Date(1763280000 * 1000).toISOString());
  });

  it("Remotive, Arbeitnow and Ashby postings take the portal of their apply link, with its application ids", async () => {
    const remotive = fixture("remotive-jobs.json") as { jobs: Array<{ url: string }> };
    remotive.jobs[0]!.url = "https://boards.greenhouse.io/quillstone/jobs/7781234";
    const arbeitnow = fixture("arbeitnow-page-1.json") as { data: Array<{ url: string }> };
    arbeitnow.data[0]!.url = "https://jobs.lever.co/emberline/0c3f2a8e-5b7d-4e21-9a64-1d2e3f4a5b6c/apply";
    const ashby = fixture("ashby-job-board.json") as { jobs: Array<{ applyUrl?: string }> };
    ashby.jobs[0]!.applyUrl = "https://apply.workable.com/lumora/j/9A8B7C6D5E/";
    const swapped: Array<[string, unknown]> = [
      ["/api/remote-jobs?limit=50", remotive],
      ["/api/job-board-api?page=1", arbeitnow],
      ["/posting-api/job-board/lumora?includeCompensation=true", ashby],
    ];
    const saved = swapped.map(([route]) => [route, boards.server.routes.get(route)!] as const);
    for (const [route, body] of swapped) boards.server.routes.set(route, () => ({ status: 200, body }));
    try {
      const [r, a, s] = await Promise.all([
        CONNECTORS.remotive.fetchPostings(boards.remotive),
        CONNECTORS.arbeitnow.fetchPostings(boards.arbeitnow),
        CONNECTORS.ashby.fetchPostings(boards.ashby),
      ]);
      expect(r.map((p) => p.portal)).toEqual(["greenhouse", "other"]);
      expect(r[0]!.apply_meta).toEqual({ board_token: "quillstone", job_id: "7781234" });
      expect(a.map((p) => p.portal)).toEqual(["lever", "other"]);
      expect(a[0]!.apply_meta).toEqual({ company: "emberline", posting_id: "0c3f2a8e-5b7d-4e21-9a64-1d2e3f4a5b6c" });
      expect(s.map((p) => p.portal)).toEqual(["workable", "other"]);
      expect(s[1]!.apply_meta).toMatchObject({ job_board_name: "lumora" });
    } finally {
      for (const [route, answer] of saved) boards.server.routes.set(route, answer);
    }
  });

  it("reports a server error, a timeout and a non-JSON answer as errors naming the board URL", async () => {
    await expect(CONNECTORS.greenhouse.fetchPostings({ connector: "greenhouse", name: "broken", base_url: boards.server.url })).rejects.toThrow(/answered 500/);
    await expect(
      CONNECTORS.greenhouse.fetchPostings({ connector: "greenhouse", name: "slow", base_url: boards.server.url }, { timeoutMs: 300 }),
    ).rejects.toThrow(/did not answer within 300 ms/);
    await expect(CONNECTORS.lever.fetchPostings({ connector: "lever", name: "not-json", base_url: boards.server.url })).rejects.toThrow(/did not send JSON/);
  });
});

describe("the boards that need no key beside Greenhouse, Lever and Ashby", () => {
  it("SmartRecruiters: lists the company's postings, reads each job ad's sections, maps ISO countries and the remote and hybrid flags", async () => {
    const list = await CONNECTORS.smartrecruiters.fetchPostings(boards.smartrecruiters);
    expect(list.map((p) => p.title)).toEqual(["Senior Data Analyst", "Customer Support Executive", "Store Manager"]);
    const analyst = list[0]!;
    expect(analyst).toMatchObject({
      source: "smartrecruiters",
      external_id: "Tarangini:744000012345678",
      company: "Tarangini Retail",
      location: "Bengaluru, KA, India",
      work_mode: "hybrid",
      seniority: "senior",
      apply_link: "https://jobs.smartrecruiters.com/Tarangini/744000012345678-senior-data-analyst?oga=true",
      apply_meta: { company_identifier: "Tarangini", posting_id: "744000012345678" },
    });
    expect(analyst.posted_at?.toISOString()).toBe("2026-11-14T06:30:00.000Z");
    expect(analyst.description).toContain("Job Description\n• Own weekly sales reporting in SQL and Power BI");
    expect(analyst.description).toContain("Tarangini Retail runs 120 stores across South India.");
    expect(analyst.skills).toEqual(expect.arrayContaining(["SQL", "Power BI", "Tableau", "Python", "Excel"]));
    // The unsafe applyUrl is refused; the posting page is used instead.
    expect(list[1]).toMatchObject({ work_mode: "remote", location: "Remote, India", apply_link: "https://jobs.smartrecruiters.com/Tarangini/744000012345679-customer-support-executive" });
    // A posting whose ad cannot be read (404 here) is kept with what the list says.
    expect(list[2]).toMatchObject({ location: "Pune, MH, India", description: "", apply_link: "https://jobs.smartrecruiters.com/Tarangini/744000012345680" });
  });

  it("Workable: reads the account's jobs with their description, requirements and benefits, telecommuting as remote, and skips untitled jobs", async () => {
    const list = await CONNECTORS.workable.fetchPostings(boards.workable);
    expect(list.map((p) => p.title)).toEqual(["Fleet Operations Manager", "Senior Backend Engineer (Go)"]);
    expect(list[0]).toMatchObject({
      source: "workable",
      external_id: "kestrelon:A1B2C3D4E5",
      company: "Kestrelon Mobility",
      location: "Gurugram, Haryana, India",
      work_mode: "onsite",
      portal: "workable",
      apply_link: "https://apply.workable.com/j/A1B2C3D4E5/apply",
      apply_meta: { account: "kestrelon", shortcode: "A1B2C3D4E5" },
    });
    expect(list[0]!.description).toContain("• Supply chain management experience");
    expect(list[0]!.skills).toEqual(expect.arrayContaining(["Logistics", "Inventory Management", "Excel"]));
    expect(list[0]!.posted_at?.toISOString()).toBe("2026-11-15T00:00:00.000Z");
    expect(list[1]).toMatchObject({ work_mode: "remote", location: "India" });
  });

  it("Recruitee: reads published offers with their flags for remote, hybrid and on-site, Recruitee's UTC times, and skips closed ones", async () => {
    const list = await CONNECTORS.recruitee.fetchPostings(boards.recruitee);
    expect(list.map((p) => p.title)).toEqual(["Staff Nurse - ICU", "Medical Coder"]);
    expect(list[0]).toMatchObject({
      source: "recruitee",
      external_id: "neelgiri:1984011",
      company: "Neelgiri Hospitals",
      location: "Kochi, Kerala, India",
      work_mode: "onsite",
      apply_link: "https://neelgiri.recruitee.com/o/staff-nurse-icu/c/new",
      apply_meta: { company: "neelgiri", offer_id: "1984011" },
    });
    expect(list[0]!.posted_at?.toISOString()).toBe("2026-11-13T07:45:00.000Z");
    expect(list[0]!.skills).toEqual(expect.arrayContaining(["Patient Care", "Infection Control", "First Aid"]));
    expect(list[1]).toMatchObject({ work_mode: "remote", location: "India" });
  });

  it("config/job-boards.json documents the new connectors and names them as boards can be written", () => {
    const file = parseBoardsFile(JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../config/job-boards.json"), "utf8")));
    expect(file.boards.map((b) => b.connector)).toEqual(expect.arrayContaining(["smartrecruiters", "workable", "recruitee"]));
    expect(() => parseBoardsFile({ boards: [{ connector: "workable" }] })).toThrow(/a workable board needs a "name"/);
  });
});

describeEachDatabase("job ingestion", (kind) => {
  const h = useApi(kind);
  const service = () => createIngestService({ jobs: createJobRepository(h.db.database.knex), logger: createLogger("silent") });
  const countSource = async (source: string) => Number((await h.db.database.knex("job_postings").where({ source }).count<{ n: string }[]>({ n: "*" }))[0]!.n);

  it("ingests every board, and re-ingesting updates postings instead of duplicating them", async () => {
    const all = [boards.greenhouse, boards.lever, boards.ashby, boards.remotive, boards.arbeitnow];
    const first = await service().ingestBoards(all);
    expect(first.map((r) => [r.board, r.inserted, r.updated, r.error])).toEqual([
      ["greenhouse/tarangapay", 2, 0, undefined],
      ["lever/kestrelon", 2, 0, undefined],
      ["ashby/lumora", 2, 0, undefined],
      ["remotive", 2, 0, undefined],
      ["arbeitnow", 2, 0, undefined],
    ]);

    const changed = fixture("greenhouse-jobs.json") as { jobs: Array<{ title: string }> };
    changed.jobs[0]!.title = "Senior Data Analyst, Payments";
    boards.server.routes.set("/v1/boards/tarangapay/jobs?content=true", () => ({ status: 200, body: changed }));
    try {
      const again = await service().ingestBoards(all);
      expect(again.every((r) => r.inserted === 0 && r.updated === 2)).toBe(true);
    } finally {
      boards.server.routes.set("/v1/boards/tarangapay/jobs?content=true", () => ({ status: 200, body: fixture("greenhouse-jobs.json") }));
    }
    expect(await countSource("greenhouse")).toBe(2);
    const row = await h.db.database.knex("job_postings").where({ source: "greenhouse", external_id: "tarangapay:4012345" }).first();
    expect(row.title).toBe("Senior Data Analyst, Payments");
    expect(row.apply_meta).toEqual({ board_token: "tarangapay", job_id: "4012345" });
  });

  it("keeps going when one board fails and reports which one", async () => {
    const reports = await service().ingestBoards(
      [{ connector: "greenhouse", name: "broken", base_url: boards.server.url }, boards.remotive],
      { timeoutMs: 2000 },
    );
    expect(reports[0]).toMatchObject({ board: "greenhouse/broken", inserted: 0, error: expect.stringMatching(/answered 500/) });
    expect(reports[1]).toMatchObject({ board: "remotive", inserted: 0, updated: 2 });
    expect(reports[1]).not.toHaveProperty("error");
  });

  it("makes ingested postings searchable, with the board's apply link", async () => {
    await service().ingestBoards([boards.greenhouse]);
    const { session } = await signUp(h);
    const res = await h.api().get("/api/v1/jobs/search").query({ query: "tableau, sql, bigquery", location: "Bangalore" }).set("Authorization", `Bearer ${session.access_token}`);
    expect(res.status).toBe(200);
    expect(res.body.jobs[0]).toMatchObject({ source: "greenhouse", company: "Taranga Pay", apply_link: "https://boards.greenhouse.io/tarangapay/jobs/4012345", work_mode: "hybrid" });
  });

  it("imports an operator's JSON and CSV feeds, skipping rows without a title or a safe link", async () => {
    const json = JSON.stringify({
      jobs: [
        { title: "Site Reliability Engineer", company: "Ironbark Networks", location: "Pune", description: "<p>Kubernetes, Terraform and <b>Prometheus</b>. Hybrid.</p>", apply_link: "https://careers.example.com/sre-1", posted_at: "2026-11-01T00:00:00Z", skills: ["k8s", "Grafana"] },
        { title: "", apply_link: "https://careers.example.com/x" },
        { title: "Tester", apply_link: "javascript:alert(1)" },
      ],
    });
    const a = await service().importFeed(json, "json");
    expect(a).toMatchObject({ inserted: 1, updated: 0 });
    expect(a.skipped.map((s) => s.row)).toEqual([2, 3]);
    const csv = [
      "title,company,location,description,work_mode,apply_link,external_id,skills,posted_at",
      `Accounts Executive,Gulmohar Foods,"Ahmedabad, Gujarat","GST filings, Tally and ""bank reconciliation""",onsite,https://www.naukri.com/accounts-executive-jobs-in-ahmedabad,acc-1,Tally;GST,1763280000`,
      `Site Reliability Engineer,Ironbark Networks,Pune,"Updated text: Kubernetes and Terraform",hybrid,https://careers.example.com/sre-1,,,`,
    ].join("\r\n");
    const b = await service().importFeed(csv, "csv");
    expect(b).toMatchObject({ inserted: 1, updated: 1, skipped: [] });
    const rows = await h.db.database.knex("job_postings").where({ source: "import" }).orderBy("title");
    expect(rows.map((r: { title: string }) => r.title)).toEqual(["Accounts Executive", "Site Reliability Engineer"]);
    expect(rows[0]).toMatchObject({ portal: "naukri", work_mode: "onsite", location: "Ahmedabad, Gujarat", description: 'GST filings, Tally and "bank reconciliation"' });
    expect(rows[0].skills).toEqual(expect.arrayContaining(["GST", "Tally", "Bank Reconciliation"]));
    expect(rows[1].description).toBe("Updated text: Kubernetes and Terraform");
  });
});
