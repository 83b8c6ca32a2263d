import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { IngestResponse, JobMatchReport, PlanList } from "../../../api/generated/model";
import { callsTo, PRIYA, renderApp, sentBodies, signIn, stubApi, userFrom, type Handler, type Reply } from "../../../testing/test-utils";

const REPORT: JobMatchReport = {
  id: "r1",
  application_id: null,
  job_title: "Senior Data Analyst",
  company: "Meesho",
  score: 78,
  band: "good",
  summary: "A good match (78/100): you show 3 of the 4 required skills.",
  parts: [{ key: "required_skills", label: "Required skills", score: 75, weight: 1, detail: "You show 3 of the 4 required skills." }],
  skills: { required_present: ["SQL"], required_missing: ["Power BI"], nice_present: [], nice_missing: [] },
  title_fit: { job_title: "Senior Data Analyst", job_role: null, job_seniority: null, resume_title: null, resume_role: null, resume_seniority: null, score: 100 },
  experience: { years_required: 4, years_shown: 6 },
  education: { required: null, shown: null, met: null },
  keyword_gaps: [{ keyword: "Power BI", importance: 90, reason: "A required skill" }],
  resume_source: "stored",
  job_description: "Senior Data Analyst at Meesho. Strong SQL and Power BI.",
  tailor: { target_role: "Senior Data Analyst", target_company: "Meesho", focus_gaps: true },
  created_at: "2026-11-24T12:05:00.000Z",
};

// Spec-minimal (SPEC section 3: no resume_id or document): the screen works with a server that sends only these.
const INGESTED_MINIMAL: Omit<IngestResponse, "resume_id" | "document"> = {
  structured: {
    name: "Sneha Kulkarni", email: "sneha.k@example.com", phone: "", location: "Hyderabad", headline: "Data Analyst", summary: "Analyst.", skills: ["SQL"], education: [],
    target_role: "", target_company: "", experience: [{ title: "Data Analyst", company: "RetailNext", location: "", start: "2022", end: "Present", bullets: ["Built dashboards"] }], projects: [],
  },
  raw_text: "Sneha Kulkarni\nData Analyst",
  insights: { strengths: [], gaps: [], recommendations: [], tone: "confident" },
};
const INGESTED = INGESTED_MINIMAL as IngestResponse;

const PLAN_LIST: PlanList = { default_plan: "pro_plus", payments: { provider: "razorpay", key_id: null }, plans: [] };
const subscription = { planId: "pro_plus", activatedAt: "2026-01-05T10:00:00Z", usage: { jobMatches: { date: "2026-01-05", count: 0 }, resumeScores: { date: "2026-01-05", count: 0 }, mockInterviews: { month: "2026-01", count: 0 }, resumeBuilds: { month: "2026-01", count: 0 } } };

function setup(extra: Record<string, Handler | Reply> = {}) {
  signIn();
  return stubApi({
    "GET /api/v1/auth/me": [200, userFrom(PRIYA)],
    "GET /api/v1/subscription": [200, subscription],
    "GET /api/v1/plans": [200, PLAN_LIST],
    "GET /api/v1/resume-builder/drafts": [200, { drafts: [] }],
    "GET /api/v1/job-matches/r1": [200, REPORT],
    "POST /api/v1/resume-builder/ingest": [200, INGESTED],
    "POST /api/v1/resume-builder/build": [200, { markdown: "# Sneha Kulkarni" }],
    // A server that sent no stored resume: the form is stored on the first build.
    "POST /api/v1/resume": ({ body }) => [201, { id: "5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c", origin: "resume_builder", file_name: null, file_kind: null, created_at: "2026-11-24T12:05:00.000Z", updated_at: "2026-11-24T12:05:00.000Z", document: (body as { document: unknown }).document }],
    ...extra,
  });
}

