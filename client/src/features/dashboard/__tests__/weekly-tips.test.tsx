import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { WeeklyTips } from "../../../api/generated/model";
import { renderWithTheme, signIn, stubApi } from "../../../testing/test-utils";
import { WeeklyTipsPanel } from "../components/weekly-tips";

const TIPS: WeeklyTips = {
  week: "2026-W48",
  headline: "Priya, here are this week's 3 tips, from your own activity.",
  tips: [
    { kind: "skill_gap", title: "Close the gap: Tableau", body: "Your recent comparisons kept finding Tableau missing.", action: { label: "Update your resume", href: "/resume-builder" } },
    { kind: "follow_up", title: "Follow up on Data Analyst at Swiggy", body: "Nothing has moved for 19 days.", action: { label: "Open your applications", href: "/applications" } },
    { kind: "evergreen", title: "Keep a brag list", body: "Write down one result each week, with its number." },
  ],
  created_at: "2026-11-23T03:30:00.000Z",
  emailed: true,
};

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <WeeklyTipsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("Dashboard: this week's career tips", () => {
  it("lists the week's tips with their kind and a link to act on each", async () => {
    signIn();
    stubApi({ "GET /api/v1/tips/weekly": [200, TIPS] });
    renderPanel();
    const list = await screen.findByRole("list", { name: "Career tips" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText("Skill gap")).toBeTruthy();
    expect(within(items[0]!).getByRole("link", { name: "Update your resume" }).getAttribute("href")).toBe("/resume-builder");
    expect(screen.getByText(TIPS.headline)).toBeTruthy();
    expect(screen.getByText(/Also sent to your email this week/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Email settings" }).getAttribute("href")).toBe("/profile?tab=notifications");
  });

  it("says so quietly when the tips cannot be loaded", async () => {
    signIn();
    stubApi({ "GET /api/v1/tips/weekly": [500, { title: "Internal Server Error", status: 500, detail: "Something went wrong." }] });
    renderPanel();
    expect(await screen.findByText("Tips are not available right now.")).toBeTruthy();
  });
});
