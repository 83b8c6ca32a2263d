import type { AnswerScore, InterviewPlan, InterviewQuestion, InterviewTurn } from "./interviewer";

// Follow-up questions react to what the previous answer left out, the way a human interviewer
// would probe. They are only asked after a main question, at most plan.maxFollowUps times, and
// never after a non-answer (then the interview simply moves on).

type Reason = "result" | "ownership" | "measure" | "example" | "expand";

const NON_ANSWER = new Set(["empty", "gibberish", "copy_of_question", "repeated_answer", "off_topic", "dont_know"]);

export function followUpReason(question: InterviewQuestion, result: AnswerScore): Reason | null {
  const s = result.signals;
  if (question.kind === "follow_up") return null;
  if (s.flags.some((f) => NON_ANSWER.has(f))) return null;
  if (result.dimensions.relevance < 3) return null;
  if (question.expectsStory) {
    if (s.teamOnly) return "ownership";
    if (!s.star.result) return "result";
    if (s.figures.length === 0) return "measure";
  } else if (question.kind === "technical" || question.kind === "situational") {
    if (!s.hasExample && s.wordCount >= 30) return "example";
  }
  if (s.wordCount < 50) return "expand";
  return null;
}

function buildFollowUp(reason: Reason, parent: InterviewQuestion, turnIndex: number): InterviewQuestion {
  const base = { id: `follow_up:${reason}:${turnIndex}`, kind: "follow_up" as const, topic: parent.topic, expectsStory: false };
  switch (reason) {
    case "result":
      return {
        ...base,
        text: "What was the result of that? Give me the numbers: what changed, by how much, and how did you measure it?",
        concepts: ["result|outcome|impact|changed", "measur|metric|track|tracked", "before|after|from|went", "increas|reduc|improv|grew|saved|cut"],
      };
    case "ownership":
      return {
        ...base,
        text: "You described what the team did. What was your own part: which decisions did you make and what did you do yourself?",
        concepts: ["decid|decision|chose", "my role|i was responsible|i owned|personally", "i led|i built|i ran|i wrote|i proposed|i set", "result|outcome"],
      };
    case "measure":
      return {
        ...base,
        text: "How did you know it worked? What numbers did you track before and after?",
        concepts: ["metric|measur|track", "before|baseline", "after|result", "increas|reduc|improv|%"],
      };
    case "example":
      return {
        ...base,
        text: "Can you give me a concrete example from your own work where you did this? What happened?",
        concepts: [...parent.concepts.slice(0, 3), "result|outcome|impact"],
      };
    case "expand":
      return {
        ...base,
        text: "Can you take me through that in more detail: one specific example, what you did and what came of it?",
        concepts: [...parent.concepts.slice(0, 3), "result|outcome|impact"],
      };
  }
}

/**
 * The follow-up to ask after the last turn, or null. `score` is the last turn's stored result or
 * a freshly computed one (the caller passes a scorer so this module stays independent of it).
 */
export function pickFollowUp(
  plan: InterviewPlan,
  turns: readonly InterviewTurn[],
  score: (turn: InterviewTurn, index: number) => AnswerScore,
): InterviewQuestion | null {
  const last = turns[turns.length - 1];
  if (!last) return null;
  const used = turns.filter((t) => t.question.kind === "follow_up").length;
  if (used >= plan.maxFollowUps) return null;
  const reason = followUpReason(last.question, last.result ?? score(last, turns.length - 1));
  return reason ? buildFollowUp(reason, last.question, turns.length) : null;
}
