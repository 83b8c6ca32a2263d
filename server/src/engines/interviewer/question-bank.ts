import { BUSINESS_FAMILIES } from "./bank/business-families";
import {
  COMMON_BEHAVIOURAL,
  GENERAL_FAMILY,
  JUNIOR_QUESTIONS,
  MOTIVATION_NO_COMPANY,
  MOTIVATION_WITH_COMPANY,
  RESUME_QUESTION,
  SENIOR_QUESTIONS,
  SKILL_QUESTIONS,
} from "./bank/general";
import { TECH_FAMILIES } from "./bank/tech-families";
import type { QuestionTemplate, RoleFamily } from "./question-bank-types";
import { allStems, containsPhrase } from "./text";
import { getDefaultRoleResolver, type RoleResolver } from "../roles/role-resolver";

export { GENERAL_FAMILY };

/** Every specific role family (the general fallback is separate). */
export const ROLE_FAMILIES: readonly RoleFamily[] = [...TECH_FAMILIES, ...BUSINESS_FAMILIES];

/** A title read with less confidence than this (a guess through synonyms) does not choose the bank. */
const TITLE_CONFIDENCE = 0.6;

/**
 * Detect the role family from a free-text title, e.g. "Sr. Growth Marketer (Paid)" -> performance_marketing: the
 * role resolver reads the title and the bank that serves its family runs the interview. A title read with
 * confidence whose family has no bank (a civil engineer, a chef) gets the general professional bank; a title it
 * cannot read lets the skills decide; otherwise the general bank is used.
 */
export function detectRoleFamily(role: string, skills: readonly string[] = [], resolver: RoleResolver = getDefaultRoleResolver()): RoleFamily {
  const read = resolver.resolve(role);
  if (read.family && read.confidence >= TITLE_CONFIDENCE) {
    const id = read.family.id;
    return ROLE_FAMILIES.find((f) => f.families.includes(id)) ?? GENERAL_FAMILY;
  }

  // Unknown title: let the skills vote (needs two hits so one shared tool like Excel is not enough).
  if (skills.length > 0) {
    const skillText = skills.join(" . ");
    const stems = allStems(skillText);
    const set = new Set(stems);
    let bySkill: { family: RoleFamily; hits: number } | null = null;
    for (const family of ROLE_FAMILIES) {
      const hits = [...family.tools, ...family.vocabulary].filter((term) => containsPhrase(stems, set, term)).length;
      if (hits >= 2 && (!bySkill || hits > bySkill.hits)) bySkill = { family, hits };
    }
    if (bySkill) return bySkill.family;
  }
  return GENERAL_FAMILY;
}

export function getFamily(id: string): RoleFamily {
  return ROLE_FAMILIES.find((f) => f.id === id) ?? GENERAL_FAMILY;
}

export const SHARED_TEMPLATES = {
  commonBehavioural: COMMON_BEHAVIOURAL,
  junior: JUNIOR_QUESTIONS,
  senior: SENIOR_QUESTIONS,
  skill: SKILL_QUESTIONS,
  motivationWithCompany: MOTIVATION_WITH_COMPANY,
  motivationNoCompany: MOTIVATION_NO_COMPANY,
  resume: RESUME_QUESTION,
} as const;

/** Look up any template by id (used by the eval script and tests). */
export function findTemplate(id: string): QuestionTemplate | undefined {
  const all: QuestionTemplate[] = [
    ...ROLE_FAMILIES.flatMap((f) => f.questions),
    ...GENERAL_FAMILY.questions,
    ...COMMON_BEHAVIOURAL,
    ...JUNIOR_QUESTIONS,
    ...SENIOR_QUESTIONS,
    ...SKILL_QUESTIONS,
    MOTIVATION_WITH_COMPANY,
    MOTIVATION_NO_COMPANY,
    RESUME_QUESTION,
  ];
  return all.find((q) => q.id === id);
}

const ROLE_WORDS =
  /\b(engineer|developer|manager|analyst|intern|executive|associate|lead|head|director|specialist|consultant|officer|designer|coordinator|scientist|architect|trainee|nurse|teacher|president|vp|founder|co-founder|member|tester|accountant|recruiter|administrator|representative|advisor|assistant)\b/i;
const EDUCATION_WORDS = /\b(university|college|institute|school|iit|nit|iim|b\.?tech|m\.?tech|mba|b\.?com|bsc|msc|degree|cgpa|gpa|class x|class xii|hsc|ssc|bachelor|master)\b/i;
const NOT_NAMES = new Set<string>(
  ("january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec present current till now " +
    "india bengaluru bangalore mumbai delhi new delhi gurgaon gurugram noida pune hyderabad chennai kolkata ahmedabad jaipur remote the a my i we our skills experience education projects summary profile " +
    "responsibilities achievements certifications languages tools contact email phone linkedin github"
  ).split(" "),
);

function cleanCandidate(raw: string): string | null {
  const c = raw.replace(/^[\s•·*\-–—|:,]+|[\s•·*\-–—|:,.]+$/g, "").trim();
  if (c.length < 2 || c.length > 40) return null;
  if (!/^[A-Z0-9]/.test(c)) return null;
  if (/\d{4}/.test(c) || /@|https?:|www\./i.test(c)) return null;
  if (ROLE_WORDS.test(c) || EDUCATION_WORDS.test(c)) return null;
  if (c.split(/\s+/).length > 5) return null;
  if (NOT_NAMES.has(c.toLowerCase())) return null;
  return c;
}

/**
 * Companies and projects named in a pasted resume, in order of appearance, so a question can
 * ask about them ("Your resume mentions Razorpay..."). Heuristic and conservative: an item is
 * only used when it looks like a proper name.
 */
export function extractResumeItems(resumeText: string | undefined, limit = 3): string[] {
  if (!resumeText || !resumeText.trim()) return [];
  const found: string[] = [];
  const add = (raw: string | undefined) => {
    if (!raw) return;
    const c = cleanCandidate(raw);
    if (c && !found.some((f) => f.toLowerCase() === c.toLowerCase())) found.push(c);
  };
  for (const line of resumeText.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || EDUCATION_WORDS.test(trimmed)) continue;
    // "Project: Smart Ledger" / "Project - Smart Ledger"
    const project = /^(?:[•*\-–]\s*)?projects?\s*[:\-–—]\s*(.+)$/i.exec(trimmed);
    if (project) {
      add(project[1]?.split(/[(|,–—:]| - /)[0]);
      continue;
    }
    // "Software Engineer at Razorpay" / "Intern @ Zomato"
    const at = /\b(?:at|@)\s+([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})/.exec(trimmed);
    if (at) {
      // "at Razorpay. Built the ledger" names Razorpay, not "Razorpay. Built".
      add(at[1]?.split(/[.!?;](?:\s|$)/)[0]);
      continue;
    }
    // "Razorpay | Software Engineer | 2019 – 2022" or "Software Engineer, Razorpay (2019-2022)"
    if (/\b(19|20)\d{2}\b/.test(trimmed) && ROLE_WORDS.test(trimmed)) {
      for (const part of trimmed.split(/[|,–—•·()]|\s-\s/)) add(part);
    }
  }
  return found.slice(0, limit);
}
