import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BuiltResumeDocument, CompareResponse, IngestResponse, Plan, PlanList, ResumeDocument } from "../../../api/generated/model";
import { callsTo, deferred, PRIYA, renderApp, sentBodies, signIn, stubApi, userFrom, type Handler, type Reply } from "../../../testing/test-utils";

const ME = "GET /api/v1/auth/me";
const SUBSCRIPTION = "GET /api/v1/subscription";
const PLANS = "GET /api/v1/plans";
const INGEST = "POST /api/v1/resume-builder/ingest";
const COMPARE = "POST /api/v1/resume-builder/compare";
const BUILD = "POST /api/v1/resume-builder/build";
const DOCX_URL = "/api/v1/resume-builder/build/docx";
const RESUME_ID = "5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c";
const PUT_RESUME = `PUT /api/v1/resume/${RESUME_ID}`;

const subscription = (planId: string) => ({
  planId,
  activatedAt: "2026-01-05T10:00:00Z",
  usage: {
    jobMatches: { date: "2026-01-05", count: 0 },
    resumeScores: { date: "2026-01-05", count: 0 },
    mockInterviews: { month: "2026-01", count: 0 },
    resumeBuilds: { month: "2026-01", count: 0 },
  },
});

const plan = (id: Plan["id"], name: string, features: string[]): Plan => ({
  id,
  name,
  subtext: "",
  highlight: "₹79/mo",
  amount: 79,
  currency: "INR",
  features,
  popular: false,
  badge: null,
  cta: "Choose",
  meta: [],
  metaHeading: "Insights",
  limits: { job_matches_daily: null, mock_interviews_monthly: 2, resume_builds_monthly: 2, resume_scores_daily: 5 },
});

const PLAN_LIST: PlanList = {
  default_plan: "pro_plus",
  payments: { provider: "razorpay", key_id: null },
  plans: [
    plan("starter", "Starter", ["2 resume templates", "2 tailorings a month", "Two 15-minute interviews", "20 job matches daily"]),
    plan("pro", "Pro", ["Five templates"]),
  ],
};

const DOCUMENT: ResumeDocument = {
  contact: { name: "Sneha Kulkarni", email: "sneha.k@example.com", phone: "+91 90000 11111", location: "Hyderabad, Telangana", headline: "Data Analyst", links: [] },
  summary: "Analyst who turns retail data into decisions.",
  experience: [
    { title: "Data Analyst", company: "RetailNext", location: "Hyderabad", start: "Aug 2022", end: "Present", bullets: ["Built 12 dashboards", "Cut reporting time 40%"] },
    { title: "Intern", company: "Shopkart", location: "", start: "Jan 2022", end: "Jul 2022", bullets: [] },
  ],
  education: ["B.Sc Statistics, Osmania University, 2020"],
  projects: [{ name: "Churn model", link: "https://github.com/sneha/churn", bullets: ["Predicted churn with 82% recall"] }],
  certifications: ["Google Data Analytics Certificate"],
  skills: ["SQL", "Power BI", "Python"],
  languages: ["Telugu", "English"],
};

/** PUT /resume/{id} stores the document it is sent and answers it. */
const storeResume: Handler = ({ body }) => [
  200,
  { id: RESUME_ID, origin: "resume_builder", file_name: "sneha.txt", file_kind: "txt", created_at: "2026-01-05T10:00:00Z", updated_at: "2026-01-05T10:05:00Z", document: (body as { document: ResumeDocument }).document },
];

const INGESTED: IngestResponse = {
  resume_id: RESUME_ID,
  document: DOCUMENT,
  structured: {
    name: "Sneha Kulkarni",
    email: "sneha.k@example.com",
    phone: "+91 90000 11111",
    location: "Hyderabad, Telangana",
    headline: "Data Analyst",
    summary: "Analyst who turns retail data into decisions.",
    skills: ["SQL", "Power BI", "Python"],
    education: ["B.Sc Statistics, Osmania University, 2020"],
    target_role: "Data Analyst",
    target_company: "",
    experience: [
      { title: "Data Analyst", company: "RetailNext", location: "Hyderabad", start: "Aug 2022", end: "Present", bullets: ["Built 12 dashboards", "Cut reporting time 40%"] },
      { title: "Intern", company: "Shopkart", location: "", start: "Jan 2022", end: "Jul 2022", bullets: [] },
    ],
    projects: [{ name: "Churn model", link: "https://github.com/sneha/churn", bullets: ["Predicted churn with 82% recall"] }],
  },
  raw_text: "Sneha Kulkarni\nData Analyst\nRetailNext",
  insights: {
    strengths: ["Covers the core skills for Data Analyst roles"],
    gaps: ["No Tableau experience"],
    recommendations: ["Quantify every bullet"],
    tone: "analytical and metric-led",
  },
};