describe("Resume Builder: tailor to a matched job", () => {
  it("opens with the job as the target and builds with the posting as the reference and focus on its gaps", async () => {
    const api = setup();
    const { user } = renderApp("/resume-builder?match=r1");
    const banner = await screen.findByTestId("tailor-banner");
    expect(within(banner).getByText("Tailoring for Senior Data Analyst at Meesho")).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText("Target role") as HTMLInputElement).value).toBe("Senior Data Analyst"));
    expect((screen.getByLabelText("Target company") as HTMLInputElement).value).toBe("Meesho");

    // Uploading the resume keeps the target; Build sends the job as the reference, asking to address its gaps.
    await user.upload(screen.getByLabelText("Resume file"), new File(["Sneha Kulkarni\nData Analyst"], "sneha.txt", { type: "text/plain" }));
    await user.click(screen.getByRole("button", { name: "Upload resume" }));
    await waitFor(() => expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Sneha Kulkarni"));
    expect((screen.getByLabelText("Target role") as HTMLInputElement).value).toBe("Senior Data Analyst");
    await user.click(screen.getByRole("button", { name: "Build Resume" }));
    await waitFor(() => expect(sentBodies(api, "POST /api/v1/resume-builder/build")).toHaveLength(1));
    expect(sentBodies(api, "POST /api/v1/resume-builder/build")[0]).toMatchObject({
      target_role: "Senior Data Analyst",
      target_company: "Meesho",
      reference_resume_text: REPORT.job_description,
      focus_gaps: true,
      resume_id: "5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c",
    });
    expect(sentBodies(api, "POST /api/v1/resume")[0]).toMatchObject({ document: { contact: { name: "Sneha Kulkarni" } } });
  });

  it("starts from the stored resume the match read, then keeps the job as the target", async () => {
    const resumeId = "5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c";
    const stored: IngestResponse = {
      ...INGESTED_MINIMAL,
      // The resume's own target gives way to the job's.
      structured: { ...INGESTED_MINIMAL.structured, target_role: "Data Analyst" },
      resume_id: resumeId,
      document: {
        contact: { name: "Sneha Kulkarni", email: "sneha.k@example.com", phone: "", location: "Hyderabad", headline: "Data Analyst", links: [] },
        summary: "Analyst.",
        experience: [{ title: "Data Analyst", company: "RetailNext", location: "", start: "2022", end: "Present", bullets: ["Built dashboards"] }],
        education: [],
        projects: [],
        certifications: [],
        skills: ["SQL"],
        languages: [],
      },
    };
    const sent: { ingest?: FormData } = {};
    const api = setup({
      "GET /api/v1/job-matches/r1": [200, { ...REPORT, tailor: { ...REPORT.tailor, resume_id: resumeId } }],
      "POST /api/v1/resume-builder/ingest": ({ body }) => {
        sent.ingest = body as FormData;
        return [200, stored];
      },
    });
    const { user } = renderApp("/resume-builder?match=r1");
    await waitFor(() => expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Sneha Kulkarni"));
    // Read from the stored document by id: no file is sent, nothing is parsed again.
    expect(sent.ingest?.get("resume_id")).toBe(resumeId);
    expect(sent.ingest?.get("resume_file")).toBeNull();
    expect((screen.getByLabelText("Target role") as HTMLInputElement).value).toBe("Senior Data Analyst");
    expect((screen.getByLabelText("Target company") as HTMLInputElement).value).toBe("Meesho");
    expect(within(screen.getByTestId("tailor-banner")).queryByText(/Upload your resume below/)).toBeNull();

    // The build names that stored resume: the unchanged form is not stored again.
    await user.click(screen.getByRole("button", { name: "Build Resume" }));
    await waitFor(() => expect(sentBodies(api, "POST /api/v1/resume-builder/build")).toHaveLength(1));
    expect(sentBodies(api, "POST /api/v1/resume-builder/build")[0]).toMatchObject({ resume_id: resumeId, target_role: "Senior Data Analyst", reference_resume_text: REPORT.job_description, focus_gaps: true });
    expect(sentBodies(api, "POST /api/v1/resume")).toHaveLength(0);
  });

  it("asks for an upload when the match read a pasted resume (no stored one)", async () => {
    const api = setup({ "GET /api/v1/job-matches/r1": [200, { ...REPORT, resume_source: "pasted", tailor: { ...REPORT.tailor, resume_id: null } }] });
    renderApp("/resume-builder?match=r1");
    const banner = await screen.findByTestId("tailor-banner");
    await waitFor(() => expect((screen.getByLabelText("Target role") as HTMLInputElement).value).toBe("Senior Data Analyst"));
    expect(within(banner).getByText(/Upload your resume below/)).toBeTruthy();
    expect(callsTo(api, "POST /api/v1/resume-builder/ingest")).toEqual([]);
  });
});
