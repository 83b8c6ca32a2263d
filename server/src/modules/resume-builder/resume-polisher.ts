import { z } from "zod";
import type { LlmClient } from "../../engines/llm/llm-client";
import { readInstructions, renderMarkdown } from "../../engines/resume-writer/build";
import { createFactGuard, type RewriteRejection } from "../../engines/resume-writer/fact-guard";
import type { BuiltResume, DocBlock, ResumeDocument, ResumeForm } from "../../engines/resume-writer/types";
import { getDefaultSkillExtractor } from "../../engines/skills/default-extractor";
import type { SkillExtractor } from "../../engines/skills/skill-extractor";
import type { Logger } from "../../lib/logger";

// Optional wording polish of a built resume. The deterministic document stays the source of truth: the LLM may
// only reword the Summary paragraph and the Experience/Project bullets (same number, same order per entry), and the
// fact guard decides text by text whether its wording replaces the deterministic one. Headings, names, contact
// details, titles, dates and sections are never sent back, so they cannot change. Any failure keeps the offline resume.

const entrySchema = z.object({ id: z.string(), bullets: z.array(z.string().max(1_000)).max(30) });
const polishSchema = z.object({
  summary: z.string().max(2_000).nullish(),
  entries: z.array(entrySchema).max(60).default([]),
});

const SYSTEM = [
  "You are an expert resume editor. Reword a resume's summary and bullet points so they read crisply to recruiters and applicant tracking systems, in the requested tone.",
  "Keep every number, percentage, amount, date, employer, job title, tool and skill exactly as given. Add no facts, numbers, employers, titles, tools or skills, and drop none.",
  "Start each bullet with a strong action verb in the tense it already uses; never start with 'I', 'my' or 'we'. Plain text only: no markdown, no line breaks.",
  "Return every entry with exactly as many bullets as it has, in the same order. Keep each text about as long as the original, never more than half as long again; tighter still when concise is true.",
  'Answer as {"summary": "..." (or null when there is none), "entries": [{"id": "...", "bullets": ["..."]}]}.',
].join("\n");

/** A resume build waits for the polish, so it gets a little longer than a one-paragraph rewrite, never long. */
const TIMEOUT_MS = 12_000;

export interface ResumePolisher {
  readonly enabled: boolean;
  /** The resume with the LLM's wording where the fact guard accepts it, or `built` itself (unchanged) otherwise. */
  polish(form: ResumeForm, built: BuiltResume): Promise<BuiltResume>;
}

type Paragraph = Extract<DocBlock, { kind: "paragraph" }>;
type Entry = Extract<DocBlock, { kind: "entry" }>;

interface Rewordable {
  /** The summary paragraph, in the document given. */
  summary: Paragraph | null;
  entries: Array<{ id: string; section: string; block: Entry }>;
}

/** Where the rewordable texts sit in `doc`: the summary paragraph, and each Experience or Projects entry by id. */
function rewordable(doc: ResumeDocument): Rewordable {
  const found: Rewordable = { summary: null, entries: [] };
  for (const section of doc.sections) {
    for (const [bi, block] of section.blocks.entries()) {
      if (section.heading === "Summary" && block.kind === "paragraph" && !found.summary) found.summary = block;
      if ((section.heading === "Experience" || section.heading === "Projects") && block.kind === "entry" && block.bullets.length) {
        found.entries.push({ id: `${section.heading.toLowerCase()}-${bi}`, section: section.heading, block });
      }
    }
  }
  return found;
}

/**
 * What the user told us about themselves, for the fact guard. Not the instructions (they may name skills to bring
 * forward that the user lacks), the target role or company (a wish, not a past), or a reference resume (someone else's).
 */
