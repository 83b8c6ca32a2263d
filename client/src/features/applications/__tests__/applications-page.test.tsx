import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApplicationDetail, ApplicationList, CoverLetter, JobMatchReport, TrackedApplication } from "../../../api/generated/model";
import { callsTo, PRIYA, renderApp, sentBodies, signIn, stubApi, userFrom, type Handler, type Reply } from "../../../testing/test-utils";

const app = (over: Partial<TrackedApplication>): TrackedApplication => ({
  id: "a1",
  job_id: null,
  origin: "saved",
  status: "saved",
  ready_for_you: false,
  title: "Performance Marketing Manager",
  company: "Kalpaka Commerce",
  location: "Bengaluru",
  work_mode: "hybrid",
  source: "demo",
  apply_link: "https://jobs.example.com/1",
  notes: "",
  contact_name: null,
  contact_email: null,
  contact_phone: null,
  salary_lpa: null,
  salary_note: null,
  next_step: null,
  next_step_due: null,
  applied_at: null,
  status_changed_at: "2026-11-22T06:30:00.000Z",
  created_at: "2026-11-22T06:30:00.000Z",
  updated_at: "2026-11-22T06:30:00.000Z",
  ...over,
});

const A1 = app({});
const A2 = app({ id: "a2", title: "Growth Lead", company: "Nykaa", status: "applied", origin: "auto_apply", salary_lpa: 24 });
const LIST: ApplicationList = { applications: [A1, A2], counts: { saved: 1, applied: 1, interviewing: 0, offer: 0, rejected: 0, withdrawn: 0 }, total: 2 };
const DETAIL: ApplicationDetail = {
  ...A1,
  description: "Own paid acquisition.",
  skills: ["Google Ads"],
  history: [{ id: "e1", kind: "created", from_status: null, to_status: "saved", summary: "Saved from Job Search", created_at: "2026-11-22T06:30:00.000Z" }],
  match_reports: [],
  cover_letters: [],
};
const LIST_KEY = "GET /api/v1/applications?sort=updated&order=desc";

