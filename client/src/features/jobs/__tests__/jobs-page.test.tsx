import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Job, JobSearchResponse, ResumeUploadResponse, Subscription } from "../../../api/generated/model";
import { STORAGE_KEYS } from "../../../lib/storage";
import { callsTo, deferred, PRIYA, renderApp, signIn, stubApi, userFrom, type Handler, type Reply } from "../../../testing/test-utils";

const ME = "GET /api/v1/auth/me";
const SUBSCRIPTION = "GET /api/v1/subscription";
const UPLOAD = "POST /api/v1/resume/upload";
const SEARCH = "GET /api/v1/jobs/search";

const subscription = (planId: Subscription["planId"], count: number, limit: number | null): Subscription => ({
  planId,
  activatedAt: "2026-01-05T10:00:00Z",
  usage: {
    jobMatches: { date: new Date().toISOString().slice(0, 10), count, limit },
    resumeScores: { count: 0, limit: null },
    mockInterviews: { count: 0, limit: null },
    resumeBuilds: { count: 0, limit: null },
  },
});

// Spec-minimal (SPEC section 3: no resume_id or document): the screen works with a server that sends only these.
const PARSED_MINIMAL: Omit<ResumeUploadResponse, "resume_id" | "document"> = {
  parsed: {
    name: "Priya Sharma",
    email: "priya.sharma@example.com",
    phone: "+91 98765 43210",
    address: "Pune, Maharashtra",
    location: "Pune",
    experience: ["Senior Data Analyst, Zeta Analytics (Jan 2021 – Present)"],
    skills: ["Python", "SQL", "R", "Tableau", "Power BI"],
  },
  raw_text: "Priya Sharma ...",
  sections: [],
  file: { name: "two-column.pdf", type: "pdf", size: 2048 },
};
const PARSED = PARSED_MINIMAL as ResumeUploadResponse;

const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000).toISOString();

const job = (over: Partial<Job>): Job => ({
  id: "j1",
  title: "Senior Data Analyst",
  company: "Kalpaka Commerce",
  location: "Pune, Maharashtra, India",
  description: "Build dashboards in Power BI and SQL.",
  work_mode: "onsite",
  score: 91,
  relevant: true,
  skills: ["SQL", "Power BI"],
  matched_skills: ["SQL", "Power BI"],
  source: "demo",
  apply_link: "https://jobs.example.com/apply/j1",
  posted_at: null,
  scraped_at: daysAgo(2),
  ...over,
});

const JOBS: Job[] = [
  job({}),
  job({ id: "j2", title: "Analytics Engineer", company: null, location: null, work_mode: "remote", relevant: false, score: 55, description: "d".repeat(400), apply_link: "https://jobs.example.com/apply/j2" }),
  job({ id: "j3", title: "BI Developer", work_mode: "hybrid", description: "Hybrid role, three days in office." }),
];

const searchReply = (jobs: Job[], over: Partial<JobSearchResponse> = {}): JobSearchResponse => ({
  jobs,
  total: jobs.length,
  query: ["python", "sql", "tableau", "power bi"],
  location: "Pune",
  hidden_count: 0,
  quota: { plan: "pro_plus", daily_limit: null, used_today: 1, remaining_today: null },
  ...over,
});

function setup(routes: Record<string, Handler | Reply> = {}) {
  signIn();
  const mock = stubApi({ [ME]: [200, userFrom(PRIYA)], [SUBSCRIPTION]: [200, subscription("pro_plus", 0, null)], ...routes });
  const view = renderApp("/jobs");
  return { ...view, mock };
}

const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.workspace) ?? "null");
const pdf = () => new File(["%PDF-1.4 resume"], "two-column.pdf", { type: "application/pdf" });

