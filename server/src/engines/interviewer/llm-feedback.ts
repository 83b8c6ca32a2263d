import { z } from "zod";
import type { LlmClient } from "../llm/llm-client";
import type { AnswerScore, InterviewPlan, InterviewQuestion, InterviewSummary } from "./interviewer";

// Optional wording polish on top of the deterministic interviewer. The LLM never scores: it only rewrites
// feedback and summary text from the rubric's result, and every call falls back (null) to the offline text.

const MAX_ANSWER_CHARS = 4_000;

const feedbackSchema = z.object({ feedback: z.string().trim().min(20).max(700) });
const summarySchema = z.object({ summary: z.string().trim().min(40).max(1_500) });

const FEEDBACK_SYSTEM = [
  "You are a friendly, direct interview coach for job seekers.",
  "Rewrite the rubric feedback for one interview answer so it reads naturally, in at most three sentences, speaking to the candidate as 'you'.",
  "Keep every fact, number and piece of advice the rubric gives; praise only what the rubric praises; add no new criticism; never mention a score.",
  'Answer as {"feedback": "..."}.',
].join("\n");

const SUMMARY_SYSTEM = [
  "You are a friendly, direct interview coach for job seekers.",
  "Rewrite the end-of-interview summary so it reads naturally, in at most five sentences, speaking to the candidate as 'you'.",
  "Keep the overall score, the strongest and weakest areas and the practice step it names; invent nothing.",
  'Answer as {"summary": "..."}.',
].join("\n");

function clip(text: string): string {
  return text.length > MAX_ANSWER_CHARS ? `${text.slice(0, MAX_ANSWER_CHARS)}…` : text;
}

export interface FeedbackPolisher {
  readonly enabled: boolean;
  /** Natural wording for one answer's feedback, or null to keep result.feedback. */
  feedback(input: { plan: InterviewPlan; question: InterviewQuestion; answer: string; result: AnswerScore }): Promise<string | null>;
  /** Natural wording for the finish summary, or null to keep summary.summary. */
  summary(input: { plan: InterviewPlan; result: InterviewSummary; answered: number }): Promise<string | null>;
}

export function createFeedbackPolisher(llm: LlmClient): FeedbackPolisher {
  return {
    enabled: llm.enabled,

    async feedback({ plan, question, answer, result }) {
      if (!llm.enabled) return null;
      const user = JSON.stringify({
        role: plan.role,
        question: question.text,
        answer: clip(answer),
        rubric_score_out_of_10: result.score,
        rubric_feedback: result.feedback,
        concepts_missed: result.signals.conceptsMissed,
      });
      const out = await llm.completeJson({ system: FEEDBACK_SYSTEM, user }, feedbackSchema, { maxTokens: 300 });
      return out?.feedback ?? null;
    },

    async summary({ plan, result, answered }) {
      // A session with no answers has nothing to rephrase: its fixed message says exactly what to do.
      if (!llm.enabled || answered === 0) return null;
      const user = JSON.stringify({
        role: plan.role,
        seniority: plan.seniority,
        overall_out_of_100: result.overall,
        section_scores_out_of_10: result.section_scores,
        rubric_summary: result.summary,
      });
      const out = await llm.completeJson({ system: SUMMARY_SYSTEM, user }, summarySchema, { maxTokens: 500 });
      return out?.summary ?? null;
    },
  };
}