function setup(handlers: Record<string, Handler | Reply> = {}, path = "/applications") {
  signIn();
  const mock = stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA)], [LIST_KEY]: [200, LIST], "GET /api/v1/saved-jobs": [200, { saved_jobs: [] }], ...handlers });
  return { mock, ...renderApp(path) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("Applications: the tracker", () => {
  it("shows the board with a column per status and the counts, and moves a card from the keyboard (Alt + arrow) and by its Status menu", async () => {
    const { mock, user } = setup({ "PATCH /api/v1/applications/a1": [200, { ...DETAIL, status: "applied" }] });
    expect(await screen.findByRole("heading", { level: 1, name: "Applications" })).toBeTruthy();
    const board = await screen.findByRole("region", { name: "Application board" });
    for (const column of ["Saved", "Applied", "Interviewing", "Offer", "Rejected", "Withdrawn"]) expect(within(board).getByRole("heading", { name: column })).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Applications by status" })).getByText("Saved: 1")).toBeTruthy();
    const saved = within(board).getByRole("list", { name: "Saved applications" });
    const card = within(saved).getByRole("button", { name: "Performance Marketing Manager" });
    card.focus();
    await user.keyboard("{Alt>}{ArrowRight}{/Alt}");
    await waitFor(() => expect(sentBodies(mock, "PATCH /api/v1/applications/a1")).toEqual([{ status: "applied" }]));
    expect(await screen.findByText("Performance Marketing Manager moved to Applied.")).toBeTruthy();

    await user.selectOptions(screen.getByRole("combobox", { name: "Status of Growth Lead at Nykaa" }), "interviewing");
    await waitFor(() => expect(callsTo(mock, "PATCH /api/v1/applications/a2")).toHaveLength(1));
  });

  it("moves a card dropped on another column", async () => {
    const { mock } = setup({ "PATCH /api/v1/applications/a1": [200, { ...DETAIL, status: "offer" }] });
    const board = await screen.findByRole("region", { name: "Application board" });
    const card = board.querySelector('[data-application="a1"]')!;
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? "", dropEffect: "", effectAllowed: "" };
    fireEvent.dragStart(card, { dataTransfer });
    const offer = board.querySelector('[data-column="offer"]')!;
    fireEvent.dragOver(offer, { dataTransfer });
    fireEvent.drop(offer, { dataTransfer });
    await waitFor(() => expect(sentBodies(mock, "PATCH /api/v1/applications/a1")).toEqual([{ status: "offer" }]));
  });

  it("switches to a list sorted by its column headers, filters by status, and remembers the view", async () => {
    const { mock, user } = setup({
      "GET /api/v1/applications?sort=salary_lpa&order=desc": [200, { ...LIST, applications: [A2, A1] }],
      "GET /api/v1/applications?status=applied&sort=salary_lpa&order=desc": [200, { ...LIST, applications: [A2] }],
    });
    await screen.findByRole("region", { name: "Application board" });
    await user.click(screen.getByRole("button", { name: "List" }));
    const table = await screen.findByRole("table", { name: "Applications" });
    await user.click(within(table).getByRole("button", { name: "CTC" }));
    await waitFor(() => expect(within(table).getAllByRole("row")[1]!.textContent).toContain("Growth Lead"));
    expect(within(table).getByRole("columnheader", { name: /CTC/ }).getAttribute("aria-sort")).toBe("descending");
    expect(within(table).getByText("24 LPA")).toBeTruthy();
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "applied");
    await waitFor(() => expect(mock.calls.some((call) => call.path === "/api/v1/applications?status=applied&sort=salary_lpa&order=desc")).toBe(true));
    expect(localStorage.getItem("hirewise.applications.view")).toBe("list");
  });

  it("opens an application's details, saves them with a history, and says what is wrong with a bad email", async () => {
    const { mock, user } = setup({
      "GET /api/v1/applications/a1": [200, DETAIL],
      "PATCH /api/v1/applications/a1": [200, { ...DETAIL, next_step: "HR call" }],
    });
    await user.click(await screen.findByRole("button", { name: "Performance Marketing Manager" }));
    const details = await screen.findByRole("form", { name: "Application details" });
    expect(screen.getByRole("list", { name: "History" }).textContent).toContain("Saved from Job Search");
    await user.type(within(details).getByLabelText("Next step"), "HR call");
    await user.type(within(details).getByLabelText("Contact email"), "meera");
    await user.click(within(details).getByRole("button", { name: "Save details" }));
    expect(await within(details).findByText("Contact email must be an email address, like name@company.com.")).toBeTruthy();
    await user.clear(within(details).getByLabelText("Contact email"));
    await user.type(within(details).getByLabelText("CTC (LPA)"), "18.5");
    await user.click(within(details).getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(sentBodies(mock, "PATCH /api/v1/applications/a1")).toEqual([expect.objectContaining({ next_step: "HR call", salary_lpa: 18.5, contact_email: null })]));
  });

  it("shows an empty state without applications, and the server's error with a retry when the list fails", async () => {
    setup({ [LIST_KEY]: [200, { applications: [], counts: { saved: 0, applied: 0, interviewing: 0, offer: 0, rejected: 0, withdrawn: 0 }, total: 0 }] });
    expect(await screen.findByText("No applications yet")).toBeTruthy();
  });

  it("reports a failed load with the server's detail", async () => {
    setup({ [LIST_KEY]: [500, { title: "Internal Server Error", status: 500, detail: "The tracker is resting." }] });
    expect(await screen.findByText("The tracker is resting.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

const REPORT: JobMatchReport = {
  id: "r1",
  application_id: null,
  job_title: "Senior Data Analyst",
  company: "Meesho",
  score: 78,
  band: "good",
  summary: "A good match (78/100): you show 3 of the 4 required skills.",
  parts: [{ key: "required_skills", label: "Required skills", score: 75, weight: 0.45, detail: "You show 3 of the 4 required skills; missing Power BI." }],
  skills: { required_present: ["SQL", "Python", "Tableau"], required_missing: ["Power BI"], nice_present: [], nice_missing: ["Airflow"] },
  title_fit: { job_title: "Senior Data Analyst", job_role: null, job_seniority: null, resume_title: null, resume_role: null, resume_seniority: null, score: 100 },
  experience: { years_required: 4, years_shown: 6 },
  education: { required: null, shown: null, met: null },
  keyword_gaps: [{ keyword: "Power BI", importance: 90, reason: "A required skill" }],
  resume_source: "stored",
  job_description: "Senior Data Analyst...",
  tailor: { target_role: "Senior Data Analyst", target_company: "Meesho", focus_gaps: true },
  created_at: "2026-11-24T12:05:00.000Z",
};

describe("Applications: match against a job description", () => {
  it("matches a pasted description, shows the explained report, and Tailor my resume opens the Resume Builder with the job", async () => {
    const { mock, user, router } = setup({
      "GET /api/v1/job-matches": [200, { reports: [] }],
      "POST /api/v1/job-matches": [201, REPORT],
      "GET /api/v1/job-matches/r1": [200, REPORT],
    });
    await user.click(await screen.findByRole("tab", { name: "Job match" }));
    await user.click(await screen.findByText("Paste it"));
    await user.type(screen.getByLabelText("Job description"), "We need SQL and Power BI.");
    await user.click(screen.getByRole("button", { name: "Match my resume" }));
    await waitFor(() => expect(sentBodies(mock, "POST /api/v1/job-matches")).toEqual([{ job_description: "We need SQL and Power BI." }]));
    const report = await screen.findByTestId("match-report");
    expect(within(report).getByText(REPORT.summary)).toBeTruthy();
    expect(within(within(report).getByRole("list", { name: "Required skills missing" })).getByText("Power BI")).toBeTruthy();
    expect(within(report).getByRole("list", { name: "Keyword gaps" }).textContent).toContain("importance 90");
    expect(router.state.location.search).toBe("?tab=match&report=r1");
    await user.click(within(report).getByRole("button", { name: "Tailor my resume" }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe("/resume-builder?match=r1"));
  });
});

const STORED = {
  id: "5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c",
  origin: "job_search",
  file_name: "priya-sharma-resume.pdf",
  file_kind: "pdf",
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
  document: { contact: { name: "Priya Sharma", email: "", phone: "", location: "", headline: "", links: [] }, summary: "", experience: [], education: [], projects: [], certifications: [], skills: ["SQL"], languages: [] },
};

describe("Applications: the stored resume is named and sent by id", () => {
  it("Job match names the latest stored resume and sends its resume_id", async () => {
    const { mock, user } = setup({
      "GET /api/v1/resume": [200, STORED],
      "GET /api/v1/job-matches": [200, { reports: [] }],
      "POST /api/v1/job-matches": [201, REPORT],
      "GET /api/v1/job-matches/r1": [200, REPORT],
    });
    await user.click(await screen.findByRole("tab", { name: "Job match" }));
    await user.click(await screen.findByText("Paste it"));
    expect(await screen.findByText("We use your latest resume: priya-sharma-resume.pdf.")).toBeTruthy();
    await user.type(screen.getByLabelText("Job description"), "We need SQL and Power BI.");
    await user.click(screen.getByRole("button", { name: "Match my resume" }));
    await waitFor(() => expect(sentBodies(mock, "POST /api/v1/job-matches")).toEqual([{ job_description: "We need SQL and Power BI.", resume_id: STORED.id }]));
  });

  it("Cover letters are written from the named stored resume, sent as resume_id", async () => {
    const { mock, user } = setup({
      "GET /api/v1/resume": [200, STORED],
      "GET /api/v1/cover-letters": [200, { cover_letters: [] }],
      // The answer does not matter here: the request is what is checked.
      "POST /api/v1/cover-letters": () => new Promise<Reply>(() => {}),
    });
    await user.click(await screen.findByRole("tab", { name: "Cover letters" }));
    expect(await screen.findByText("Written from your latest resume: priya-sharma-resume.pdf.")).toBeTruthy();
    await user.type(screen.getByLabelText("Job description"), "We need SQL and Power BI.");
    await user.click(screen.getByRole("button", { name: "Write cover letter" }));
    await waitFor(() => expect(sentBodies(mock, "POST /api/v1/cover-letters")).toEqual([{ job_description: "We need SQL and Power BI.", tone: "concise", resume_id: STORED.id }]));
  });
});

describe("Applications: an Auto-Apply application pack", () => {
  const PACKED: ApplicationDetail = {
    ...DETAIL,
    origin: "auto_apply",
    ready_for_you: true,
    apply_link: "https://www.naukri.com/job-listings-1",
    pack: {
      id: "p1",
      created_at: "2026-11-22T06:30:00.000Z",
      job_title: "Performance Marketing Manager",
      company: "Kalpaka Commerce",
      resume_docx_name: "Priya_Sharma_ATS_Resume.docx",
      resume_pdf_name: "Priya_Sharma_ATS_Resume.pdf",
      highlighted_skills: ["Google Ads", "SQL"],
      cover_letter: { id: "l1", application_id: "a1", title: "Cover letter – Kalpaka Commerce", job_title: "Performance Marketing Manager", company: "Kalpaka Commerce", tone: "concise", created_at: "2026-11-22T06:30:00.000Z", updated_at: "2026-11-22T06:30:00.000Z" },
      answers: [
        { key: "years_of_experience", question: "How many years of experience do you have?", answer: "6 years (from the dates of the roles on my resume)", source: "resume", missing: false, missing_hint: null },
        { key: "notice_period", question: "What is your notice period?", answer: null, source: null, missing: true, missing_hint: "Your profile does not say your notice period. Add it under Screening answers on the Auto-Apply page and every pack answers it." },
      ],
      missing_answers: 1,
    },
  };

  it("shows the pack: resume downloads, the cover letter, answers and what to fill in, beside Open posting", async () => {
    const { mock, user } = setup({
      "GET /api/v1/applications/a1": [200, PACKED],
      "GET /api/v1/applications/a1/pack/resume.docx": () => new Response(new Blob(["PK"]), { status: 200, headers: { "content-type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document" } }),
    });
    const created: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:pack");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    await user.click(await screen.findByRole("button", { name: "Performance Marketing Manager" }));
    const pack = await screen.findByRole("region", { name: "Application pack" });
    expect(within(pack).getByText("1 answer to fill in")).toBeTruthy();
    expect(pack.textContent).toContain("bringing forward Google Ads, SQL");
    const answers = within(pack).getByRole("list", { name: "Screening answers" });
    expect(answers.textContent).toContain("6 years (from the dates of the roles on my resume)");
    expect(answers.textContent).toContain("Your profile does not say your notice period.");
    expect(within(answers).getByRole("link", { name: "Fill in screening answers" }).getAttribute("href")).toBe("/auto-apply#screening-answers");
    expect(screen.getByRole("link", { name: /Open posting/ }).getAttribute("href")).toBe("https://www.naukri.com/job-listings-1");

    await user.click(within(pack).getByRole("button", { name: /Download the tailored resume as Word/ }));
    await waitFor(() => expect(created).toEqual(["Priya_Sharma_ATS_Resume.docx"]));
    expect(mock.calls.at(-1)!.path).toBe("/api/v1/applications/a1/pack/resume.docx");
    expect(within(pack).getByRole("button", { name: /Cover letter/ })).toBeTruthy();
  });
});

describe("Applications: a server that sends only SPEC section 3's fields", () => {
  // SPEC section 3 defines no tracker, match or letter entity; what it does define, the user, comes without plan or created_at.
  const MINIMAL_ME: Reply = [200, { id: PRIYA.id, email: PRIYA.email, name: PRIYA.name }];

  it("shows the tracker board and moves a card for a user record without plan", async () => {
    const { mock, user } = setup({ "GET /api/v1/auth/me": MINIMAL_ME, "PATCH /api/v1/applications/a1": [200, { ...DETAIL, status: "applied" }] });
    const board = await screen.findByRole("region", { name: "Application board" });
    within(within(board).getByRole("list", { name: "Saved applications" })).getByRole("button", { name: "Performance Marketing Manager" }).focus();
    await user.keyboard("{Alt>}{ArrowRight}{/Alt}");
    await waitFor(() => expect(sentBodies(mock, "PATCH /api/v1/applications/a1")).toEqual([{ status: "applied" }]));
    expect(await screen.findByText("Performance Marketing Manager moved to Applied.")).toBeTruthy();
  });

  it("matches a pasted description for a user record without plan", async () => {
    const { user } = setup({
      "GET /api/v1/auth/me": MINIMAL_ME,
      "GET /api/v1/job-matches": [200, { reports: [] }],
      "POST /api/v1/job-matches": [201, REPORT],
      "GET /api/v1/job-matches/r1": [200, REPORT],
    });
    await user.click(await screen.findByRole("tab", { name: "Job match" }));
    await user.click(await screen.findByText("Paste it"));
    await user.type(screen.getByLabelText("Job description"), "We need SQL and Power BI.");
    await user.click(screen.getByRole("button", { name: "Match my resume" }));
    expect(within(await screen.findByTestId("match-report")).getByText(REPORT.summary)).toBeTruthy();
  });

  it("writes a cover letter for a user record without plan", async () => {
    const LETTER: CoverLetter = {
      id: "l1", application_id: null, title: "Senior Data Analyst at Meesho", job_title: "Senior Data Analyst", company: "Meesho", tone: "concise",
      body: "Dear Meesho team, I build SQL dashboards.", polished: false, edited: false, resume_source: "stored",
      created_at: "2026-11-24T12:05:00.000Z", updated_at: "2026-11-24T12:05:00.000Z",
    };
    const { mock, user } = setup({
      "GET /api/v1/auth/me": MINIMAL_ME,
      "GET /api/v1/resume": [200, STORED],
      "GET /api/v1/cover-letters": [200, { cover_letters: [] }],
      "POST /api/v1/cover-letters": [201, LETTER],
      "GET /api/v1/cover-letters/l1": [200, LETTER],
    });
    await user.click(await screen.findByRole("tab", { name: "Cover letters" }));
    expect(await screen.findByText("Written from your latest resume: priya-sharma-resume.pdf.")).toBeTruthy();
    await user.type(screen.getByLabelText("Job description"), "We need SQL and Power BI.");
    await user.click(screen.getByRole("button", { name: "Write cover letter" }));
    await waitFor(() => expect(sentBodies(mock, "POST /api/v1/cover-letters")).toHaveLength(1));
    expect(await screen.findByDisplayValue(LETTER.body)).toBeTruthy();
  });
});