const COMPARED: CompareResponse = {
  alignment_score: 64,
  gaps: ["Tableau", "A/B testing", "Stakeholder reporting"],
  recommendations: ["Add a Tableau project", "Name the experiments you ran", "Lead with outcomes", "Fourth tip"],
  strengths: ["SQL depth"],
  overview: "You match on SQL but miss visual analytics tools.",
  benchmark_excerpt: "Senior Data Analyst at Flipkart...",
};

const MARKDOWN = "# Sneha Kulkarni\nsneha.k@example.com | Hyderabad\n**Data Analyst**\n\n## Experience\n### Data Analyst, RetailNext\n- Built 12 dashboards\n";
const BUILT: BuiltResumeDocument = {
  name: "Sneha Kulkarni",
  contact: ["sneha.k@example.com", "Hyderabad"],
  headline: "Senior Data Analyst",
  sections: [
    { heading: "Skills", blocks: [{ kind: "skills", groups: [{ label: "Data & Analytics", items: ["SQL", "Power BI"] }] }] },
    {
      heading: "Experience",
      blocks: [
        { kind: "entry", title: "Data Analyst, RetailNext", meta: "Hyderabad | Aug 2022 – Present", bullets: ["Built 12 dashboards", "<script>alert(1)</script>"] },
        { kind: "entry", title: "Side project", meta: "javascript:alert(1)", bullets: [] },
      ],
    },
    { heading: "Certifications", blocks: [{ kind: "list", items: ["Google Data Analytics Certificate"] }] },
  ],
};

function unlocked(extra: Record<string, Handler | Reply> = {}) {
  signIn();
  return stubApi({
    [ME]: [200, userFrom(PRIYA, { plan: "free" })],
    [SUBSCRIPTION]: [200, subscription("pro_plus")],
    [PLANS]: [200, PLAN_LIST],
    "GET /api/v1/resume-builder/drafts": [200, { drafts: [] }],
    [PUT_RESUME]: storeResume,
    ...extra,
  });
}

async function openBuilder() {
  const app = renderApp("/resume-builder");
  await screen.findByRole("heading", { level: 1, name: "Resume Builder" });
  return app;
}

function tab(name: string) {
  return screen.getByRole("tab", { name });
}

async function uploadResume(user: ReturnType<typeof renderApp>["user"]) {
  const file = new File(["Sneha Kulkarni\nData Analyst"], "sneha.txt", { type: "text/plain" });
  await user.upload(screen.getByLabelText("Resume file"), file);
  await user.click(screen.getByRole("button", { name: "Upload resume" }));
  await waitFor(() => expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Sneha Kulkarni"));
}

describe("Resume Builder: the free-plan lock", () => {
  it("locks the free plan with 'Explore plans' and the first three Starter features", async () => {
    signIn();
    const api = stubApi({
      [ME]: [200, userFrom(PRIYA, { plan: "free" })],
      [SUBSCRIPTION]: [200, subscription("free")],
      [PLANS]: [200, PLAN_LIST],
    });
    renderApp("/resume-builder");
    expect(await screen.findByRole("heading", { level: 1, name: "Resume Builder lives in Starter" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Explore plans" }).getAttribute("href")).toBe("/pricing");
    const features = await screen.findByRole("region", { name: "Starter features" });
    await waitFor(() => expect(within(features).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["2 resume templates", "2 tailorings a month", "Two 15-minute interviews"]));
    expect(screen.queryByText("20 job matches daily")).toBeNull();
    expect(screen.queryByRole("tab", { name: "Edit" })).toBeNull();
    expect(api.calls.some((call) => call.path.includes("resume-builder"))).toBe(false);
  });

  it("follows the subscription's plan in effect: a free account lifted by the launch promotion is unlocked", async () => {
    unlocked();
    await openBuilder();
    expect(screen.queryByText("Resume Builder lives in Starter")).toBeNull();
    expect(tab("Edit")).toBeTruthy();
  });

  it("falls back to the user's plan when the subscription cannot be read", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA, { plan: "free" })], [SUBSCRIPTION]: [500, { detail: "down" }], [PLANS]: [200, PLAN_LIST] });
    renderApp("/resume-builder");
    expect(await screen.findByRole("heading", { name: "Resume Builder lives in Starter" })).toBeTruthy();
  });
});

