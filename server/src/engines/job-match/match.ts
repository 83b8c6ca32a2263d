/**
 * Resume vs one job description. The score (0–100) is a weighted mean of six parts, each 0–1, over the parts the
 * posting gives something to judge (a posting that states no years leaves experience out, and the other weights
 * grow to fill its place):
 *
 *   required skills 0.40 · title and seniority 0.25 · keywords 0.15 · experience 0.10 · nice-to-have 0.05 · education 0.05
 *
 * - required skills: weighted share of the required skill groups the resume shows ("Tableau or Power BI" is one
 *   group, met by either); a group weighs more when a requirements section names it, when it is named again, and
 *   when the title names it.
 * - nice-to-have: the same over the preferred groups.
 * - title and seniority: 0.75 × title fit + 0.25 × level fit. Title fit is the larger of the role-word overlap of
 *   the titles and the RoleResolver's family affinity (1 same family, 0.5 a neighbouring one; older titles count
 *   0.85). Level fit loses 0.3 per level the resume is below the posting and 0.15 per level above it.
 * - experience: years shown / years asked (capped at 1; far more than a range's top costs a little).
 * - education: 1 met, 0.2–0.6 partly met, 0.5 when the resume shows no education.
 * - keywords: weighted share of the posting's 30 most used content words that the resume uses, scaled so 70% is full.
 *
 * Bands: good 70+, partial 45–69, poor below 45.
 */
import { parseResume } from "../resume-parser/parse-resume";
import type { ParsedResume } from "../resume-parser/types";
import { getDefaultRoleResolver, type RoleResolver } from "../roles/role-resolver";
import type { RoleResolution, Seniority } from "../roles/types";
import { educationFit } from "./education";
import { contentWords, parseJobDescription, type JobDescription, type SkillGroup } from "./job-description";
import { resumeFacts, type ResumeFacts } from "./resume-facts";
import { getSkillFinder, type SkillFinder } from "./skill-finder";

export type MatchBand = "good" | "partial" | "poor";
export type PartKey = "required_skills" | "nice_to_have" | "title_seniority" | "experience" | "education" | "keywords";

export interface MatchPartResult {
  key: PartKey;
  label: string;
  score: number;
  weight: number;
  detail: string;
}

export interface MatchInput {
  resumeText: string;
  parsed?: ParsedResume;
  jobText: string;
  jobTitle?: string;
  company?: string;
  now?: Date;
}

export interface MatchResult {
  job_title: string;
  company: string | null;
  score: number;
  band: MatchBand;
  summary: string;
  parts: MatchPartResult[];
  skills: { required_present: string[]; required_missing: string[]; nice_present: string[]; nice_missing: string[] };
  title_fit: { job_title: string; job_role: string | null; job_seniority: string | null; resume_title: string | null; resume_role: string | null; resume_seniority: string | null; score: number };
  experience: { years_required: number | null; years_shown: number | null };
  education: { required: string | null; shown: string | null; met: boolean | null };
  keyword_gaps: Array<{ keyword: string; importance: number; reason: string }>;
  tailor: { target_role: string; target_company: string; focus_gaps: boolean };
}

export const WEIGHTS: Record<PartKey, number> = { required_skills: 0.4, title_seniority: 0.25, keywords: 0.15, experience: 0.1, nice_to_have: 0.05, education: 0.05 };
const LABELS: Record<PartKey, string> = {
  required_skills: "Required skills",
  nice_to_have: "Nice-to-have skills",
  title_seniority: "Title and seniority",
  experience: "Years of experience",
  education: "Education",
  keywords: "Keyword overlap",
};
export const BANDS = { good: 70, partial: 45 };
const KEYWORD_FULL = 0.7;

const LEVEL: Record<Seniority, number> = { intern: 0, entry: 1, mid: 2, senior: 3, lead: 4, manager: 4, executive: 5 };
const LEVEL_NAME = ["intern", "entry level", "mid level", "senior", "lead or manager", "executive"];
const levelFromYears = (y: number) => (y < 1.5 ? 1 : y < 5 ? 2 : y < 9 ? 3 : 4);

export interface MatchDeps {
  finder: SkillFinder;
  roles: RoleResolver;
}

