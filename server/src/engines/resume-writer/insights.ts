/** Insights on an uploaded resume: against what the target role needs and against resume best practice. */
import type { SkillExtractor } from "../skills/skill-extractor";
import type { RoleProfile, RoleProfiles } from "../role-profiles/types";
import type { AnalyseInput, ResumeInsights } from "./types";
import { allBullets, bulletStats, dateStyles, joinList, listSome, seniorityLevel, sectionsPresent } from "./resume-facts";

const pct = (a: number, b: number) => (b === 0 ? 0 : Math.round((100 * a) / b));

/** Tone to write in, by role family, made metric-led when the resume lacks numbers. */
const FAMILY_TONE: Record<string, string> = {
  software: "precise and impact-focused",
  devops: "precise and reliability-focused",
  data: "analytical and metric-led",
  product: "outcome-focused and collaborative",
  design: "clear and user-centred",
  marketing: "confident and metric-led",
  sales: "results-driven and metric-led",
  hr: "people-focused and professional",
  finance: "precise and compliance-minded",
  operations: "efficient and results-driven",
  support: "empathetic and outcome-focused",
  healthcare: "caring, precise and professional",
  education: "warm, structured and outcome-focused",
};

export function resolveRole(roles: RoleProfiles, input: Pick<AnalyseInput, "targetRole" | "parsed">): RoleProfile | null {
  const tries = [input.targetRole, input.parsed.headline, input.parsed.experienceEntries[0]?.title].filter((t): t is string => !!t?.trim());
  for (const t of tries) {
    const p = roles.profileFor(t);
    if (p) return p;
  }
  return null;
}

