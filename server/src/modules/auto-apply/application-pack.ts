/**
 * The application pack for a posting Auto-Apply cannot submit itself ("ready for you"): the user's stored resume
 * tailored to the posting by the Resume Builder's writer (it brings forward the skills the posting asks for that the
 * resume shows and never adds experience), a cover letter from the offline writer (only facts from the resume and the
 * posting), and the facts to answer the usual screening questions. Answers are worked out when the pack is shown
 * (screeningAnswers), so facts the user adds later to their screening profile answer every pack.
 */
import { writeCoverLetter } from "../../engines/cover-letter/writer";
import { parseResume } from "../../engines/resume-parser/parse-resume";
import type { ParsedResume } from "../../engines/resume-parser/types";
import { yearsOfExperience } from "../../engines/resume-writer/resume-facts";
import type { ResumeDocument, ResumeForm, ResumeWriter } from "../../engines/resume-writer/types";
import { getDefaultSkillExtractor } from "../../engines/skills/default-extractor";
import type { Logger } from "../../lib/logger";
import type { AutoApplyRepository, PackRow, ResumeRow, ScreeningRow } from "./auto-apply-repository";
import { matchesAnyLocation } from "./match-score";

/** What a pack keeps to answer screening questions later: only facts read from the resume, the posting and the settings. */
export interface PackFacts {
  job_title: string;
  company: string | null;
  posting_location: string | null;
  posting_remote: boolean;
  /** The posting is in one of the user's saved Auto-Apply locations (or remote). */
  in_saved_locations: boolean;
  saved_locations: string[];
  /** Whole years the resume's dated roles cover; null when the resume gives no dates. */
  resume_years: number | null;
  latest_title: string | null;
  latest_company: string | null;
  /** The posting's skills the resume shows. */
  matched_skills: string[];
}

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
  resume: ResumeRow;
  posting: { id: string; title: string; company: string | null };
  locations: string[];
}

const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

