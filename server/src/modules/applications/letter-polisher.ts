import { z } from "zod";
import type { LlmClient } from "../../engines/llm/llm-client";
import { unsupportedFacts } from "../../engines/cover-letter/facts";
import type { Letter, Tone } from "../../engines/cover-letter/writer";
import { getSkillFinder, type SkillFinder } from "../../engines/job-match/skill-finder";
import { createFactGuard } from "../../engines/resume-writer/fact-guard";
import { getDefaultSkillExtractor } from "../../engines/skills/default-extractor";
import type { Logger } from "../../lib/logger";

// Optional wording polish of an offline cover letter. The offline letter stays the source of truth: the LLM may
// reword its body paragraphs (never the greeting or the sign-off, which carry the name and contact details), and a
// paragraph is taken only when the resume writer's fact guard accepts it against the offline paragraph (no new or
// dropped number, name, title or skill) and no sentence in it states anything the resume and the job do not.

const polishSchema = z.object({ paragraphs: z.array(z.string().max(2_000)).max(12) });

const SYSTEM = [
  "You are an expert cover-letter editor. Reword each paragraph of a cover letter so it reads naturally in the requested tone.",
  "Keep every number, amount, employer, job title, company, tool and skill exactly as given. Add no facts, numbers, employers, titles, tools or skills, and drop none.",
  "Plain text only: no markdown, no line breaks inside a paragraph. Keep each paragraph about as long as the original.",
  'Return exactly as many paragraphs as you were given, in the same order: {"paragraphs": ["...", "..."]}.',
].join("\n");

export interface LetterPolisher {
  readonly enabled: boolean;
  /** The letter with the LLM's wording where every check passes, or `letter` itself; `polished` says which. */
  polish(letter: Letter, tone: Tone, sources: { resume: string; job: string }): Promise<{ letter: Letter; polished: boolean }>;
}

export function createLetterPolisher(llm: LlmClient, deps: { logger: Pick<Logger, "info" | "warn">; finder?: SkillFinder }): LetterPolisher {
  const finder = deps.finder ?? getSkillFinder();
  const skills = getDefaultSkillExtractor();

  async function polishNow(letter: Letter, tone: Tone, sources: { resume: string; job: string }) {
    // The first paragraph is the greeting and the last the sign-off: only the ones between are reworded.
    const body = letter.paragraphs.slice(1, -1);
    if (!body.length) return { letter, polished: false };
    const out = await llm.completeJson({ system: SYSTEM, user: JSON.stringify({ tone, paragraphs: body }) }, polishSchema, { timeoutMs: 8_000, maxTokens: 1_500 });
    if (!out || out.paragraphs.length !== body.length) return { letter, polished: false };
    const guard = createFactGuard(`${sources.resume}\n${sources.job}`, skills, { allowFirstPerson: true });
    let accepted = 0;
    let rejected = 0;
    const reworded = body.map((original, i) => {
      const verdict = guard.check(original, out.paragraphs[i]!);
      if (!verdict.ok || unsupportedFacts(verdict.text, [sources.resume, sources.job], finder).length) {
        rejected += 1;
        return original;
      }
      if (verdict.text !== original) accepted += 1;
      return verdict.text;
    });
    deps.logger.info({ accepted, rejected }, "cover letter polish applied");
    if (!accepted) return { letter, polished: false };
    const paragraphs = [letter.paragraphs[0]!, ...reworded, letter.paragraphs[letter.paragraphs.length - 1]!];
    return { letter: { ...letter, paragraphs, body: paragraphs.join("\n\n") }, polished: true };
  }

  return {
    enabled: llm.enabled,
    async polish(letter, tone, sources) {
      if (!llm.enabled) return { letter, polished: false };
      return polishNow(letter, tone, sources).catch((err: unknown) => {
        deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, "cover letter polish failed; using the offline letter");
        return { letter, polished: false };
      });
    },
  };
}
