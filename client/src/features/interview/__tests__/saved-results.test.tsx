import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InterviewSessionDetail } from "../../../api/generated/model";
import { toaster } from "../../../components/ui/toaster";
import { PRIYA, deferred, renderApp, signIn, stubApi, userFrom, type Handler, type Reply } from "../../../testing/test-utils";
import { fromStoredSession } from "../utils/interview-state";

const ME = "GET /api/v1/auth/me";
const START = "POST /api/v1/interview/start";
const NEXT = "POST /api/v1/interview/next";
const SAVE = "POST /api/v1/interview/sessions/s-1/save";

const Q1 = "Tell me about a paid campaign you scaled while holding CPA.";
const ANSWER = "At Acme I cut CPA 22% in eight weeks by rebuilding the account structure and testing creatives weekly.";
const RESULT = {
  overall: 64,
  section_scores: { communication: 7, structure: 6.5, role_knowledge: 5, impact_evidence: 8, confidence: 6 },
  summary: "Best area: impact and evidence (8/10). Weakest: role knowledge (5/10).",
};

const STORED: InterviewSessionDetail = {
  session_id: "s-9",
  title: "Swiggy marketing practice",
  role: "Performance Marketing Manager",
  seniority: "mid",
  company: "Swiggy",
  overall: 74,
  answers: 2,
  started_at: "2026-11-22T09:00:00.000Z",
  finished_at: "2026-11-22T09:24:00.000Z",
  saved_at: "2026-11-22T09:25:00.000Z",
  section_scores: { communication: 7.5, structure: 8, role_knowledge: 7, impact_evidence: 6.5, confidence: 8 },
  summary: "You structure answers well. End every story with a number.",
  turns: [
    { turn: 1, question: Q1, answer: ANSWER, score: 8.5, feedback: "Strong: a measured result." },
    { turn: 2, question: "How do you split a budget?", answer: "By marginal CPA.", score: 5, feedback: "Add an example." },
  ],
};

let alertSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alertSpy = vi.fn();
  vi.stubGlobal("alert", alertSpy);
});
afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

async function finishedInterview(handlers: Record<string, Handler | Reply> = {}) {
  signIn();
  const api = stubApi({
    [ME]: [200, userFrom(PRIYA)],
    [START]: [201, { session_id: "s-1", first_question: Q1, total_questions: 1, time_limit_minutes: null }],
    [NEXT]: [200, { finished: true, next_question: null, score: 8, feedback: "Good.", turn: 1 }],
    "POST /api/v1/interview/finish": [200, RESULT],
    ...handlers,
  });
  const app = renderApp("/interview");
  await app.user.click(await screen.findByRole("button", { name: "Start Interview" }));
  await app.user.click(await screen.findByLabelText("Your answer"));
  await app.user.paste(ANSWER);
  await app.user.click(screen.getByRole("button", { name: "Submit Answer" }));
  await screen.findByTestId("overall-score");
  return { ...app, api };
}

describe("Interview AI: Save Results", () => {
  it("saves the finished interview on the account and says where to find it", async () => {
    const held = deferred<Reply>();
    const { api, user } = await finishedInterview({ [SAVE]: () => held.promise });
    await user.click(screen.getByRole("button", { name: "Save Results" }));
    expect(await screen.findByRole("button", { name: /Saving/ })).toBeTruthy();
    held.resolve([200, { ...STORED, session_id: "s-1", title: "Performance Marketing Manager mock interview", answers: 1 }]);
    expect(await screen.findByText("Results saved")).toBeTruthy();
    expect(screen.getByText('"Performance Marketing Manager mock interview" is on your dashboard, to open again any time.')).toBeTruthy();
    expect((screen.getByRole("button", { name: "Saved" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByTestId("saved-note")).getByRole("link", { name: "dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(api.calls.filter((call) => call.path === "/api/v1/interview/sessions/s-1/save")).toHaveLength(1);
  });

  it("says why when saving fails, and lets the person try again", async () => {
    const replies: Reply[] = [[409, { title: "Conflict", status: 409, detail: "This interview is not finished yet. Finish it to see your summary, then save the results." }]];
    const { user } = await finishedInterview({ [SAVE]: () => replies.shift() ?? [200, { ...STORED, session_id: "s-1" }] });
    await user.click(screen.getByRole("button", { name: "Save Results" }));
    expect(await screen.findByText("Results not saved")).toBeTruthy();
    expect(screen.getByText("This interview is not finished yet. Finish it to see your summary, then save the results.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save Results" }));
    expect(await screen.findByRole("button", { name: "Saved" })).toBeTruthy();
    expect(alertSpy).not.toHaveBeenCalled();
  });
});

describe("Interview AI: reopening saved results", () => {
  it("opens /interview?session=<id> on Results with the score, the answers and the saved state", async () => {
    signIn();
    const held = deferred<Reply>();
    stubApi({ [ME]: [200, userFrom(PRIYA)], "GET /api/v1/interview/sessions/s-9": () => held.promise });
    const { user, router } = renderApp("/interview?session=s-9");
    expect(await screen.findByText("Opening your saved interview...")).toBeTruthy();
    held.resolve([200, STORED]);
    expect((await screen.findByTestId("overall-score")).textContent).toBe("74/100");
    expect(screen.getByRole("tab", { name: "Results" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByTestId("summary").textContent).toBe(STORED.summary);
    expect(screen.getByTestId("saved-note").textContent).toBe("Saved as “Swiggy marketing practice”. Open it again from your dashboard.");
    expect(screen.getByTestId("average-score").textContent).toBe("6.8/10");
    await user.click(screen.getByRole("tab", { name: "Interview" }));
    expect(await screen.findByText(ANSWER)).toBeTruthy();
    expect(router.state.location.search).toBe("?session=s-9");
    // A new interview leaves the saved one behind, link and all.
    await user.click(screen.getByRole("tab", { name: "Results" }));
    await user.click(screen.getByRole("button", { name: "Start New Interview" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("tab", { name: "Setup" }).getAttribute("aria-selected")).toBe("true");
  });

  it("says so when the interview cannot be opened, and offers a new one", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)], "GET /api/v1/interview/sessions/gone": [404, { title: "Not Found", status: 404, detail: "That interview session was not found." }] });
    const { user, router } = renderApp("/interview?session=gone");
    expect(await screen.findByText("We couldn't open that interview")).toBeTruthy();
    expect(screen.getByText("That interview session was not found.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Start a new interview" }));
    expect(await screen.findByRole("button", { name: "Start Interview" })).toBeTruthy();
    expect(router.state.location.search).toBe("");
  });
});

describe("fromStoredSession", () => {
  it("puts every answer in the transcript and a finished interview's result on Results", () => {
    const state = fromStoredSession(STORED);
    expect(state).toMatchObject({ tab: "results", sessionId: "s-9", role: STORED.role, finished: true, result: { overall: 74, summary: STORED.summary }, saved: { title: STORED.title } });
    expect(state.transcript.map((t) => [t.turn, t.score])).toEqual([
      [1, 8.5],
      [2, 5],
    ]);
  });

  it("leaves the result empty for an interview that was never finished, and unsaved stays unsaved", () => {
    const state = fromStoredSession({ ...STORED, overall: null, finished_at: null, section_scores: null, summary: null, saved_at: null });
    expect(state.result).toBeNull();
    expect(state.saved).toBeNull();
    expect(state.tab).toBe("results");
  });
});