function userFacts(form: ResumeForm, doc: ResumeDocument): string {
  const fromForm = [
    form.name, form.email, form.phone, form.location, form.headline, form.summary, ...(form.skills ?? []), ...(form.education ?? []),
    ...(form.experience ?? []).flatMap((e) => [e.title, e.company, e.location, e.start, e.end, ...(e.bullets ?? [])]),
    ...(form.projects ?? []).flatMap((p) => [p.name, p.link, ...(p.bullets ?? [])]),
    ...(form.certifications ?? []),
    ...(form.languages ?? []),
    form.existing_resume_text,
  ];
  // The built document, less its summary: a generated summary may name the target role and company.
  const fromDoc = doc.sections
    .filter((s) => s.heading !== "Summary")
    .flatMap((s) => s.blocks)
    .flatMap((b) => (b.kind === "paragraph" ? [b.text] : b.kind === "list" ? b.items : b.kind === "skills" ? b.groups.flatMap((g) => g.items) : [b.title, b.meta, ...b.bullets]));
  return [doc.name, doc.headline, ...doc.contact, ...fromForm, ...fromDoc].filter((x): x is string => !!x && !!x.trim()).join("\n");
}

export function createResumePolisher(
  llm: LlmClient,
  deps: { logger: Pick<Logger, "info" | "warn">; skills?: SkillExtractor },
): ResumePolisher {
  const skills = deps.skills ?? getDefaultSkillExtractor();

  async function polishNow(form: ResumeForm, built: BuiltResume): Promise<BuiltResume> {
    const { summary, entries } = rewordable(built.document);
    if (!summary && !entries.length) return built;
    const ins = readInstructions(form.instructions);
    const user = JSON.stringify({
      tone: ins.tone || "clear, confident and professional",
      concise: ins.concise,
      target_role: form.target_role?.trim() || null,
      summary: summary?.text ?? null,
      entries: entries.map((e) => ({ id: e.id, section: e.section, heading: e.block.title, bullets: e.block.bullets })),
    });
    const out = await llm.completeJson({ system: SYSTEM, user }, polishSchema, { timeoutMs: TIMEOUT_MS, maxTokens: Math.min(4_000, 300 + Math.ceil(user.length / 2.5)) });
    if (!out) return built;

    const guard = createFactGuard(userFacts(form, built.document), skills);
    // The copy that takes the accepted wording; found in it the same way, so its blocks line up with the originals.
    const document = structuredClone(built.document);
    const target = rewordable(document);
    const rejected: Partial<Record<RewriteRejection | "bullet_count", number>> = {};
    const reject = (reason: RewriteRejection | "bullet_count", n = 1) => (rejected[reason] = (rejected[reason] ?? 0) + n);
    let accepted = 0;
    const take = (original: string, candidate: string, apply: (t: string) => void) => {
      const verdict = guard.check(original, candidate);
      if (!verdict.ok) return reject(verdict.reason);
      if (verdict.text !== original) accepted++;
      apply(verdict.text);
    };

    if (summary && target.summary && out.summary) {
      const paragraph = target.summary;
      take(summary.text, out.summary, (t) => (paragraph.text = t));
    }
    const replies = new Map(out.entries.map((e) => [e.id, e.bullets]));
    for (const [k, e] of entries.entries()) {
      const bullets = replies.get(e.id);
      if (!bullets) continue;
      // Same bullets, same order: a reply that merges, splits or drops bullets keeps the whole entry as built.
      if (bullets.length !== e.block.bullets.length) {
        reject("bullet_count", e.block.bullets.length);
        continue;
      }
      const copy = target.entries[k]!.block;
      e.block.bullets.forEach((original, i) => take(original, bullets[i]!, (t) => (copy.bullets[i] = t)));
    }
    // Counts and reasons only: resume text never reaches the logs.
    deps.logger.info({ accepted, rejected }, "resume polish applied");
    return accepted ? { document, markdown: renderMarkdown(document) } : built;
  }

  return {
    enabled: llm.enabled,
    async polish(form, built) {
      if (!llm.enabled) return built;
      return polishNow(form, built).catch((err: unknown) => {
        deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, "resume polish failed; using the offline resume");
        return built;
      });
    },
  };
}
