import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApplicationsSummary, Dashboard } from "../../../api/generated/model";
import { PRIYA, renderApp, signIn, stubApi, userFrom } from "../../../testing/test-utils";
import { catalogued } from "../../../testing/plans";

const SUMMARY: ApplicationsSummary = {
  counts: { saved: 3, applied: 2, interviewing: 1, offer: 0, rejected: 1, withdrawn: 0 },
  total: 7,
  latest: [
    {
      id: "a1", job_id: null, origin: "saved", status: "interviewing", ready_for_you: false, title: "Data Analyst", company: "Meesho", location: null, work_mode: null, source: null,
      apply_link: null, notes: "", contact_name: null, contact_email: null, contact_phone: null, salary_lpa: null, salary_note: null, next_step: "Panel", next_step_due: "2026-12-03",
      applied_at: null, status_changed_at: "2026-11-22T06:30:00.000Z", created_at: "2026-11-22T06:30:00.000Z", updated_at: "2026-11-22T06:30:00.000Z",
    },
  ],
  upcoming: [],
  match_reports: [{ id: "r1", application_id: "a1", job_title: "Data Analyst", company: "Meesho", score: 81, band: "good", created_at: "2026-11-24T12:05:00.000Z" }],
  cover_letters: [{ id: "l1", application_id: "a1", title: "Cover letter – Meesho", job_title: "Data Analyst", company: "Meesho", tone: "friendly", created_at: "2026-11-24T12:10:00.000Z", updated_at: "2026-11-24T12:10:00.000Z" }],
};

afterEach(() => vi.unstubAllGlobals());

const DASHBOARD: Dashboard = {
  plan: catalogued("pro"),
  subscription: {
    planId: "pro",
    activatedAt: "2026-11-18T09:30:00.000Z",
    usage: {
      jobMatches: { date: "2026-11-22", count: 4, limit: null },
      resumeScores: { date: "2026-11-22", count: 1, limit: null },
      mockInterviews: { month: "2026-11", count: 2, limit: 3 },
      resumeBuilds: { month: "2026-11", count: 1, limit: null },
    },
  },
  recent_activity: [],
  recent_searches: [],
  interview_scores: [],
  recent_playbooks: [],
  auto_apply: { enabled: false, applications_today: 0, total_applications: 0, last_applied_at: null, last_run_at: null },
  saved_interviews: [],
  resume_drafts: [],
};

describe("Dashboard: applications", () => {
  it("shows counts per status and links to the latest application, match report and cover letter", async () => {
    signIn();
    stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA)], "GET /api/v1/dashboard": [200, DASHBOARD], "GET /api/v1/applications/summary": [200, SUMMARY] });
    renderApp("/dashboard");
    const panel = await screen.findByRole("region", { name: "Applications" });
    const counts = await within(panel).findByRole("list", { name: "Applications by status" });
    expect(within(counts).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["3Saved", "2Applied", "1Interviewing", "0Offer", "1Rejected", "0Withdrawn"]);
    expect(within(panel).getByRole("link", { name: "Data Analyst · Meesho" }).getAttribute("href")).toBe("/applications?application=a1");
    expect(within(panel).getByRole("link", { name: "Data Analyst · 81/100" }).getAttribute("href")).toBe("/applications?tab=match&report=r1");
    expect(within(panel).getByRole("link", { name: "Cover letter – Meesho" }).getAttribute("href")).toBe("/applications?tab=letters&letter=l1");
    // Each of the latest applications opens a mock interview set up for that job.
    const latest = within(panel).getByRole("list", { name: "Latest applications" });
    expect(within(latest).getByRole("link", { name: "Practise interview for Data Analyst" }).getAttribute("href")).toBe("/interview?application=a1");
  });

  it("invites a first saved job when there is nothing yet", async () => {
    signIn();
    stubApi({
      "GET /api/v1/auth/me": [200, userFrom(PRIYA)],
      "GET /api/v1/dashboard": [200, DASHBOARD],
      "GET /api/v1/applications/summary": [200, { ...SUMMARY, counts: { saved: 0, applied: 0, interviewing: 0, offer: 0, rejected: 0, withdrawn: 0 }, total: 0, latest: [], match_reports: [], cover_letters: [] }],
    });
    renderApp("/dashboard");
    const panel = await screen.findByRole("region", { name: "Applications" });
    expect(await within(panel).findByText("Nothing tracked yet")).toBeTruthy();
  });
});

describe("Dashboard: ready for you", () => {
  const READY = {
    ...SUMMARY.latest[0]!,
    id: "r-app",
    origin: "auto_apply" as const,
    status: "saved" as const,
    ready_for_you: true,
    title: "Performance Marketing Manager",
    company: "Nykaa",
    location: "Mumbai",
    apply_link: "https://www.naukri.com/job-listings-performance-marketing-manager-nykaa",
  };

  it("lists the postings Auto-Apply prepared a pack for, each opening its application in the tracker and the posting", async () => {
    signIn();
    stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA)], "GET /api/v1/dashboard": [200, DASHBOARD], "GET /api/v1/applications/summary": [200, { ...SUMMARY, ready_for_you: [READY] }] });
    renderApp("/dashboard");
    const panel = await screen.findByRole("region", { name: "Ready for you" });
    const items = within(await within(panel).findByRole("list", { name: "Postings ready for you" })).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    const item = within(items[0]!);
    expect(item.getByRole("link", { name: "Performance Marketing Manager · Nykaa" }).getAttribute("href")).toBe("/applications?application=r-app");
    const posting = item.getByRole("link", { name: "Open posting for Performance Marketing Manager (opens in a new tab)" });
    expect(posting.getAttribute("href")).toBe(READY.apply_link);
    expect(posting.getAttribute("target")).toBe("_blank");
  });

  it("says nothing is waiting and points to Auto-Apply when there are none", async () => {
    signIn();
    stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA)], "GET /api/v1/dashboard": [200, DASHBOARD], "GET /api/v1/applications/summary": [200, { ...SUMMARY, ready_for_you: [] }] });
    renderApp("/dashboard");
    const panel = await screen.findByRole("region", { name: "Ready for you" });
    expect(await within(panel).findByText("Nothing waiting for you")).toBeTruthy();
    expect(within(panel).queryByRole("list", { name: "Postings ready for you" })).toBeNull();
    expect(within(panel).getByRole("link", { name: "Open Auto-Apply" }).getAttribute("href")).toBe("/auto-apply");
  });
});
