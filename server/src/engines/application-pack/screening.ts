import type { ResumeDocument } from "../resume-writer/types";

/**
 * Answers to the usual screening questions of an application pack, from facts kept with the pack (the resume,
 * the posting, the Auto-Apply settings) and the user's screening profile. A fact the person never gave is
 * reported missing, never guessed. Pure: Auto-Apply builds packs, the tracker shows them.
 */

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

/** The screening profile's fields the answers read (the user's own words and numbers). */
export interface ScreeningProfile {
  notice_period: string | null;
  current_ctc_lpa: number | null;
  expected_ctc_lpa: number | null;
  years_of_experience: number | null;
  work_authorisation: string | null;
  willing_to_relocate: boolean | null;
}


export type AnswerKey = "notice_period" | "current_ctc" | "expected_ctc" | "years_of_experience" | "relocation" | "work_authorisation" | "why_this_role";

export interface ScreeningAnswer {
  key: AnswerKey;
  question: string;
  answer: string | null;
  source: "resume" | "screening_profile" | "settings" | "posting" | null;
  missing: boolean;
  missing_hint: string | null;
}

type Profile = ScreeningProfile;

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
