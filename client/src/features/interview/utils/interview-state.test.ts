import { describe, expect, it } from "vitest";
import type { InterviewNextResponse, InterviewStartResponse } from "../../../api/generated/model";
import { FINISHED_QUESTION } from "./interview-helpers";
import { initialInterviewState, interviewReducer, transcriptScores, type InterviewState } from "./interview-state";

const START: InterviewStartResponse = { session_id: "s-1", first_question: "Tell me about a campaign you scaled.", total_questions: 3, time_limit_minutes: 5 };
const next = (over: Partial<InterviewNextResponse> = {}): InterviewNextResponse => ({
  finished: false,
  next_question: "How do you set a CPA target?",
  score: 8,
  feedback: "Clear STAR structure.",
  turn: 1,
  ...over,
});

function started(): InterviewState {
  return interviewReducer(initialInterviewState, { type: "started", role: "Growth Marketer", response: START, now: 1000 });
}

describe("interview transitions (SPEC section 4)", () => {
  it("starts on Setup with no session, and Interview/Results cannot be selected", () => {
    expect(initialInterviewState.tab).toBe("setup");
    expect(interviewReducer(initialInterviewState, { type: "select-tab", tab: "interview" }).tab).toBe("setup");
    expect(interviewReducer(initialInterviewState, { type: "select-tab", tab: "results" }).tab).toBe("setup");
  });

  it("goes to Interview on a successful start with the first question as Turn 1", () => {
    const s = started();
    expect(s).toMatchObject({ tab: "interview", sessionId: "s-1", question: START.first_question, turn: 1, totalQuestions: 3, timeLimitMinutes: 5, startedAt: 1000, role: "Growth Marketer" });
    expect(s.transcript).toEqual([]);
  });

  it("adds the answered turn to the transcript and shows the next question as the next turn", () => {
    const s = interviewReducer(started(), { type: "answered", sessionId: "s-1", question: START.first_question, answer: "I scaled it.", response: next() });
    expect(s.transcript).toEqual([{ turn: 1, question: START.first_question, answer: "I scaled it.", score: 8, feedback: "Clear STAR structure." }]);
    expect(s).toMatchObject({ tab: "interview", question: "How do you set a CPA target?", turn: 2, finished: false });
    expect(transcriptScores(s)).toEqual([8]);
  });

  it("goes to Results with the question '(finished)' when the server says finished", () => {
    const s = interviewReducer(started(), { type: "answered", sessionId: "s-1", question: "q", answer: "a", response: next({ finished: true, next_question: null }) });
    expect(s).toMatchObject({ tab: "results", question: FINISHED_QUESTION, finished: true });
    expect(s.transcript).toHaveLength(1);
  });

  it.each([null, "", "   "])("goes to Results when the server gives no next question (%j) even if not marked finished", (q) => {
    const s = interviewReducer(started(), { type: "answered", sessionId: "s-1", question: "q", answer: "a", response: next({ next_question: q }) });
    expect(s).toMatchObject({ tab: "results", question: FINISHED_QUESTION, finished: true });
  });

  it("does not list a turn twice when the server repeats the last turn after the end", () => {
    let s = interviewReducer(started(), { type: "answered", sessionId: "s-1", question: "q1", answer: "a1", response: next() });
    s = interviewReducer(s, { type: "answered", sessionId: "s-1", question: "q2", answer: "a2", response: next({ finished: true, next_question: null, turn: 1 }) });
    expect(s.transcript).toHaveLength(1);
    expect(s.finished).toBe(true);
  });

  it("counts the turns itself from a spec-minimal start and next answers (no total_questions, no turn)", () => {
    const minimalStart: InterviewStartResponse = { session_id: "s-1", first_question: "q1" };
    const minimalNext = (next_question: string | null, score: number): InterviewNextResponse => ({ finished: next_question === null, next_question, score, feedback: "ok" });
    let s = interviewReducer(initialInterviewState, { type: "started", role: "Analyst", response: minimalStart, now: 1000 });
    expect(s).toMatchObject({ turn: 1, totalQuestions: 0, timeLimitMinutes: null });
    s = interviewReducer(s, { type: "answered", sessionId: "s-1", question: "q1", answer: "a1", response: minimalNext("q2", 7) });
    expect(s).toMatchObject({ turn: 2, question: "q2" });
    s = interviewReducer(s, { type: "answered", sessionId: "s-1", question: "q2", answer: "a2", response: minimalNext(null, 5) });
    expect(s.transcript.map((t) => [t.turn, t.question, t.score])).toEqual([
      [1, "q1", 7],
      [2, "q2", 5],
    ]);
    expect(s).toMatchObject({ tab: "results", finished: true });
  });

  it("goes to Results on Finish & Summary, back to Interview if finishing fails, and stores the result", () => {
    const s = started();
    expect(interviewReducer(s, { type: "finish-requested", sessionId: "s-1" }).tab).toBe("results");
    expect(interviewReducer(s, { type: "finish-failed", sessionId: "s-1" }).tab).toBe("interview");
    const result = { overall: 72, section_scores: { structure: 7 }, summary: "Good." };
    const done = interviewReducer(s, { type: "finished", sessionId: "s-1", result });
    expect(done).toMatchObject({ tab: "results", result, finished: true, question: FINISHED_QUESTION });
  });

  it("lets the user move between tabs once a session exists", () => {
    const s = started();
    expect(interviewReducer(s, { type: "select-tab", tab: "results" }).tab).toBe("results");
    expect(interviewReducer(s, { type: "select-tab", tab: "setup" }).tab).toBe("setup");
  });

  it("Restart clears everything and returns to Setup", () => {
    let s = interviewReducer(started(), { type: "answered", sessionId: "s-1", question: "q", answer: "a", response: next() });
    s = interviewReducer(s, { type: "finished", sessionId: "s-1", result: { overall: 50, section_scores: {}, summary: "x" } });
    expect(interviewReducer(s, { type: "restart" })).toEqual(initialInterviewState);
  });

  it("drops replies for a session that is no longer current", () => {
    const s = started();
    expect(interviewReducer(s, { type: "answered", sessionId: "old", question: "q", answer: "a", response: next() })).toBe(s);
    expect(interviewReducer(s, { type: "finished", sessionId: "old", result: { overall: 1, section_scores: {}, summary: "" } })).toBe(s);
    expect(interviewReducer(initialInterviewState, { type: "finish-requested", sessionId: "s-1" })).toBe(initialInterviewState);
  });
});