export function analyseResume(input: AnalyseInput, deps: { roles: RoleProfiles; skills: SkillExtractor }): ResumeInsights {
  const { parsed, rawText } = input;
  const strengths: string[] = [];
  const gaps: string[] = [];
  const recs: string[] = [];
  const role = resolveRole(deps.roles, input);
  const roleName = input.targetRole?.trim() || role?.role || "";

  // What the target role needs.
  if (role) {
    const have = new Set(parsed.skills.map((s) => s.toLowerCase()));
    const core = role.skills.slice(0, 12);
    const matched = core.filter((s) => have.has(s.name.toLowerCase()));
    const missing = core.filter((s) => !have.has(s.name.toLowerCase())).sort((a, b) => b.weight - a.weight);
    if (matched.length) strengths.push(`Covers ${matched.length} of ${core.length} core skills for ${roleName} roles: ${listSome(matched.map((s) => s.name), 6)}`);
    if (missing.length) {
      gaps.push(`No mention of ${joinList(missing.slice(0, 4).map((s) => s.name))}, which ${roleName} roles usually ask for`);
      recs.push(`If you have used ${joinList(missing.slice(0, 3).map((s) => s.name))}, name them in your skills and in a bullet that shows what you did with them`);
    }
    const soft = role.soft.filter((s) => !have.has(s.toLowerCase()));
    if (soft.length === role.soft.length && role.soft.length) {
      recs.push(`Show ${joinList(role.soft.slice(0, 2).map((s) => s.toLowerCase()))} through an example in a bullet rather than listing them`);
    }
  }

  // Bullets: numbers, verbs, weak openings.
  const stats = bulletStats(allBullets(parsed));
  if (stats.total === 0 && input.doubtful?.has("experience")) {
    // The roles themselves were not read: the bullets are not known to be missing.
  } else if (stats.total === 0) {
    gaps.push("No bullet points under your roles, so recruiters cannot see what you achieved");
    recs.push("Add 3–5 bullets per recent role, each starting with an action verb and ending with a result");
  } else {
    const q = pct(stats.quantified, stats.total);
    if (q >= 50) strengths.push(`Quantified results in ${stats.quantified} of ${stats.total} bullets`);
    else {
      gaps.push(`Only ${stats.quantified} of ${stats.total} bullets carry a number`);
      recs.push("Add a number to each bullet where you can: volume, %, ₹, time saved or people led");
    }
    const v = pct(stats.actionVerbs, stats.total);
    if (v >= 60) strengths.push(`${stats.actionVerbs} of ${stats.total} bullets open with a strong action verb`);
    if (stats.weak > 0) {
      gaps.push(`${stats.weak} bullet${stats.weak > 1 ? "s open" : " opens"} with weak phrases such as "Responsible for" or "Worked on"`);
      recs.push('Start each bullet with what you did ("Led", "Built", "Reduced") instead of "Responsible for"');
    } else if (v < 60) {
      recs.push("Open more bullets with an action verb in the past tense");
    }
    if (stats.firstPerson > 1) recs.push('Drop "I" and "my" from bullets; resumes use the implied first person');
  }

  // Sections and contact details.
  const present = sectionsPresent(parsed);
  // A section the reader was unsure of is for the person to check, not a gap of the resume.
  const missingSections = (["summary", "experience", "education", "skills"] as const).filter((s) => !present.has(s) && !input.doubtful?.has(s));
  if (missingSections.length === 0) strengths.push("Has the standard sections an ATS looks for (Summary, Skills, Experience, Education)");
  else {
    gaps.push(`Missing section${missingSections.length > 1 ? "s" : ""}: ${joinList(missingSections.map((s) => s[0]!.toUpperCase() + s.slice(1)))}`);
    recs.push(`Add ${joinList(missingSections.map((s) => s[0]!.toUpperCase() + s.slice(1)))} under a standard heading so ATS parsers find ${missingSections.length > 1 ? "them" : "it"}`);
  }
  const contactDoubt = input.doubtful?.has("contact");
  const missingContact = [!parsed.email && !contactDoubt && "email", !parsed.phone && "phone number", !parsed.location && "city"].filter((x): x is string => !!x);
  if (missingContact.length === 0) strengths.push("Complete contact details (email, phone and city)");
  else {
    gaps.push(`No ${joinList(missingContact)} at the top`);
    recs.push(`Put your ${joinList(missingContact)} on one line under your name`);
  }

  // Length.
  const words = rawText.split(/\s+/).filter(Boolean).length;
  const senior = seniorityLevel(parsed) >= 3;
  if (words < 150) {
    gaps.push(`Very short (${words} words): too little for a recruiter to judge`);
    recs.push("Expand each recent role with 3–5 achievement bullets");
  } else if (words > (senior ? 1400 : 900)) {
    gaps.push(`Long (${words} words) for ${senior ? "a senior resume (aim for two pages)" : "your level (aim for one page)"}`);
    recs.push("Keep the last 10 years in detail and cut older roles to one line each");
  }

  // Dates.
  const styles = dateStyles(rawText);
  const undated = parsed.experienceEntries.filter((e) => !e.start && !e.end).length;
  if (styles.size > 1) {
    gaps.push(`Dates are written in ${styles.size} different styles (${joinList([...styles])})`);
    recs.push('Write every date the same way, e.g. "Jan 2021 – Present"');
  } else if (parsed.experienceEntries.length && undated === 0) {
    strengths.push("Dates are consistent across roles");
  }
  if (undated > 0 && !input.doubtful?.has("experience")) {
    gaps.push(`${undated} role${undated > 1 ? "s have" : " has"} no dates`);
    recs.push("Give every role a start and end month");
  }

  // Target company, when named.
  if (input.targetCompany?.trim() && !rawText.toLowerCase().includes(input.targetCompany.trim().toLowerCase())) {
    recs.push(`Mirror the wording of ${input.targetCompany.trim()}'s job description in your summary where it is true for you`);
  }

  let tone = (role && FAMILY_TONE[role.family]) || "confident and results-driven";
  if (stats.total > 0 && pct(stats.quantified, stats.total) < 50 && !tone.includes("metric")) tone = `${tone.replace(/ and /, ", ")} and metric-led`;
  if (senior && !tone.includes("leadership")) tone = `${tone}, with a leadership voice`;

  return { strengths: strengths.slice(0, 6), gaps: gaps.slice(0, 6), recommendations: [...new Set(recs)].slice(0, 6), tone };
}
