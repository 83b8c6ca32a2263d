import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Dashboard } from "../../../api/generated/model";
import { PRIYA, renderApp, signIn, stubApi, userFrom } from "../../../testing/test-utils";
import { catalogued } from "../../../testing/plans";

const ME = "GET /api/v1/auth/me";
const DASHBOARD = "GET /api/v1/dashboard";

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    plan: catalogued("pro"),
    subscription: {
      planId: "pro",
      activatedAt: "2026-11-18T09:30:00.000Z",
      usage: {
        jobMatches: { date: "2026-11-22", count: 0, limit: null },
        resumeScores: { date: "2026-11-22", count: 0, limit: null },
        mockInterviews: { month: "2026-11", count: 0, limit: 3 },
        resumeBuilds: { month: "2026-11", count: 0, limit: null },
      },
    },
    recent_activity: [],
    recent_searches: [],
    interview_scores: [],
    recent_playbooks: [],
    auto_apply: { enabled: false, applications_today: 0, total_applications: 0, last_applied_at: null, last_run_at: null },
    saved_interviews: [],
    resume_drafts: [],
    ...overrides,
  };
}

const SAVED = {
  session_id: "3f6a9c2e-8b1d-4e7f-a5c3-9d2b7e1f4a60",
  title: "Swiggy marketing practice",
  role: "Performance Marketing Manager",
  seniority: "mid" as const,
  company: "Swiggy",
  overall: 74,
  answers: 6,
  started_at: "2026-11-22T09:00:00.000Z",
  finished_at: "2026-11-22T09:24:00.000Z",
  saved_at: "2026-11-22T09:25:00.000Z",
};
const DRAFT = { id: "7c1e5a3b-2d4f-4e6a-9b8c-0d1e2f3a4b5c", name: "Growth Marketing Lead at Razorpay", target_role: "Growth Marketing Lead", created_at: "2026-11-20T10:00:00.000Z", updated_at: "2026-11-22T08:30:00.000Z" };

describe("Dashboard: saved work to reopen", () => {
  it("links each saved interview result and each draft to where it reopens", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)], [DASHBOARD]: [200, dashboard({ saved_interviews: [SAVED], resume_drafts: [DRAFT] })] });
    renderApp("/dashboard");
    const interviews = await screen.findByRole("region", { name: "Saved interview results" });
    expect(within(interviews).getByRole("link", { name: "Swiggy marketing practice" }).getAttribute("href")).toBe(`/interview?session=${SAVED.session_id}`);
    expect(within(interviews).getByLabelText("Score 74 out of 100").textContent).toBe("74/100");
    expect(within(interviews).getByText(/^6 answers · saved/)).toBeTruthy();
    const drafts = screen.getByRole("region", { name: "Resume drafts" });
    expect(within(drafts).getByRole("link", { name: DRAFT.name }).getAttribute("href")).toBe(`/resume-builder?draft=${DRAFT.id}`);
    expect(within(drafts).getByText(/^Growth Marketing Lead · updated/)).toBeTruthy();
  });

  it("opens a saved result from its link", async () => {
    signIn();
    stubApi({
      [ME]: [200, userFrom(PRIYA)],
      [DASHBOARD]: [200, dashboard({ saved_interviews: [SAVED] })],
      [`GET /api/v1/interview/sessions/${SAVED.session_id}`]: [200, { ...SAVED, section_scores: { communication: 7 }, summary: "Good work.", turns: [] }],
    });
    const { user, router } = renderApp("/dashboard");
    await user.click(await screen.findByRole("link", { name: "Swiggy marketing practice" }));
    expect((await screen.findByTestId("overall-score")).textContent).toBe("74/100");
    expect(router.state.location.pathname).toBe("/interview");
  });

  it("invites a first draft, and shows no saved-results panel before any interview", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)], [DASHBOARD]: [200, dashboard()] });
    renderApp("/dashboard");
    const drafts = await screen.findByRole("region", { name: "Resume drafts" });
    expect(within(drafts).getByText("No drafts yet")).toBeTruthy();
    expect(within(drafts).getByRole("link", { name: "Open the Resume Builder" }).getAttribute("href")).toBe("/resume-builder");
    expect(screen.queryByRole("region", { name: "Saved interview results" })).toBeNull();
  });

  it("says how to save results once there are interviews but none saved", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)], [DASHBOARD]: [200, dashboard({ interview_scores: [{ session_id: "s1", role: "Data Analyst", overall: 64, finished_at: "2026-11-12T15:10:00.000Z" }] })] });
    renderApp("/dashboard");
    const interviews = await screen.findByRole("region", { name: "Saved interview results" });
    expect(within(interviews).getByText("No saved results yet")).toBeTruthy();
  });
});
