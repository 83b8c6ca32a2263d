/**
 * The application pack for a posting Auto-Apply cannot submit itself ("ready for you"): the user's stored resume
 * tailored to the posting by the Resume Builder's writer (it brings forward the skills the posting asks for that the
 * resume shows and never adds experience), a cover letter from the offline writer (only facts from the resume and the
 * posting), and the facts to answer the usual screening questions. Answers are worked out when the pack is shown
 * (screeningAnswers), so facts the user adds later to their screening profile answer every pack.
 */
import { writeCoverLetter } from "../../engines/cover-letter/writer";
import type { ParsedResume } from "../../engines/resume-parser/types";
import { formFromDocument } from "../../engines/resume-writer/document-form";
import { yearsOfExperience } from "../../engines/resume-writer/resume-facts";
import type { ResumeForm, ResumeWriter } from "../../engines/resume-writer/types";
import { getDefaultSkillExtractor } from "../../engines/skills/default-extractor";
import type { Logger } from "../../lib/logger";
import type { UsableResume } from "../resume";
import type { AutoApplyRepository, PackRow } from "./auto-apply-repository";
import type { PackFacts } from "../../engines/application-pack/screening";
import { matchesAnyLocation } from "./match-score";

export interface LetterSink {
  insertLetter(row: {
    user_id: string;
    application_id: string | null;
    title: string;
    job_title: string;
    company: string | null;
    tone: "concise" | "friendly" | "detailed" | "coach-like";
    body: string;
    polished: boolean;
    edited: boolean;
    resume_source: string;
  }): Promise<{ id: string }>;
}

export interface PackInput {
  userId: string;
  userName: string;
  autoApplyId: string;
  /** The user's stored resume (the resume module's lookup): its document is what gets tailored. */
  resume: Pick<UsableResume, "id" | "document" | "parsed" | "text">;
  posting: { id: string; title: string; company: string | null };
  locations: string[];
}

const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

/**
 * The Resume Builder form from the stored resume's document (as parsed once on upload, or as last edited in the
 * builder), aimed at the posting. No resume text goes along: the writer builds from the document, as a build by
 * `resume_id` does, instead of parsing the text again.
 */
export function tailoredForm(resume: Pick<UsableResume, "document">, fallbackName: string, posting: { title: string; company: string | null; skills: string[] }): ResumeForm {
  const form = formFromDocument(resume.document);
  return {
    ...form,
    name: clean(form.name) || clean(fallbackName),
    target_role: posting.title,
    target_company: posting.company ?? undefined,
    // "Highlight:" lines bring forward only skills the user's own material shows (the writer checks).
    instructions: posting.skills.length ? `Highlight: ${posting.skills.join(", ")}` : "",
    focus_gaps: true,
  };
}

/** The posting's skills the resume shows (its skills list or its text), in the posting's order. */
export function matchedSkills(postingSkills: string[], parsed: ParsedResume, rawText: string): string[] {
  const skills = getDefaultSkillExtractor();
  const key = (s: string) => (skills.canonicalize(s) ?? s).trim().toLowerCase();
  const mine = new Set([...parsed.skills, ...skills.extract(rawText)].map(key));
  const out: string[] = [];
  const seen = new Set<string>();
  for (const s of postingSkills) {
    const k = key(s);
    if (mine.has(k) && !seen.has(k)) {
      seen.add(k);
      out.push(skills.canonicalize(s) ?? s);
    }
  }
  return out;
}

export function createPackBuilder(deps: { repo: Pick<AutoApplyRepository, "postingDetails" | "insertPack">; writer: ResumeWriter; letters: LetterSink; logger: Logger; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Prepares and stores the pack; null (logged) if the posting has left the index or the resume cannot be read. */
    async prepare(input: PackInput): Promise<PackRow | null> {
      const details = await deps.repo.postingDetails(input.posting.id);
      if (!details) return null;
      // The resume as stored (parsed once on upload): its facts and text, never a new parse of the text.
      const { parsed, text: rawText } = input.resume;
      if (!rawText.trim()) return null;
      const postingSkills = details.skills?.length ? details.skills : getDefaultSkillExtractor().extract(`${input.posting.title}\n${details.description}`);
      const matched = matchedSkills(postingSkills, parsed, rawText);
      const built = await deps.writer.build(tailoredForm(input.resume, input.userName, { title: input.posting.title, company: input.posting.company, skills: postingSkills }));
      const letter = writeCoverLetter({
        resumeText: rawText,
        parsed,
        job: { title: input.posting.title, company: input.posting.company ?? undefined, text: details.description || input.posting.title },
        tone: "concise",
        now: now(),
      });
      const letterRow = await deps.letters.insertLetter({
        user_id: input.userId,
        application_id: null,
        title: letter.title,
        job_title: letter.jobTitle || input.posting.title,
        company: letter.company ?? input.posting.company,
        tone: "concise",
        body: letter.body,
        polished: false,
        edited: false,
        resume_source: "stored",
      });
      const latest = parsed.experienceEntries[0];
      const years = yearsOfExperience(parsed);
      const remote = details.work_mode === "remote";
      const facts: PackFacts = {
        job_title: input.posting.title,
        company: input.posting.company,
        posting_location: details.location,
        posting_remote: remote,
        in_saved_locations: remote || (input.locations.length > 0 && matchesAnyLocation({ location: details.location, work_mode: details.work_mode }, input.locations)),
        saved_locations: input.locations,
        resume_years: years > 0 ? Math.floor(years) : null,
        latest_title: clean(latest?.title) || clean(parsed.headline.split("|")[0]) || null,
        latest_company: clean(latest?.company) || null,
        matched_skills: matched,
      };
      return deps.repo.insertPack({
        user_id: input.userId,
        auto_apply_id: input.autoApplyId,
        job_title: input.posting.title,
        company: input.posting.company,
        resume_document: built.document,
        highlighted_skills: matched,
        cover_letter_id: letterRow.id,
        facts,
      });
    },
  };
}

export type PackBuilder = ReturnType<typeof createPackBuilder>;

export { isResumeDocument, screeningAnswers, type PackFacts, type ScreeningAnswer } from "../../engines/application-pack/screening";