async function uploadResume(user: ReturnType<typeof renderApp>["user"]) {
  await user.upload(await screen.findByLabelText("Resume file"), pdf());
  await waitFor(() => expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Priya Sharma"));
}

describe("Job search workspace: welcome and layout", () => {
  it("shows the welcome hero, both panels and the footer with the current year; the hero can be dismissed", async () => {
    const { user } = setup();
    const hero = await screen.findByRole("heading", { level: 1 });
    expect(hero.textContent).toBe("Find your next role with Hirewise");
    expect(screen.getByRole("heading", { name: "Resume intake" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Smart matches" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Upload" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Manual" })).toBeTruthy();
    for (const name of ["Any", "Remote", "Hybrid", "On-site"]) expect(screen.getByRole("button", { name })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Any" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("Your matches will appear here")).toBeTruthy();
    expect(screen.getByRole("contentinfo").textContent).toContain(String(new Date().getFullYear()));
    await waitFor(() => expect(screen.getByTestId("matches-remaining").textContent).toBe("Unlimited matches today on the Pro Plus plan."));

    await user.click(screen.getByRole("button", { name: "Dismiss welcome" }));
    expect(screen.queryByText("Find your next role with")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Job search workspace");
    expect(stored().showWelcome).toBe(false);
  });

  it("notes the matches remaining today on a limited plan", async () => {
    setup({ [SUBSCRIPTION]: [200, subscription("free", 2, 5)] });
    await waitFor(() => expect(screen.getByTestId("matches-remaining").textContent).toBe("3 matches remaining today on the Free plan."));
    expect(screen.getByTestId("quota-label").textContent).toBe("Free · 2/5 used today");
  });
});

describe("Resume intake", () => {
  it("parses a chosen file: the Ready pill and progress, then the details and the keyword chips; the welcome hides", async () => {
    const reply = deferred<Reply>();
    const { user, mock } = setup({ [UPLOAD]: () => reply.promise });
    await user.upload(await screen.findByLabelText("Resume file"), pdf());

    expect(await screen.findByRole("progressbar", { name: "Parsing resume" })).toBeTruthy();
    expect(screen.queryByText("Find your next role with")).toBeNull();
    expect(screen.getByText("Ready")).toBeTruthy();
    const [call] = callsTo(mock, UPLOAD);
    expect(call?.url.search).toBe("?parse=true");
    const body = call?.body as FormData;
    expect((body.get("file") as File).name).toBe("two-column.pdf");

    reply.resolve([200, PARSED]);
    await waitFor(() => expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Priya Sharma"));
    expect(screen.queryByRole("progressbar", { name: "Parsing resume" })).toBeNull();
    expect(screen.getByText("Ready")).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("priya.sharma@example.com");
    expect((screen.getByLabelText("Location") as HTMLInputElement).value).toBe("Pune");
    expect((screen.getByLabelText("Experience") as HTMLTextAreaElement).value).toContain("Zeta Analytics");
    expect((screen.getByLabelText("Skills") as HTMLTextAreaElement).value).toBe("Python, SQL, R, Tableau, Power BI");
    const chips = within(screen.getByRole("list", { name: "Search keywords" })).getAllByRole("listitem");
    expect(chips.map((c) => c.textContent)).toEqual(["python", "sql", "tableau", "power bi"]);
    expect(stored().resumeData.name).toBe("Priya Sharma");
    expect(stored().queryPreview).toEqual(["python", "sql", "tableau", "power bi"]);
  });

  it("shows the server's detail when parsing fails, else the fallback", async () => {
    let reply: Reply = [422, { type: "about:blank", title: "Unprocessable", status: 422, detail: "This PDF has no text we can read (it looks scanned)." }];
    const { user } = setup({ [UPLOAD]: () => reply });
    await user.upload(await screen.findByLabelText("Resume file"), pdf());
    expect((await screen.findByRole("alert")).textContent).toContain("This PDF has no text we can read (it looks scanned).");
    expect(screen.queryByText("Ready")).toBeNull();

    reply = [500, undefined];
    await user.upload(screen.getByLabelText("Resume file"), pdf());
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Failed to extract resume data. Please try again."));
  });

  it("refuses a file that is not pdf, docx or txt without calling the server", async () => {
    const { mock } = setup({ [UPLOAD]: [200, PARSED] });
    fireEvent.change(await screen.findByLabelText("Resume file"), { target: { files: [new File(["x"], "photo.png", { type: "image/png" })] } });
    expect((await screen.findByRole("alert")).textContent).toContain("photo.png is not a PDF, DOCX or TXT file.");
    expect(callsTo(mock, UPLOAD)).toHaveLength(0);
  });

  it("takes a file dropped on the zone", async () => {
    const { mock } = setup({ [UPLOAD]: [200, PARSED] });
    const zone = (await screen.findByText("Drop your resume here")).closest("label") as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()] } });
    await waitFor(() => expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Priya Sharma"));
    expect(callsTo(mock, UPLOAD)).toHaveLength(1);
  });

  it("parses pasted text from the Manual tab, keeping a pasted skill list the parser did not recognise", async () => {
    const empty: ResumeUploadResponse = { ...PARSED, parsed: { name: null, email: null, phone: null, address: null, experience: [], skills: [] } };
    const { user, mock } = setup({ [UPLOAD]: [200, empty] });
    await user.click(await screen.findByRole("tab", { name: "Manual" }));
    await user.type(screen.getByLabelText("Paste your skills or resume text"), "Zoho CRM, cold calling; B2B sales");
    await user.click(screen.getByRole("button", { name: "Extract details" }));
    await waitFor(() => expect((screen.getByLabelText("Skills") as HTMLTextAreaElement).value).toBe("Zoho CRM, cold calling; B2B sales"));
    const file = (callsTo(mock, UPLOAD)[0]?.body as FormData).get("file") as File;
    expect(file.name).toBe("pasted-resume.txt");
    expect(stored().activeTab).toBe("manual");
    const chips = within(screen.getByRole("list", { name: "Search keywords" })).getAllByRole("listitem");
    expect(chips.map((c) => c.textContent)).toEqual(["zoho crm", "cold calling", "b2b sales"]);
  });

  it("edits chips: remove one, add typed keywords with the same cleaning; editing skills re-derives them", async () => {
    const { user } = setup({ [UPLOAD]: [200, PARSED] });
    await uploadResume(user);
    await user.click(screen.getByRole("button", { name: "Remove tableau" }));
    await user.type(screen.getByLabelText("Add a keyword"), "Machine Learning; the{Enter}");
    const chips = () => within(screen.getByRole("list", { name: "Search keywords" })).getAllByRole("listitem").map((c) => c.textContent);
    expect(chips()).toEqual(["python", "sql", "power bi", "machine learning"]);
    fireEvent.change(screen.getByLabelText("Skills"), { target: { value: "Excel, VBA" } });
    expect(chips()).toEqual(["excel", "vba"]);
  });

  it("Save Draft sets saved and hides the welcome without calling the server", async () => {
    const { user, mock } = setup();
    await screen.findByRole("heading", { name: "Find your next role with Hirewise" });
    const before = mock.calls.length;
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(screen.queryByText("Find your next role with")).toBeNull();
    expect(screen.getByText("Saved")).toBeTruthy();
    expect(stored()).toMatchObject({ saved: true, showWelcome: false });
    expect(mock.calls.length).toBe(before);
  });
});

describe("Find Matches", () => {
  it("needs one valid keyword", async () => {
    const { user, mock } = setup();
    await user.click(await screen.findByRole("button", { name: "Find Matches" }));
    expect(await screen.findByText("Please enter at least one valid skill keyword (comma-separated).")).toBeTruthy();
    expect(callsTo(mock, SEARCH)).toHaveLength(0);
  });

  it("on a stacked (phone) layout brings the matches into view and focuses their heading once they arrive", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(max-width: 61.99em)", media: query }) as MediaQueryList);
    const scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => undefined);
    const { user } = setup({ [UPLOAD]: [200, PARSED], [SEARCH]: [200, searchReply(JOBS)] });
    await uploadResume(user);
    await user.click(screen.getByRole("button", { name: "Find Matches" }));
    await screen.findByRole("list", { name: "Job matches" });
    const heading = screen.getByRole("heading", { level: 2, name: "Smart matches" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled.mock.contexts.at(-1)).toBe(heading);
    scrolled.mockRestore();
  });

  it("scans, then shows the cards, the counter, the query chips and the quota; sets matches and saved; filters by work mode", async () => {
    const reply = deferred<Reply>();
    const { user, mock } = setup({ [UPLOAD]: [200, PARSED], [SEARCH]: () => reply.promise });
    await uploadResume(user);
    fireEvent.change(screen.getByLabelText("Location"), { target: { value: "  " } });
    await user.click(screen.getByRole("button", { name: "Find Matches" }));

    expect(await screen.findByText("Scanning the job index...")).toBeTruthy();
    const [call] = callsTo(mock, SEARCH);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ query: "python,sql,tableau,power bi", location: "Remote", max_pages: "1" });

    reply.resolve([200, searchReply(JOBS, { quota: { plan: "starter", daily_limit: 20, used_today: 4, remaining_today: 16 } })]);
    const list = await screen.findByRole("list", { name: "Job matches" });
    const cards = within(list).getAllByRole("article");
    expect(cards).toHaveLength(3);
    expect(screen.queryByText("Scanning the job index...")).toBeNull();

    const first = within(cards[0]!);
    expect(first.getByRole("heading", { name: "Senior Data Analyst" })).toBeTruthy();
    expect(first.getByText("Kalpaka Commerce")).toBeTruthy();
    expect(first.getByText("Relevant match")).toBeTruthy();
    expect(first.getByText("Demo listing")).toBeTruthy();
    expect(first.getByText("2 days ago")).toBeTruthy();
    expect(first.getByRole("button", { name: "Save" })).toBeTruthy();
    const apply = first.getByRole("link", { name: /^Apply/ });
    expect(apply.getAttribute("href")).toBe("https://jobs.example.com/apply/j1");
    expect(apply.getAttribute("target")).toBe("_blank");
    expect(apply.getAttribute("rel")).toContain("noopener");

    const second = within(cards[1]!);
    expect(second.getByText("Company")).toBeTruthy();
    expect(second.getByText("Remote", { selector: "p" })).toBeTruthy();
    expect(second.getByText("General")).toBeTruthy();
    expect(second.getByTestId("job-description").textContent).toBe(`${"d".repeat(220)}…`);

    expect(screen.getByTestId("result-counter").textContent).toBe("3 matches");
    expect(within(screen.getByRole("list", { name: "Active query" })).getAllByRole("listitem").map((c) => c.textContent)).toEqual(["python", "sql", "tableau", "power bi"]);
    expect(screen.getByTestId("quota-label").textContent).toBe("Starter · 4/20 used today");
    expect(screen.getByTestId("matches-remaining").textContent).toBe("16 matches remaining today on the Starter plan.");
    expect(stored()).toMatchObject({ activeTab: "matches", saved: true });
    expect(stored().jobs).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Remote" }));
    expect(screen.getByRole("button", { name: "Remote" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(screen.getByRole("list", { name: "Job matches" })).getAllByRole("heading").map((h) => h.textContent)).toEqual(["Analytics Engineer"]);
    expect(screen.getByTestId("result-counter").textContent).toBe("1 of 3 matches");
    await user.click(screen.getByRole("button", { name: "Hybrid" }));
    expect(within(screen.getByRole("list", { name: "Job matches" })).getAllByRole("heading").map((h) => h.textContent)).toEqual(["BI Developer"]);
    await user.click(screen.getByRole("button", { name: "On-site" }));
    expect(within(screen.getByRole("list", { name: "Job matches" })).getAllByRole("heading").map((h) => h.textContent)).toEqual(["Senior Data Analyst"]);
    expect(stored().workMode).toBe("onsite");
  });

  it("says which place was used and whom the results are ranked for, and labels postings outside the place", async () => {
    const remote = job({
      id: "r1",
      title: "Product Analyst",
      location: "Remote, India",
      work_mode: "remote",
      why: {
        summary: "Data analytics and BI family · 5 of 7 skills · Remote, in India",
        role_family: "data-analytics",
        role_family_name: "Data analytics and BI",
        family_match: "same",
        level: null,
        level_match: "unknown",
        skills_matched: 5,
        skills_total: 7,
        matched_skills: ["SQL"],
        missing_skills: [],
        place_match: "remote",
        place_note: "Remote — open to candidates in India",
      },
    });
    const { user } = setup({
      [UPLOAD]: [200, PARSED],
      [SEARCH]: [
        200,
        searchReply([job({}), remote], {
          location: "Navi Mumbai, Maharashtra 400703",
          place: {
            query: "Navi Mumbai, Maharashtra 400703",
            used: "Navi Mumbai",
            scope: "city",
            includes: ["Navi Mumbai", "Mumbai region", "Remote roles open to candidates in India"],
            filled: false,
            note: "Showing roles in Navi Mumbai and the Mumbai region, and remote roles open to candidates in India.",
          },
          searched_for: { from: "resume", role_family: "data-analytics", role_family_name: "Data analytics and BI", seniority: "senior", title: "Senior Data Analyst" },
        }),
      ],
    });
    await uploadResume(user);
    await user.click(screen.getByRole("button", { name: "Find Matches" }));
    await screen.findByRole("list", { name: "Job matches" });
    expect(screen.getByTestId("place-used").textContent).toBe("Showing roles in Navi Mumbai and the Mumbai region, and remote roles open to candidates in India.");
    expect(screen.getByTestId("ranked-for").textContent).toBe("Ranked for your resume: Senior Data Analyst · Data analytics and BI");
    const cards = within(screen.getByRole("list", { name: "Job matches" })).getAllByRole("article");
    expect(within(cards[1]!).getByTestId("place-note").textContent).toBe("Remote — open to candidates in India");
    // The Remote filter keeps the remote posting a city search brought in.
    await user.click(screen.getByRole("button", { name: "Remote" }));
    expect(within(screen.getByRole("list", { name: "Job matches" })).getAllByRole("heading").map((h) => h.textContent)).toEqual(["Product Analyst"]);
  });

  it("shows the empty state when nothing matches", async () => {
    const { user } = setup({ [UPLOAD]: [200, PARSED], [SEARCH]: [200, searchReply([])] });
    await uploadResume(user);
    await user.click(screen.getByRole("button", { name: "Find Matches" }));
    expect(await screen.findByText("No jobs found. Try refining your skills or location.")).toBeTruthy();
  });

  it("shows 'Daily limit reached' with the server's message and View plans on a 402", async () => {
    const detail = "Daily job match limit reached on the Free plan. Upgrade to unlock more matches.";
    const { user, router } = setup({
      [UPLOAD]: [200, PARSED],
      [SEARCH]: [402, { type: "https://hirewise.app/problems/quota-exceeded", title: "Quota exceeded", status: 402, detail, plan: "Free", limit: 5 }],
    });
    await uploadResume(user);
    await user.click(screen.getByRole("button", { name: "Find Matches" }));
    const callout = await screen.findByRole("alert");
    expect(callout.textContent).toContain("Daily limit reached");
    expect(callout.textContent).toContain(detail);
    await user.click(within(callout).getByRole("link", { name: "View plans" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pricing"));
  });

  it("shows the partial-results message when matches are withheld", async () => {
    const { user } = setup({ [UPLOAD]: [200, PARSED], [SEARCH]: [200, searchReply(JOBS, { hidden_count: 7 })] });
    await uploadResume(user);
    await user.click(screen.getByRole("button", { name: "Find Matches" }));
    const callout = await screen.findByRole("alert");
    expect(callout.textContent).toContain("Showing the top 3 matches. Upgrade to unlock 7 more results today.");
    expect(within(callout).getByRole("link", { name: "View plans" }).getAttribute("href")).toBe("/pricing");
  });

  it("shows the server's detail when the search fails, else the fallback", async () => {
    let reply: Reply = [503, { type: "about:blank", title: "Unavailable", status: 503, detail: "The job index is being rebuilt. Try again in a minute." }];
    const { user } = setup({ [UPLOAD]: [200, PARSED], [SEARCH]: () => reply });
    await uploadResume(user);
    await user.click(screen.getByRole("button", { name: "Find Matches" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The job index is being rebuilt. Try again in a minute.");
    reply = [500, undefined];
    await user.click(screen.getByRole("button", { name: "Find Matches" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Failed to fetch jobs. Please try again."));
  });

  it("choosing a new file clears the earlier jobs", async () => {
    const { user } = setup({ [UPLOAD]: [200, PARSED], [SEARCH]: [200, searchReply(JOBS)] });
    await uploadResume(user);
    await user.click(screen.getByRole("button", { name: "Find Matches" }));
    await screen.findByRole("list", { name: "Job matches" });
    await user.upload(screen.getByLabelText("Resume file"), pdf());
    expect(screen.queryByRole("list", { name: "Job matches" })).toBeNull();
    expect(stored()).toMatchObject({ jobs: [], saved: false });
  });
});

describe("a server that sends only SPEC section 3's fields", () => {
  it("parses, searches and shows the matches from `job_matches` whose jobs carry only the spec's fields", async () => {
    // Spec-minimal: /auth/me without plan, no /subscription at all, `parsed` alone with text experience and skills,
    // and a search answer of `job_matches` only, each job without id, skills or scraped_at (its `date` instead).
    const specJob = (title: string, work_mode: Job["work_mode"], date: string) => ({
      title,
      company: "Kalpaka Commerce",
      location: "Pune, Maharashtra, India",
      description: `${title}: dashboards in Power BI and SQL.`,
      work_mode,
      score: 80,
      relevant: true,
      date,
      source: "greenhouse",
      apply_link: `https://jobs.example.com/apply/${title.replace(/ /g, "-")}`,
    });
    signIn();
    stubApi({
      [ME]: [200, { id: PRIYA.id, email: PRIYA.email, name: PRIYA.name }],
      [UPLOAD]: [200, { parsed: { name: "Priya Sharma", email: "priya.sharma@example.com", address: "Pune", experience: "Data Analyst, Zeta Analytics", skills: "Python, SQL, Tableau" } }],
      [SEARCH]: [200, { job_matches: [specJob("Senior Data Analyst", "onsite", daysAgo(2)), specJob("Analytics Engineer", "remote", daysAgo(1))] }],
    });
    const { user } = renderApp("/jobs");
    await uploadResume(user);
    expect((screen.getByLabelText("Skills") as HTMLTextAreaElement).value).toBe("Python, SQL, Tableau");
    await user.click(screen.getByRole("button", { name: "Find Matches" }));

    const cards = within(await screen.findByRole("list", { name: "Job matches" })).getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Senior Data Analyst", "Analytics Engineer"]);
    expect(within(cards[0]!).getByText("2 days ago")).toBeTruthy();
    expect(within(cards[0]!).getByRole("link", { name: /^Apply/ }).getAttribute("href")).toBe("https://jobs.example.com/apply/Senior-Data-Analyst");
    // Saving to the tracker needs Hirewise's job id: without one the card offers Apply only.
    expect(within(cards[0]!).queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.getByTestId("result-counter").textContent).toBe("2 matches");
    expect(within(screen.getByRole("list", { name: "Active query" })).getAllByRole("listitem").map((c) => c.textContent)).toEqual(["python", "sql", "tableau"]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(stored()).toMatchObject({ activeTab: "matches", saved: true });

    await user.click(screen.getByRole("button", { name: "Remote" }));
    expect(within(screen.getByRole("list", { name: "Job matches" })).getAllByRole("heading").map((h) => h.textContent)).toEqual(["Analytics Engineer"]);
  });
});

describe("persisted workspace (SPEC section 3)", () => {
  it("restores details, chips, jobs and the work mode after a reload", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.workspace,
      JSON.stringify({
        resumeData: { name: "Priya Sharma", email: "p@example.com", location: "Pune", experience: "", skills: "SQL, Python" },
        jobs: JOBS,
        queryPreview: ["sql", "python"],
        saved: true,
        showWelcome: false,
        workMode: "remote",
        activeTab: "matches",
      }),
    );
    setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Job search workspace" })).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Priya Sharma");
    expect(within(screen.getByRole("list", { name: "Search keywords" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Remote" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(screen.getByRole("list", { name: "Job matches" })).getAllByRole("article")).toHaveLength(1);
    expect(screen.getByTestId("result-counter").textContent).toBe("1 of 3 matches");
  });
});
