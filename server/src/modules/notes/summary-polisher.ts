import { z } from "zod";
import type { LlmClient } from "../../engines/llm/llm-client";
import type { Playbook, PlaybookRequest } from "../../engines/playbook/types";

// Optional wording polish of the playbook summary. The deterministic playbook stays the source of truth:
// the LLM only rewrites the summary paragraph, and any failure (null) keeps the offline text.

const summarySchema = z.object({ summary: z.string().trim().min(40).max(700) });

const SYSTEM = [
  "You are a career coach writing the opening paragraph of a study guide for a job seeker.",
  "Rewrite the given summary in at most four sentences, in the requested tone (concise, friendly, detailed or coach-like).",
  "Keep the role, the experience level, the target company (if any) and every focus area it names; invent no facts, numbers or resources.",
  'Answer as {"summary": "..."}.',
].join("\n");

export interface SummaryPolisher {
  readonly enabled: boolean;
  /** A reworded summary, or null to keep playbook.summary. */
  summary(request: PlaybookRequest, playbook: Playbook): Promise<string | null>;
}

export function createSummaryPolisher(llm: LlmClient): SummaryPolisher {
  return {
    enabled: llm.enabled,
    async summary(request, playbook) {
      if (!llm.enabled) return null;
      const user = JSON.stringify({
        role: request.role,
        experience_level: request.experience_level,
        target_company: request.target_company ?? null,
        focus_areas: request.focus_areas,
        tone: request.writing_style ?? "concise",
        title: playbook.title,
        summary: playbook.summary,
        section_headings: playbook.sections.map((s) => s.heading),
      });
      const out = await llm.completeJson({ system: SYSTEM, user }, summarySchema, { maxTokens: 400 });
      return out?.summary ?? null;
    },
  };
}
