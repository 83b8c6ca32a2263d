import { pickFollowUp } from "./follow-ups";
import type { AnswerScore, InterviewPlan, InterviewQuestion, Interviewer, InterviewTurn, ScoreAnswerInput } from "./interviewer";
import { planInterview } from "./planner";
import { getFamily } from "./question-bank";
import { expectsStory, scoreWithRubric } from "./rubric";
import { summariseTurns } from "./summary";
import { normalise, STOPWORDS, words } from "./text";

const GENERIC_QUESTION_WORDS = new Set(["describe", "example", "about", "would", "think", "specific", "walk", "through", "tell", "something", "anything", "explain"]);

// The deterministic default Interviewer: offline, no randomness, no clock. Any variety comes
// from plan.seed, which is a hash of the setup.

const STORY_PROMPT = /\b(tell me about a time|describe a time|give (me )?an example|walk me through|tell me about|describe a|share an? (example|experience))\b/i;

/** A question given only as text: use the plan's copy if it is one of ours, else derive concepts. */
export function resolveQuestion(plan: InterviewPlan, question: InterviewQuestion | string): InterviewQuestion {
  if (typeof question !== "string") return question;
  const n = normalise(question);
  const known = plan.questions.find((q) => normalise(q.text) === n);
  if (known) return known;
  const kind = STORY_PROMPT.test(question) ? "behavioural" : "technical";
  // Whole words (matched by stem later) so feedback can quote them.
  const topicWords = [...new Set(words(question).filter((w) => w.length >= 5 && !STOPWORDS.has(w) && !GENERIC_QUESTION_WORDS.has(w)))].slice(0, 6);
  return { id: "custom", kind, text: question, topic: question.length > 60 ? `${question.slice(0, 57)}...` : question, concepts: topicWords, expectsStory: expectsStory({ kind }) };
}

export function createRuleBasedInterviewer(): Interviewer {
  const scoreAnswer = (input: ScoreAnswerInput): AnswerScore => {
    const question = resolveQuestion(input.plan, input.question);
    return scoreWithRubric(input.answer ?? "", {
      question,
      family: getFamily(input.plan.family),
      skills: input.plan.skills,
      previousAnswers: input.previousAnswers ?? [],
    });
  };

  // Re-scores a stored turn when its result was not persisted (same inputs -> same result).
  const scoreTurn = (plan: InterviewPlan, turns: readonly InterviewTurn[]) => (turn: InterviewTurn, index: number) =>
    scoreAnswer({ plan, turnIndex: index, question: turn.question, answer: turn.answer, previousAnswers: turns.slice(0, index).map((t) => t.answer) });

  return {
    planInterview,

    nextQuestion(plan: InterviewPlan, turns: InterviewTurn[]): InterviewQuestion | null {
      const followUp = pickFollowUp(plan, turns, scoreTurn(plan, turns));
      if (followUp) return followUp;
      const asked = new Set(turns.map((t) => t.question.id));
      return plan.questions.find((q) => !asked.has(q.id)) ?? null;
    },

    scoreAnswer,

    summarise({ plan, turns }) {
      return summariseTurns(plan, turns, scoreTurn(plan, turns));
    },
  };
}
