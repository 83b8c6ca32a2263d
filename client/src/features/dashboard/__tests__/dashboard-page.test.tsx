import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Dashboard } from "../../../api/generated/model";
import { STORAGE_KEYS } from "../../../lib/storage";
import { PRIYA, renderApp, signIn, stubApi, userFrom } from "../../../testing/test-utils";
import { greetingFor } from "../components/dashboard-page";
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
    ...overrides,
  };
}

const SEARCH = {
  id: "3f1c2b7a-9d4e-4a61-8c2f-7b5e0d9a1c34",
  kind: "job_search",
  summary: "Searched Google Ads, Meta Ads, SQL in Bengaluru",
  data: {},
  created_at: "2026-11-22T07:42:00.000Z",
};

describe("Dashboard", () => {
  it("greets the user by first name and shows their plan", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA, { plan: "starter" })], [DASHBOARD]: [500, { detail: "down" }] });
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: /, Priya$/ })).toBeTruthy();
    expect(await within(screen.getByRole("group", { name: "Your plan" })).findByText("Starter")).toBeTruthy();
  });

  it("has a card per tool with a button that opens it", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)], [DASHBOARD]: [200, dashboard()] });
    renderApp("/dashboard");
    await screen.findByRole("heading", { level: 2, name: "Your toolkit" });
    const expected: Array<[string, string, string]> = [
      ["Job Search", "Find jobs", "/jobs"],
      ["Interview AI", "Start practising", "/interview"],
      ["Resume Builder", "Build a resume", "/resume-builder"],
      ["Role Notes", "Create notes", "/notes"],
      ["Auto-Apply", "Set up Auto-Apply", "/auto-apply"],
      ["Pricing", "View plans", "/pricing"],
    ];
    for (const [title, action, href] of expected) {
      const card = screen.getByRole("article", { name: title });
      expect(within(card).getByRole("link", { name: action }).getAttribute("href")).toBe(href);
    }
  });

  it("shows the plan and usage against its limits, 'Unlimited' where there is none, and stores the subscription", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA, { plan: "pro" })], [DASHBOARD]: [200, dashboard()] });
    renderApp("/dashboard");
    const usage = await screen.findByRole("region", { name: "Plan and usage" });
    const interviews = within(usage).getByRole("group", { name: /Mock interviews/ });
    expect(within(interviews).getByText("2 / 3")).toBeTruthy();
    expect(within(interviews).getByText("2 of 3 used")).toBeTruthy();
    const matches = within(usage).getByRole("group", { name: /Job matches/ });
    expect(within(matches).getByText("Unlimited")).toBeTruthy();
    expect(within(usage).getByRole("link", { name: "Upgrade plan" }).getAttribute("href")).toBe("/pricing");
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.subscription)!).planId).toBe("pro");
  });

  it("invites a first action in every empty section", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)], [DASHBOARD]: [200, dashboard()] });
    renderApp("/dashboard");
    expect(await screen.findByText("Nothing here yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find matching jobs" }).getAttribute("href")).toBe("/jobs");
    expect(screen.getByRole("link", { name: "Search jobs" }).getAttribute("href")).toBe("/jobs");
    expect(screen.getByRole("link", { name: "Start a mock interview" }).getAttribute("href")).toBe("/interview");
    expect(screen.getByRole("link", { name: "Create role notes" }).getAttribute("href")).toBe("/notes");
    const autoApply = screen.getByRole("region", { name: "Auto-Apply" });
    expect(within(autoApply).getByText("Off")).toBeTruthy();
    expect(within(autoApply).getByText("Not run yet")).toBeTruthy();
  });

  it("invites the first mock interview until there is a score, then offers 'Practise again'", async () => {
    signIn();
    let scores: Dashboard["interview_scores"] = [];
    stubApi({ [ME]: [200, userFrom(PRIYA)], [DASHBOARD]: () => [200, dashboard({ interview_scores: scores })] });
    const first = renderApp("/dashboard");
    const empty = await screen.findByRole("region", { name: "Interview scores over time" });
    expect(within(empty).getByText("No interview scores yet")).toBeTruthy();
    expect(within(empty).getByRole("link", { name: "Start a mock interview" }).getAttribute("href")).toBe("/interview");
    expect(within(empty).queryByRole("link", { name: "Practise again" })).toBeNull();
    // The other empty panels carry only their own first-step button, not a 'New …' action as well.
    expect(screen.queryByRole("link", { name: "New search" })).toBeNull();
    expect(screen.queryByRole("link", { name: "New playbook" })).toBeNull();
    first.unmount();

    scores = [{ session_id: "s1", role: "Performance Marketing Manager", overall: 64, finished_at: "2026-11-12T15:10:00.000Z" }];
    renderApp("/dashboard");
    const withHistory = await screen.findByRole("region", { name: "Interview scores over time" });
    expect(await within(withHistory).findByRole("img", { name: /Interview scores over time: 64 on 12 Nov/ })).toBeTruthy();
    expect(within(withHistory).getByRole("link", { name: "Practise again" }).getAttribute("href")).toBe("/interview");
    expect(within(withHistory).queryByRole("link", { name: "Start a mock interview" })).toBeNull();
  });

  it("shows real activity: recent activity, searches, a chart of interview scores, playbooks and Auto-Apply's last run", async () => {
    signIn();
    const now = Date.now();
    const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    stubApi({
      [ME]: [200, userFrom(PRIYA)],
      [DASHBOARD]: [
        200,
        dashboard({
          recent_activity: [
            { ...SEARCH, created_at: ago(5) },
            { id: "a2", kind: "plan_activated", summary: "Activated the Pro plan (₹199/mo)", data: {}, created_at: ago(120) },
          ],
          recent_searches: [{ ...SEARCH, created_at: ago(5) }],
          interview_scores: [
            { session_id: "s1", role: "Performance Marketing Manager", overall: 64, finished_at: "2026-11-12T15:10:00.000Z" },
            { session_id: "s2", role: "Growth Marketing Manager", overall: 78, finished_at: "2026-11-20T16:45:00.000Z" },
          ],
          recent_playbooks: [{ id: "p1", title: "Growth Marketing Lead at Razorpay - study notes", created_at: ago(60 * 24) }],
          auto_apply: { enabled: true, applications_today: 3, total_applications: 27, last_applied_at: ago(30), last_run_at: ago(30) },
        }),
      ],
    });
    renderApp("/dashboard");
    const activity = await screen.findByRole("list", { name: "Recent activity" });
    expect(within(activity).getByRole("link", { name: "Searched Google Ads, Meta Ads, SQL in Bengaluru" }).getAttribute("href")).toBe("/jobs");
    expect(within(activity).getByText("5 minutes ago")).toBeTruthy();
    expect(within(activity).getByText("Activated the Pro plan (₹199/mo)")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Recent searches" })).getByText(SEARCH.summary)).toBeTruthy();

    const chart = screen.getByRole("img", { name: /Interview scores over time: 64 on 12 Nov, 78 on 20 Nov/ });
    expect(chart.querySelectorAll("circle")).toHaveLength(2);
    expect(screen.getByText("▲ 14 since the first")).toBeTruthy();

    expect(within(screen.getByRole("list", { name: "Recent playbooks" })).getByText("Growth Marketing Lead at Razorpay - study notes")).toBeTruthy();
    const autoApply = screen.getByRole("region", { name: "Auto-Apply" });
    expect(within(autoApply).getByText("On")).toBeTruthy();
    expect(within(autoApply).getByText("27")).toBeTruthy();
    expect(within(autoApply).getAllByText("30 minutes ago")).toHaveLength(2);
  });

  it("shows the server's message when the dashboard cannot load, and retries", async () => {
    signIn();
    let calls = 0;
    stubApi({ [ME]: [200, userFrom(PRIYA)], [DASHBOARD]: () => (++calls === 1 ? [503, { detail: "The dashboard is catching its breath." }] : [200, dashboard()]) });
    const { user } = renderApp("/dashboard");
    expect(await screen.findByText("The dashboard is catching its breath.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Plan and usage" })).toBeTruthy();
  });

  it("picks a greeting for the time of day", () => {
    expect(greetingFor(3)).toBe("Hello");
    expect(greetingFor(9)).toBe("Good morning");
    expect(greetingFor(14)).toBe("Good afternoon");
    expect(greetingFor(20)).toBe("Good evening");
  });
});

describe("Dashboard: a server that sends only SPEC section 3's fields", () => {
  it("greets, names the stored plan and opens every tool when the user has no plan and there is no dashboard call", async () => {
    // Spec-minimal: /auth/me {id, email, name}; SPEC section 7 shows no dashboard call, so GET /dashboard is a 404.
    signIn();
    stubApi({ [ME]: [200, { id: PRIYA.id, email: PRIYA.email, name: PRIYA.name }] });
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: /, Priya$/ })).toBeTruthy();
    expect(await within(screen.getByRole("group", { name: "Your plan" })).findByText("Pro Plus")).toBeTruthy();
    for (const [title, action, href] of [
      ["Job Search", "Find jobs", "/jobs"],
      ["Interview AI", "Start practising", "/interview"],
      ["Resume Builder", "Build a resume", "/resume-builder"],
    ]) {
      expect(within(screen.getByRole("article", { name: title! })).getByRole("link", { name: action! }).getAttribute("href")).toBe(href);
    }
  });
});