describe("Resume Builder: editing", () => {
  it("starts empty: zero badges, empty states inviting a first action, Preview and Export disabled", async () => {
    unlocked();
    await openBuilder();
    const badges = screen.getByRole("group", { name: "Resume contents" });
    expect(badges.textContent).toContain("0 skills");
    expect(badges.textContent).toContain("0 roles");
    expect(badges.textContent).toContain("0 projects");
    expect(tab("Edit").getAttribute("aria-selected")).toBe("true");
    expect(tab("Preview").hasAttribute("disabled") || tab("Preview").getAttribute("aria-disabled") === "true").toBe(true);
    expect(tab("Export").hasAttribute("disabled") || tab("Export").getAttribute("aria-disabled") === "true").toBe(true);
    expect(screen.getByText("No roles yet")).toBeTruthy();
    expect(screen.getByText("No projects yet")).toBeTruthy();
    expect(screen.getAllByText(/PDF, DOCX, TXT up to 6 MB/)).toHaveLength(2); // resume and benchmark uploads
    expect(screen.getByLabelText("Resume file").getAttribute("accept")).toBe(".pdf,.docx,.txt,.md,.rtf");
    expect(screen.getByLabelText("Benchmark resume").getAttribute("accept")).toBe(".pdf,.docx,.txt,.md,.rtf");
    expect((screen.getByRole("button", { name: "Upload resume" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("an upload-ingest sends the target role, fills the form, counts badges and shows the insights", async () => {
    const reply = deferred<Reply>();
    const api = unlocked({ [INGEST]: () => reply.promise });
    const { user } = await openBuilder();
    await user.type(screen.getByLabelText("Target role"), "Data Analyst");
    const file = new File(["resume"], "sneha.txt", { type: "text/plain" });
    await user.upload(screen.getByLabelText("Resume file"), file);
    expect(screen.getByText("sneha.txt")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Upload resume" }));
    expect(await screen.findByText("Analysing your resume...")).toBeTruthy();
    const form = callsTo(api, INGEST)[0]!.body as FormData;
    expect((form.get("resume_file") as File).name).toBe("sneha.txt");
    expect(form.get("target_role")).toBe("Data Analyst");
    expect(form.has("target_company")).toBe(false);

    reply.resolve([200, INGESTED]);
    await waitFor(() => expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Sneha Kulkarni"));
    expect((screen.getByLabelText("Skills") as HTMLInputElement).value).toBe("SQL, Power BI, Python");
    expect((screen.getByLabelText("Education") as HTMLTextAreaElement).value).toBe("B.Sc Statistics, Osmania University, 2020");
    // The whole stored document shows: what the form has no place for would be lost on the next save.
    expect((screen.getByLabelText("Certifications") as HTMLTextAreaElement).value).toBe("Google Data Analytics Certificate");
    expect((screen.getByLabelText("Languages") as HTMLInputElement).value).toBe("Telugu, English");
    const first = screen.getByRole("group", { name: "Experience 1" });
    expect((within(first).getByLabelText("Company") as HTMLInputElement).value).toBe("RetailNext");
    expect((within(first).getByLabelText("Bullets") as HTMLTextAreaElement).value).toBe("Built 12 dashboards\nCut reporting time 40%");
    expect((within(screen.getByRole("group", { name: "Project 1" })).getByLabelText("Link") as HTMLInputElement).value).toBe("https://github.com/sneha/churn");
    const badges = screen.getByRole("group", { name: "Resume contents" });
    expect(badges.textContent).toContain("3 skills");
    expect(badges.textContent).toContain("2 roles");
    expect(badges.textContent).toContain("1 project");
    expect(screen.getByRole("heading", { name: "Strengths" })).toBeTruthy();
    expect(screen.getByText("No Tableau experience")).toBeTruthy();
    expect(screen.getByText("analytical and metric-led")).toBeTruthy();
    expect(tab("Edit").getAttribute("aria-selected")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Add to instructions" }));
    const instructions = (screen.getByLabelText("Instructions") as HTMLTextAreaElement).value;
    expect(instructions).toContain("Address gap: No Tableau experience");
    expect(instructions).toContain("Apply: Quantify every bullet");
  });

  it("shows the ingest fallback when the server gives no detail, and 'Clear' resets the panel", async () => {
    unlocked({ [INGEST]: [422, { title: "Unprocessable" }] });
    const { user } = await openBuilder();
    await user.upload(screen.getByLabelText("Resume file"), new File(["??"], "scan.pdf", { type: "application/pdf" }));
    await user.click(screen.getByRole("button", { name: "Upload resume" }));
    expect(await screen.findByText("Unable to analyse resume. Please try a PDF or DOCX file.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.queryByText("Unable to analyse resume. Please try a PDF or DOCX file.")).toBeNull();
    expect(screen.queryByText("scan.pdf")).toBeNull();
  });

  it("takes a dropped resume file", async () => {
    unlocked();
    await openBuilder();
    const zone = screen.getByLabelText("Resume file").closest("label")!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(["x"], "dropped.docx")] } });
    expect(await screen.findByText("dropped.docx")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Upload resume" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("adds and removes experience and project entries", async () => {
    unlocked();
    const { user } = await openBuilder();
    await user.click(screen.getByRole("button", { name: "Add experience" }));
    await user.click(screen.getByRole("button", { name: "Add experience" }));
    expect(screen.getAllByRole("group", { name: /^Experience \d$/ })).toHaveLength(2);
    await user.type(within(screen.getByRole("group", { name: "Experience 1" })).getByLabelText("Job title"), "Analyst");
    expect(screen.getByRole("group", { name: "Resume contents" }).textContent).toContain("1 role");
    await user.click(screen.getByRole("button", { name: "Remove experience 2" }));
    expect(screen.getAllByRole("group", { name: /^Experience \d$/ })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Add project" }));
    await user.type(within(screen.getByRole("group", { name: "Project 1" })).getByLabelText("Project name"), "Churn");
    expect(screen.getByRole("group", { name: "Resume contents" }).textContent).toContain("1 project");
    await user.click(screen.getByRole("button", { name: "Remove project 1" }));
    expect(screen.getByText("No projects yet")).toBeTruthy();
  });
});

describe("Resume Builder: parts the reader was unsure of", () => {
  it("asks the person to check the highlighted parts, and the request goes once they have", async () => {
    const review = [{ part: "experience" as const, message: "Your resume has 2 date ranges but we could not read them as roles. Please check Experience and add each role with its title, company and dates." }];
    unlocked({ [INGEST]: [200, { ...INGESTED, review }] });
    const { user } = await openBuilder();
    await uploadResume(user);
    const alert = await screen.findByRole("alert", { name: "Please check the highlighted parts" });
    expect(within(alert).getByRole("button", { name: review[0]!.message })).toBeTruthy();
    await user.click(within(alert).getByRole("button", { name: "I have checked them" }));
    expect(screen.queryByRole("alert", { name: "Please check the highlighted parts" })).toBeNull();
  });

  it("shows no request to check anything when the server was sure (or does not say)", async () => {
    unlocked({ [INGEST]: [200, INGESTED] });
    const { user } = await openBuilder();
    await uploadResume(user);
    await screen.findByDisplayValue("Sneha Kulkarni");
    expect(screen.queryByRole("alert", { name: "Please check the highlighted parts" })).toBeNull();
  });
});

describe("Resume Builder: build, preview and export", () => {
  it("'Build Resume' saves the edited form as the stored document, builds it by id, and renders the server's document with score 86 and keyword chips", async () => {
    const api = unlocked({ [INGEST]: [200, INGESTED], [BUILD]: [200, { markdown: MARKDOWN, document: BUILT }] });
    const { user } = await openBuilder();
    await uploadResume(user);
    await user.clear(screen.getByLabelText("Headline"));
    await user.type(screen.getByLabelText("Headline"), "Senior Data Analyst");
    await user.click(screen.getByRole("button", { name: "Build Resume" }));

    await waitFor(() => expect(tab("Preview").getAttribute("aria-selected")).toBe("true"));
    // The edit is stored first (the document exactly as the form shows it), then the build names the resume.
    expect(sentBodies(api, PUT_RESUME)).toEqual([{ document: { ...DOCUMENT, contact: { ...DOCUMENT.contact, headline: "Senior Data Analyst" } } }]);
    const [body] = sentBodies(api, BUILD) as Array<Record<string, unknown>>;
    expect(body).toEqual({ resume_id: RESUME_ID, target_role: "Data Analyst", target_company: "", instructions: "", reference_resume_text: "", focus_gaps: false });

    const resume = screen.getByRole("article", { name: "Built resume" });
    expect(within(resume).getByRole("heading", { name: "Sneha Kulkarni" })).toBeTruthy();
    expect(within(resume).getByRole("heading", { name: "Experience" })).toBeTruthy();
    expect(within(resume).getByRole("heading", { name: "Data Analyst, RetailNext" })).toBeTruthy();
    expect(within(resume).getByText("Hyderabad | Aug 2022 – Present")).toBeTruthy();
    expect(within(resume).getByText("<script>alert(1)</script>")).toBeTruthy(); // text, never markup
    expect(within(resume).queryByRole("link")).toBeNull(); // a javascript: meta line is text only
    expect(within(resume).getByText("Google Data Analytics Certificate")).toBeTruthy();
    expect(screen.getByLabelText("Alignment score: 86 out of 100")).toBeTruthy();
    expect(screen.getByText("Default score until you compare")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Keywords" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["SQL", "Power BI", "Python"]);
    expect(screen.getByText("Quantify every bullet")).toBeTruthy(); // top recommendations from the insights before a comparison
    expect(tab("Export").hasAttribute("disabled")).toBe(false);
  });

  it("a successful compare moves the edit tab to Preview with the score, gap count and advice", async () => {
    const api = unlocked({ [INGEST]: [200, INGESTED], [COMPARE]: [200, COMPARED] });
    const { user } = await openBuilder();
    await uploadResume(user);
    const compareButton = screen.getByRole("button", { name: "Compare resumes" }) as HTMLButtonElement;
    expect(compareButton.disabled).toBe(true);
    await user.upload(screen.getByLabelText("Benchmark resume"), new File(["bench"], "bench.txt", { type: "text/plain" }));
    await user.type(screen.getByLabelText("Focus role"), "Senior Data Analyst");
    await user.click(screen.getByRole("button", { name: "Compare resumes" }));

    await waitFor(() => expect(tab("Preview").getAttribute("aria-selected")).toBe("true"));
    const form = callsTo(api, COMPARE)[0]!.body as FormData;
    expect((form.get("benchmark_file") as File).name).toBe("bench.txt");
    expect(form.get("focus_role")).toBe("Senior Data Analyst");
    // The stored resume, unchanged since the upload: no save, and no resume text sent to be parsed again.
    expect(form.get("resume_id")).toBe(RESUME_ID);
    expect(form.has("candidate_text")).toBe(false);
    expect(sentBodies(api, PUT_RESUME)).toEqual([]);

    // While the tabs switch on a slow machine, the Edit panel's copy of the results can still be mounted beside
    // Preview's (two matches for one text): the checks are retried until Preview alone shows them.
    await waitFor(
      () => {
        expect(screen.getAllByLabelText("Alignment score: 64 out of 100").length).toBeGreaterThan(0);
        expect(screen.getByText("priority gaps").previousElementSibling?.textContent).toBe("3");
        const top = screen.getByRole("heading", { name: "Top recommendations" }).nextElementSibling!;
        expect(within(top as HTMLElement).getAllByRole("listitem").map((li) => li.textContent)).toEqual(COMPARED.recommendations.slice(0, 3));
        expect(screen.getByText("You match on SQL but miss visual analytics tools.")).toBeTruthy();
        expect(screen.getByText("Senior Data Analyst at Flipkart...")).toBeTruthy();
        expect(screen.getByText("Your resume will appear here")).toBeTruthy();
      },
      { timeout: 10_000 },
    );
  });

  it("after a compare, 'Build Resume' sends the benchmark's full text as the reference and asks to address gaps", async () => {
    const api = unlocked({ [INGEST]: [200, INGESTED], [COMPARE]: [200, COMPARED], [BUILD]: [200, { markdown: MARKDOWN, document: BUILT }] });
    const { user } = await openBuilder();
    await uploadResume(user);
    const benchmark = "Ananya Rao\nSenior Data Analyst\nSKILLS\nSQL, Tableau, BigQuery";
    await user.upload(screen.getByLabelText("Benchmark resume"), new File([benchmark], "bench.txt", { type: "text/plain" }));
    await user.click(screen.getByRole("button", { name: "Compare resumes" }));
    await waitFor(() => expect(tab("Preview").getAttribute("aria-selected")).toBe("true"));
    // Preview's empty state offers the build right after a compare (found in Preview's panel: on a slow machine the
    // Edit panel's own Build Resume can still be showing while the tabs switch).
    const preview = await screen.findByRole("tabpanel", { name: "Preview" });
    await user.click(within(preview).getByRole("button", { name: "Build Resume" }));
    await waitFor(() => expect(sentBodies(api, BUILD)).toHaveLength(1));
    expect(sentBodies(api, BUILD)[0]).toMatchObject({ reference_resume_text: benchmark, focus_gaps: true });
  });

  it("shows the compare fallback when the server gives no detail", async () => {
    unlocked({ [INGEST]: [200, INGESTED], [COMPARE]: [500, {}] });
    const { user } = await openBuilder();
    await uploadResume(user);
    await user.upload(screen.getByLabelText("Benchmark resume"), new File(["bench"], "bench.txt"));
    await user.click(screen.getByRole("button", { name: "Compare resumes" }));
    expect(await screen.findByText("Unable to compare resumes right now.")).toBeTruthy();
    expect(tab("Edit").getAttribute("aria-selected")).toBe("true");
  });

  it("shows the build failure's detail in an alert", async () => {
    unlocked({ [INGEST]: [200, INGESTED], [BUILD]: [400, { detail: "Add your name and some experience first." }] });
    const { user } = await openBuilder();
    await uploadResume(user);
    await user.click(screen.getByRole("button", { name: "Build Resume" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Add your name and some experience first.");
    expect(tab("Edit").getAttribute("aria-selected")).toBe("true");
  });

  it("shows 'Resume tailoring limit reached' on the plan's build quota (402)", async () => {
    unlocked({
      [SUBSCRIPTION]: [200, subscription("starter")],
      [INGEST]: [200, INGESTED],
      [BUILD]: [402, { type: "https://hirewise.app/problems/quota-exceeded", detail: "quota", plan: "Starter", limit: 2 }],
    });
    const { user } = await openBuilder();
    await uploadResume(user);
    await user.click(screen.getByRole("button", { name: "Build Resume" }));
    expect(await screen.findByText("Resume tailoring limit reached")).toBeTruthy();
    expect(
      screen.getByText("You've used every resume tailoring slot included in the Starter plan. Upgrade for more monthly builds and premium templates."),
    ).toBeTruthy();
  });

  it("Export downloads the chosen template as '{name}_ATS_Resume.docx' and '{name}_ATS_Resume.pdf'; templates the plan lacks are locked", async () => {
    const TEMPLATES_URL = "/api/v1/resume-builder/templates";
    const PDF_URL = "/api/v1/resume-builder/build/pdf";
    const file = (bytes: string, type: string) => () => new Response(new Blob([bytes]), { status: 200, headers: { "content-type": type } });
    const api = unlocked({
      [INGEST]: [200, INGESTED],
      [BUILD]: [200, { markdown: MARKDOWN, document: BUILT }],
      [`POST ${DOCX_URL}`]: file("PK\u0003\u0004", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
      [`POST ${PDF_URL}`]: file("%PDF-1.7", "application/pdf"),
      [`GET ${TEMPLATES_URL}`]: [
        200,
        {
          templates: [
            { id: "classic", name: "Classic", description: "Centred name.", available: true, plan_required: "free" },
            { id: "modern", name: "Modern", description: "Teal accent.", available: true, plan_required: "starter" },
            { id: "compact", name: "Compact", description: "Tighter type.", available: false, plan_required: "pro" },
          ],
        },
      ],
    });
    const downloads = () => api.calls.filter((call) => call.path === DOCX_URL || call.path === PDF_URL).map(({ path, body }) => ({ url: path, body }));
    const createObjectURL = vi.fn(() => "blob:resume");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    const { user } = await openBuilder();
    await uploadResume(user);
    await user.click(screen.getByRole("button", { name: "Build Resume" }));
    await waitFor(() => expect(tab("Export").hasAttribute("disabled")).toBe(false));
    await user.click(tab("Export"));
    expect(screen.getByText("Sneha_Kulkarni_ATS_Resume.docx")).toBeTruthy();
    expect(screen.getByText("Sneha_Kulkarni_ATS_Resume.pdf")).toBeTruthy();

    const modern = await screen.findByRole("radio", { name: /Modern/ });
    expect((screen.getByRole("radio", { name: /Compact/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/Comes with Pro and above/)).toBeTruthy();
    await user.click(modern);

    await user.click(screen.getByRole("button", { name: "Download Word" }));
    await waitFor(() => expect(clicked).toEqual(["Sneha_Kulkarni_ATS_Resume.docx"]));
    expect(downloads()[0]).toMatchObject({ url: DOCX_URL, body: { resume_id: RESUME_ID, template: "modern" } });

    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(clicked).toEqual(["Sneha_Kulkarni_ATS_Resume.docx", "Sneha_Kulkarni_ATS_Resume.pdf"]));
    expect(downloads()[1]).toMatchObject({ url: PDF_URL, body: { resume_id: RESUME_ID, template: "modern" } });
    expect(createObjectURL).toHaveBeenCalledTimes(2);
    click.mockRestore();
  });
});

describe("Resume Builder: a server that sends only SPEC section 3's fields", () => {
  it("ingests, compares and builds when the answers carry no resume_id or document, showing the built markdown", async () => {
    // Spec-minimal: /auth/me without plan, no /subscription (404); ingest {structured, raw_text, insights}; build {markdown}.
    const { resume_id: _id, document: _document, ...ingested } = INGESTED;
    const api = unlocked({
      [ME]: [200, { id: PRIYA.id, email: PRIYA.email, name: PRIYA.name }],
      [SUBSCRIPTION]: [404, { title: "Not Found", status: 404, detail: "Not Found" }],
      [INGEST]: [200, ingested],
      [COMPARE]: [200, COMPARED],
      [BUILD]: [200, { markdown: MARKDOWN }],
      // Nothing was stored by the ingest: the form is stored before the compare and the build.
      "POST /api/v1/resume": ({ body }) => [201, { id: RESUME_ID, origin: "resume_builder", file_name: null, file_kind: null, created_at: "2026-11-24T12:05:00.000Z", updated_at: "2026-11-24T12:05:00.000Z", document: (body as { document: unknown }).document }],
    });
    const { user } = await openBuilder();
    await uploadResume(user);
    expect((screen.getByLabelText("Headline") as HTMLInputElement).value).toBe("Data Analyst");

    await user.upload(screen.getByLabelText("Benchmark resume"), new File(["bench"], "bench.txt", { type: "text/plain" }));
    await user.click(screen.getByRole("button", { name: "Compare resumes" }));
    await waitFor(() => expect(tab("Preview").getAttribute("aria-selected")).toBe("true"));
    expect(screen.getAllByLabelText("Alignment score: 64 out of 100").length).toBeGreaterThan(0);

    // Preview's empty state offers the build right after a compare (found in Preview's panel: on a slow machine the
    // Edit panel's own Build Resume can still be showing while the tabs switch).
    const preview = await screen.findByRole("tabpanel", { name: "Preview" });
    await user.click(within(preview).getByRole("button", { name: "Build Resume" }));
    await waitFor(() => expect(sentBodies(api, BUILD)).toHaveLength(1));
    const resume = await screen.findByRole("article", { name: "Built resume" });
    expect(await within(resume).findByRole("heading", { name: "Sneha Kulkarni" })).toBeTruthy();
    expect(within(resume).getByText("Built 12 dashboards")).toBeTruthy();
    expect(sentBodies(api, "POST /api/v1/resume")).toHaveLength(1);
  });
});
