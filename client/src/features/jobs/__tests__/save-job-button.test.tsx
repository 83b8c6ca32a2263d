import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Job, SavedJob } from "../../../api/generated/model";
import { STORAGE_KEYS } from "../../../lib/storage";
import { callsTo, PRIYA, renderApp, signIn, stubApi, userFrom, type Handler, type Reply } from "../../../testing/test-utils";

const job = (id: string, title: string): Job & { id: string } => ({
  id,
  title,
  company: "Kalpaka Commerce",
  location: "Bengaluru",
  description: "Own paid acquisition.",
  work_mode: "hybrid",
  score: 88,
  relevant: true,
  skills: ["Google Ads"],
  matched_skills: ["Google Ads"],
  source: "demo",
  apply_link: `https://jobs.example.com/${id}`,
  posted_at: null,
  scraped_at: "2026-11-20T06:00:00.000Z",
});
const J1 = job("7d0c6f2e-3a51-4f7e-9a8b-2c4d1e0f9a11", "Performance Marketing Manager");
const J2 = job("0b9e2d41-6c7a-4b1f-8e3d-5a2f7c9e1b34", "Growth Lead");
const savedJob = (j: Job & { id: string }, status: SavedJob["status"]): SavedJob => ({ job_id: j.id, application_id: `app-${j.id}`, status, saved_at: "2026-11-22T06:30:00.000Z", title: j.title, company: j.company });

function setup(handlers: Record<string, Handler | Reply>) {
  window.localStorage.setItem(
    STORAGE_KEYS.workspace,
    JSON.stringify({ resumeData: { name: "Priya", email: "", location: "Pune", experience: "", skills: "SQL" }, jobs: [J1, J2], queryPreview: ["sql"], saved: true, showWelcome: false, workMode: "any", activeTab: "matches" }),
  );
  signIn();
  const mock = stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA)], ...handlers });
  return { mock, ...renderApp("/jobs") };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("Save on a job card", () => {
  it("saves a posting, shows it saved (pressed), unsaves it, and shows a posting moved on as its status with a link to the tracker", async () => {
    let saved: SavedJob[] = [savedJob(J2, "interviewing")];
    const { user, mock } = setup({
      "GET /api/v1/saved-jobs": () => [200, { saved_jobs: saved }],
      [`PUT /api/v1/saved-jobs/${J1.id}`]: () => {
        saved = [savedJob(J1, "saved"), ...saved];
        return [200, saved[0]];
      },
      [`DELETE /api/v1/saved-jobs/${J1.id}`]: () => {
        saved = saved.filter((s) => s.job_id !== J1.id);
        return [204];
      },
    });
    const cards = within(await screen.findByRole("list", { name: "Job matches" })).getAllByRole("article");
    const first = within(cards[0]!);
    const save = await first.findByRole("button", { name: "Save" });
    expect(save.getAttribute("aria-pressed")).toBe("false");
    const second = within(cards[1]!);
    const moved = await second.findByRole("link", { name: "Interviewing" });
    expect(moved.getAttribute("href")).toBe(`/applications?application=app-${J2.id}`);

    await user.click(save);
    await waitFor(() => expect(first.getByRole("button", { name: "Saved" }).getAttribute("aria-pressed")).toBe("true"));
    expect(callsTo(mock, `PUT /api/v1/saved-jobs/${J1.id}`)).toHaveLength(1);

    await user.click(first.getByRole("button", { name: "Saved" }));
    await waitFor(() => expect(first.getByRole("button", { name: "Save" }).getAttribute("aria-pressed")).toBe("false"));
  });

  it("offers Practise interview, a link to the interview set up for that job, on a saved job's card only", async () => {
    let saved: SavedJob[] = [savedJob(J2, "applied")];
    const { user } = setup({
      "GET /api/v1/saved-jobs": () => [200, { saved_jobs: saved }],
      [`PUT /api/v1/saved-jobs/${J1.id}`]: () => {
        saved = [savedJob(J1, "saved"), ...saved];
        return [200, saved[0]];
      },
    });
    const cards = within(await screen.findByRole("list", { name: "Job matches" })).getAllByRole("article");
    const first = within(cards[0]!);
    const second = within(cards[1]!);
    const practise = await second.findByRole("link", { name: "Practise interview for Growth Lead" });
    expect(practise.getAttribute("href")).toBe(`/interview?application=app-${J2.id}`);
    expect(first.queryByRole("link", { name: /Practise interview/ })).toBeNull();

    // Saving a posting adds its link; it is a link, so the keyboard reaches it with Tab.
    await user.click(first.getByRole("button", { name: "Save" }));
    const link = await first.findByRole("link", { name: "Practise interview for Performance Marketing Manager" });
    expect(link.getAttribute("href")).toBe(`/interview?application=app-${J1.id}`);
    await user.tab();
    expect(document.activeElement).toBe(link);
  });
});