/** The Resume Builder form from a parsed resume, aimed at the posting. */
export function tailoredForm(parsed: ParsedResume, rawText: string, fallbackName: string, posting: { title: string; company: string | null; skills: string[] }): ResumeForm {
  return {
    name: clean(parsed.name) || clean(fallbackName),
    email: parsed.email,
    phone: parsed.phone,
    location: parsed.location || parsed.address,
    headline: parsed.headline,
    summary: parsed.summary,
    skills: parsed.skills,
    education: parsed.education,
    experience: parsed.experienceEntries.map((e) => ({ title: e.title, company: e.company, location: e.location, start: e.start, end: e.end, bullets: e.bullets })),
    projects: parsed.projects.map((p) => ({ name: p.name, link: p.link, bullets: p.bullets })),
    target_role: posting.title,
    target_company: posting.company ?? undefined,
    // "Highlight:" lines bring forward only skills the user's own material shows (the writer checks).
    instructions: posting.skills.length ? `Highlight: ${posting.skills.join(", ")}` : "",
    existing_resume_text: rawText,
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
      const rawText = input.resume.raw_text ?? "";
      if (!rawText.trim()) return null;
      const parsed = parseResume(rawText);
      const postingSkills = details.skills?.length ? details.skills : getDefaultSkillExtractor().extract(`${input.posting.title}\n${details.description}`);
      const matched = matchedSkills(postingSkills, parsed, rawText);
      const built = await deps.writer.build(tailoredForm(parsed, rawText, input.userName, { title: input.posting.title, company: input.posting.company, skills: postingSkills }));
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

// ---- screening answers ----

export type AnswerKey = "notice_period" | "current_ctc" | "expected_ctc" | "years_of_experience" | "relocation" | "work_authorisation" | "why_this_role";

export interface ScreeningAnswer {
  key: AnswerKey;
  question: string;
  answer: string | null;
  source: "resume" | "screening_profile" | "settings" | "posting" | null;
  missing: boolean;
  missing_hint: string | null;
}

type Profile = Pick<ScreeningRow, "notice_period" | "current_ctc_lpa" | "expected_ctc_lpa" | "years_of_experience" | "work_authorisation" | "willing_to_relocate">;

const WHERE = "Add it under Screening answers on the Auto-Apply page and every pack answers it.";
const lpa = (v: number) => `₹${Number.isInteger(v) ? v : v.toFixed(1)} LPA`;
const years = (v: number) => (v === 1 ? "1 year" : `${Number.isInteger(v) ? v : v.toFixed(1)} years`);
const joinList = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);

function missing(key: AnswerKey, question: string, what: string): ScreeningAnswer {
  return { key, question, answer: null, source: null, missing: true, missing_hint: `Your profile does not say ${what}. ${WHERE}` };
}

/** The usual screening questions, answered only from the pack's facts and the user's screening profile; a fact neither holds is reported missing. */
export function screeningAnswers(facts: PackFacts, profile: Profile | undefined): ScreeningAnswer[] {
  const p = profile;
  const out: ScreeningAnswer[] = [];
  const Q = {
    notice_period: "What is your notice period?",
    current_ctc: "What is your current CTC?",
    expected_ctc: "What is your expected CTC?",
    years_of_experience: "How many years of experience do you have?",
    relocation: `Are you willing to relocate${facts.posting_location && !facts.posting_remote ? ` to ${facts.posting_location}` : ""}?`,
    work_authorisation: "Are you authorised to work in this location?",
    why_this_role: `Why are you interested in this ${facts.job_title} role${facts.company ? ` at ${facts.company}` : ""}?`,
  };

  out.push(p?.notice_period ? { key: "notice_period", question: Q.notice_period, answer: p.notice_period, source: "screening_profile", missing: false, missing_hint: null } : missing("notice_period", Q.notice_period, "your notice period"));
  out.push(
    p?.current_ctc_lpa !== null && p?.current_ctc_lpa !== undefined
      ? { key: "current_ctc", question: Q.current_ctc, answer: lpa(Number(p.current_ctc_lpa)), source: "screening_profile", missing: false, missing_hint: null }
      : missing("current_ctc", Q.current_ctc, "your current CTC"),
  );
  out.push(
    p?.expected_ctc_lpa !== null && p?.expected_ctc_lpa !== undefined
      ? { key: "expected_ctc", question: Q.expected_ctc, answer: lpa(Number(p.expected_ctc_lpa)), source: "screening_profile", missing: false, missing_hint: null }
      : missing("expected_ctc", Q.expected_ctc, "your expected CTC"),
  );
  if (p?.years_of_experience !== null && p?.years_of_experience !== undefined) {
    out.push({ key: "years_of_experience", question: Q.years_of_experience, answer: years(Number(p.years_of_experience)), source: "screening_profile", missing: false, missing_hint: null });
  } else if (facts.resume_years !== null) {
    out.push({ key: "years_of_experience", question: Q.years_of_experience, answer: `${years(facts.resume_years)} (from the dates of the roles on my resume)`, source: "resume", missing: false, missing_hint: null });
  } else {
    out.push(missing("years_of_experience", Q.years_of_experience, "how many years of experience you have (your resume gives no dates)"));
  }
  if (facts.posting_remote) {
    out.push({ key: "relocation", question: Q.relocation, answer: "The role is remote, so no relocation is needed.", source: "posting", missing: false, missing_hint: null });
  } else if (p?.willing_to_relocate === true) {
    out.push({ key: "relocation", question: Q.relocation, answer: `Yes, I am willing to relocate${facts.posting_location ? ` to ${facts.posting_location}` : ""}.`, source: "screening_profile", missing: false, missing_hint: null });
  } else if (facts.in_saved_locations) {
    out.push({ key: "relocation", question: Q.relocation, answer: `Yes: ${facts.posting_location ?? "this location"} is one of the locations I am looking for work in.`, source: "settings", missing: false, missing_hint: null });
  } else if (p?.willing_to_relocate === false) {
    out.push({ key: "relocation", question: Q.relocation, answer: "No, I am not looking to relocate.", source: "screening_profile", missing: false, missing_hint: null });
  } else {
    out.push(missing("relocation", Q.relocation, "whether you are willing to relocate"));
  }
  out.push(
    p?.work_authorisation
      ? { key: "work_authorisation", question: Q.work_authorisation, answer: p.work_authorisation, source: "screening_profile", missing: false, missing_hint: null }
      : missing("work_authorisation", Q.work_authorisation, "your work authorisation"),
  );
  const skills = facts.matched_skills.slice(0, 4);
  if (facts.latest_title || skills.length) {
    const parts: string[] = [];
    if (facts.latest_title) parts.push(`I work as ${/^[aeiou]/i.test(facts.latest_title) ? "an" : "a"} ${facts.latest_title}${facts.latest_company ? ` at ${facts.latest_company}` : ""}`);
    if (skills.length) parts.push(`this role asks for ${joinList(skills)}, which my resume shows I use`);
    const sentence = parts.join(", and ");
    out.push({ key: "why_this_role", question: Q.why_this_role, answer: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`, source: "resume", missing: false, missing_hint: null });
  } else {
    out.push(missing("why_this_role", Q.why_this_role, "a role or skills this posting asks for; write a sentence of your own"));
  }
  return out;
}

export function isResumeDocument(value: unknown): value is ResumeDocument {
  return !!value && typeof value === "object" && Array.isArray((value as ResumeDocument).sections) && typeof (value as ResumeDocument).name === "string";
}