const groupLabel = (g: SkillGroup) => (g.names.length === 1 ? g.names[0]! : g.names.length === 2 ? `${g.names[0]} or ${g.names[1]}` : `${g.names.slice(0, -1).join(", ")} or ${g.names[g.names.length - 1]}`);
const pct = (x: number) => Math.round(100 * Math.max(0, Math.min(1, x)));
const listSome = (xs: string[], n = 4) => (xs.length <= n ? joinList(xs) : `${xs.slice(0, n).join(", ")} and ${xs.length - n} more`);
function joinList(xs: string[]): string {
  if (xs.length <= 1) return xs[0] ?? "";
  return `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
}
const fmtYears = (y: number) => (Number.isInteger(y) ? String(y) : y.toFixed(1).replace(/\.0$/, ""));

function coverage(groups: SkillGroup[], shows: (name: string) => boolean) {
  const present: SkillGroup[] = [];
  const missing: SkillGroup[] = [];
  for (const g of groups) (g.names.some(shows) ? present : missing).push(g);
  const total = groups.reduce((s, g) => s + g.weight, 0);
  const got = present.reduce((s, g) => s + g.weight, 0);
  return { present, missing, share: total ? got / total : null };
}

/** Role words of a title: level words, stop words and punctuation out. */
function titleWords(title: string): Set<string> {
  const LEVELS = /^(senior|sr|junior|jr|lead|principal|staff|head|chief|trainee|intern|associate|assistant|deputy|fresher|graduate|mid|entry|level|i|ii|iii|iv)$/;
  return new Set(contentWords(title.replace(/\([^)]*\)/g, " ")).filter((w) => !LEVELS.test(w)));
}

/** The clearest reading of a posting title: the whole title, or its part before a dash or bracket. */
function readRole(roles: RoleResolver, title: string): { resolution: RoleResolution; text: string } {
  const candidates = [title, title.split(/\s+[–—-]\s+|\s*[(|:·,]\s*/)[0] ?? "", title.replace(/\([^)]*\)/g, " ").replace(/\s+/g, " ").trim()].filter((t) => t.trim());
  let best = { resolution: roles.resolve(title), text: title };
  for (const c of candidates) {
    const r = roles.resolve(c);
    if (r.family && (!best.resolution.family || r.confidence > best.resolution.confidence)) best = { resolution: r, text: c.trim() };
  }
  return best;
}

function titleFit(job: JobDescription, resume: ResumeFacts, roles: RoleResolver) {
  const jobRole = readRole(roles, job.title);
  const jobWords = titleWords(job.title);
  let bestFit = 0;
  let bestTitle: string | null = resume.titles[0] ?? null;
  let bestRole: RoleResolution | null = resume.titles[0] ? roles.resolve(resume.titles[0]) : null;
  resume.titles.slice(0, 4).forEach((t, i) => {
    const r = roles.resolve(t);
    const affinity = jobRole.resolution.family && r.family ? roles.affinity(jobRole.resolution.family.id, r.family.id) : 0;
    const words = titleWords(t);
    const overlap = jobWords.size ? [...jobWords].filter((w) => words.has(w)).length / jobWords.size : 0;
    const fit = Math.max(affinity, overlap) * (i <= 1 ? 1 : 0.85);
    if (fit > bestFit) {
      bestFit = fit;
      bestTitle = t;
      bestRole = r;
    }
  });
  // Levels: what the titles state, else what the years say.
  const latest = resume.titles[0] ? roles.resolve(resume.titles[0]) : null;
  const jobLevel = jobRole.resolution.seniorityStated ? LEVEL[jobRole.resolution.seniority] : job.yearsRequired !== null ? levelFromYears(job.yearsRequired) : null;
  const resumeLevel =
    latest?.seniorityStated && latest.seniority !== "intern" ? LEVEL[latest.seniority] : resume.years !== null ? levelFromYears(resume.years) : latest?.seniorityStated ? LEVEL[latest.seniority] : null;
  let levelFit = 1;
  if (jobLevel !== null && resumeLevel !== null) {
    const gap = jobLevel - resumeLevel;
    levelFit = Math.max(0, gap > 0 ? 1 - 0.3 * gap : 1 - 0.15 * -gap);
  }
  return {
    score: job.title ? 0.75 * bestFit + 0.25 * levelFit : null,
    fit: bestFit,
    levelFit,
    jobRole,
    jobLevel,
    resumeLevel,
    resumeTitle: bestTitle,
    resumeRole: bestRole,
  };
}

export function matchJob(input: MatchInput, deps: MatchDeps = { finder: getSkillFinder(), roles: getDefaultRoleResolver() }): MatchResult {
  const now = input.now ?? new Date();
  const parsed = input.parsed ?? parseResume(input.resumeText);
  const resume = resumeFacts(parsed, input.resumeText, deps.finder, now);
  const job = parseJobDescription(input.jobText, { title: input.jobTitle, company: input.company }, deps.finder);
  const shows = (name: string) => deps.finder.shows(name, resume);

  const req = coverage(job.required, shows);
  const nice = coverage(job.nice, shows);
  const tf = titleFit(job, resume, deps.roles);

  // Experience.
  let experience: number | null = null;
  if (job.yearsRequired !== null) {
    if (resume.years === null) experience = 0.5;
    else if (job.yearsRequired === 0) experience = 1;
    else experience = Math.min(1, resume.years / job.yearsRequired);
    if (experience !== null && job.yearsUpTo !== null && resume.years !== null && resume.years > job.yearsUpTo + 4) experience = Math.min(experience, 0.7);
  }
  const edu = educationFit(job.education, resume.education);

  // Keywords.
  const resumeWords = new Set(contentWords(input.resumeText));
  for (const s of resume.skills) for (const w of contentWords(s)) resumeWords.add(w);
  const kwTotal = job.keywords.reduce((s, k) => s + k.weight, 0);
  const kwGot = job.keywords.filter((k) => resumeWords.has(k.word)).reduce((s, k) => s + k.weight, 0);
  const keywords = kwTotal ? Math.min(1, kwGot / kwTotal / KEYWORD_FULL) : null;

  const raw: Record<PartKey, number | null> = {
    required_skills: req.share,
    nice_to_have: nice.share,
    title_seniority: tf.score,
    experience,
    education: edu.score,
    keywords,
  };
  const applicable = (Object.keys(WEIGHTS) as PartKey[]).filter((k) => raw[k] !== null);
  const totalWeight = applicable.reduce((s, k) => s + WEIGHTS[k], 0);
  const combined = totalWeight ? applicable.reduce((s, k) => s + WEIGHTS[k] * raw[k]!, 0) / totalWeight : 0;
  const score = Math.max(0, Math.min(100, Math.round(100 * combined)));
  const band: MatchBand = score >= BANDS.good ? "good" : score >= BANDS.partial ? "partial" : "poor";

  // Explanations.
  const reqPresent = req.present.map(groupLabel);
  const reqMissing = req.missing.map(groupLabel);
  const nicePresent = nice.present.map(groupLabel);
  const niceMissing = nice.missing.map(groupLabel);
  const jobRoleName = tf.jobRole.resolution.family?.name ?? null;
  const detail: Record<PartKey, string> = {
    required_skills: job.required.length
      ? `You show ${req.present.length} of the ${job.required.length} required skills${reqPresent.length ? ` (${listSome(reqPresent)})` : ""}${reqMissing.length ? `; missing ${listSome(reqMissing)}` : ""}.`
      : "The posting names no required skills we could read.",
    nice_to_have: job.nice.length
      ? `You show ${nice.present.length} of ${job.nice.length} nice-to-have skills${nicePresent.length ? ` (${listSome(nicePresent)})` : ""}.`
      : "The posting lists no nice-to-have skills.",
    title_seniority: job.title
      ? `${tf.resumeTitle ? `Your title ${tf.fit >= 0.99 ? "names the same role as" : tf.fit >= 0.5 ? "is close to" : "points away from"} ${job.title}` : "Your resume states no job title"}${
          tf.jobLevel !== null && tf.resumeLevel !== null
            ? tf.jobLevel === tf.resumeLevel
              ? ", at the same level"
              : tf.jobLevel > tf.resumeLevel
                ? `; the role is ${LEVEL_NAME[tf.jobLevel]} and you read as ${LEVEL_NAME[tf.resumeLevel]}`
                : `; you read as more senior (${LEVEL_NAME[tf.resumeLevel]}) than the role (${LEVEL_NAME[tf.jobLevel]})`
            : ""
        }.`
      : "We could not read the job's title; add it to compare titles.",
    experience:
      job.yearsRequired === null
        ? "The posting does not state the years of experience it wants."
        : resume.years === null
          ? `The job asks for ${fmtYears(job.yearsRequired)}+ years; your resume has no dated roles to count.`
          : job.yearsRequired === 0
            ? `The job is open to freshers; your resume shows about ${fmtYears(resume.years)} years.`
            : `The job asks for ${fmtYears(job.yearsRequired)}+ years; your resume shows about ${fmtYears(resume.years)}.`,
    education: !job.education
      ? "The posting asks for no particular education."
      : edu.met === true
        ? `The job asks for ${job.education.text}; your education meets it${resume.education.text ? ` (${resume.education.text})` : ""}.`
        : edu.met === null
          ? `The job asks for ${job.education.text}; your resume lists no education we could read.`
          : `The job asks for ${job.education.text}; not shown: ${joinList(edu.missing)}.`,
    keywords: keywords === null ? "The posting has too few words to compare." : `Your resume uses ${pct(kwTotal ? kwGot / kwTotal : 0)}% of the words the posting leans on most.`,
  };
  const parts: MatchPartResult[] = (Object.keys(WEIGHTS) as PartKey[]).map((key) => ({
    key,
    label: LABELS[key],
    score: raw[key] === null ? 0 : pct(raw[key]!),
    weight: raw[key] === null ? 0 : Math.round((1000 * WEIGHTS[key]) / totalWeight) / 1000,
    detail: detail[key],
  }));

  // Gaps, most important first: required skills, then nice-to-haves, then words the posting leans on.
  const gaps: Array<{ keyword: string; importance: number; reason: string }> = [];
  const maxReq = Math.max(1, ...req.missing.map((g) => g.weight));
  for (const g of req.missing) gaps.push({ keyword: groupLabel(g), importance: Math.round(60 + 40 * (g.weight / maxReq)), reason: g.names.length > 1 ? "A required skill (any one of these)" : "A required skill" });
  const maxNice = Math.max(1, ...nice.missing.map((g) => g.weight));
  for (const g of nice.missing) gaps.push({ keyword: groupLabel(g), importance: Math.round(30 + 25 * (g.weight / maxNice)), reason: "A nice-to-have skill" });
  const skillWords = new Set([...job.required, ...job.nice].flatMap((g) => g.names.flatMap((n) => contentWords(n))));
  for (const k of job.keywords) {
    if (resumeWords.has(k.word) || skillWords.has(k.word) || k.weight < 2) continue;
    gaps.push({ keyword: k.word, importance: Math.round(8 + 7 * k.weight), reason: `The posting uses it ${k.weight >= 3 ? "3 or more times" : "twice"}` });
  }

  const bandWords = band === "good" ? "A good match" : band === "partial" ? "A partial match" : "A weak match";
  const mainGap = gaps[0]?.keyword;
  const summary =
    `${bandWords} (${score}/100)` +
    (job.required.length ? `: you show ${req.present.length} of the ${job.required.length} required skills` : "") +
    (job.yearsRequired !== null && resume.years !== null && job.yearsRequired > 0 ? (resume.years >= job.yearsRequired ? " and the years asked" : `, with ${fmtYears(resume.years)} of the ${fmtYears(job.yearsRequired)}+ years asked`) : "") +
    (mainGap ? `. The biggest gap is ${mainGap}.` : ".");

  const cleanTitle = tf.jobRole.text || job.title;
  return {
    job_title: job.title,
    company: job.company,
    score,
    band,
    summary,
    parts,
    skills: { required_present: reqPresent, required_missing: reqMissing, nice_present: nicePresent, nice_missing: niceMissing },
    title_fit: {
      job_title: job.title,
      job_role: jobRoleName,
      job_seniority: tf.jobLevel !== null ? LEVEL_NAME[tf.jobLevel]! : null,
      resume_title: tf.resumeTitle,
      resume_role: tf.resumeRole?.family?.name ?? null,
      resume_seniority: tf.resumeLevel !== null ? LEVEL_NAME[tf.resumeLevel]! : null,
      score: pct(tf.score ?? 0),
    },
    experience: { years_required: job.yearsRequired, years_shown: resume.years },
    education: { required: job.education?.text ?? null, shown: resume.education.text, met: edu.met },
    keyword_gaps: gaps.slice(0, 12),
    tailor: { target_role: cleanTitle, target_company: job.company ?? "", focus_gaps: true },
  };
}
