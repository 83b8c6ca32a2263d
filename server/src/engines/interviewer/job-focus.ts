// Reads a saved job's posting for a mock interview, with the job-match engine's own reading of a job description:
// the skills it requires (by importance) and prefers, and the lines that say what the job involves. Nothing is
// added that the posting does not say: duties are quoted, skills are the ones it names.
import { maskContext, parseJobDescription } from "../job-match/job-description";
import { getSkillFinder, type SkillFinder } from "../job-match/skill-finder";
import type { InterviewJobContext } from "./interviewer";

export interface SavedJob {
  applicationId: string;
  title: string;
  company: string | null;
  description: string;
  /** Skills stored with the posting (the job index's own reading), used when the description names none. */
  skills: string[];
}

const MAX_REQUIRED = 8;
const MAX_NICE = 4;
const MAX_DUTIES = 3;
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

export function readJobForInterview(job: SavedJob, finder: SkillFinder = getSkillFinder()): InterviewJobContext {
  const title = job.title.trim();
  const company = job.company?.trim() || null;
  const read = parseJobDescription(job.description, { title, company: company ?? undefined }, finder);
  // A group "Tableau or Power BI" is asked about by its first name.
  const required = unique(read.required.map((g) => g.names[0]!).filter(Boolean));
  const nice = unique(read.nice.map((g) => g.names[0]!).filter(Boolean)).filter((n) => !required.includes(n));
  const stored = unique(job.skills.map((s) => s.trim()).filter((s) => s.length > 0 && s.length <= 60));
  const requiredSkills = (required.length > 0 ? required : stored).slice(0, MAX_REQUIRED);

  const dutyLines = read.lines.filter((l) => l.kind === "duty");
  const candidates = (dutyLines.length > 0 ? dutyLines : read.lines.filter((l) => l.kind === "plain" || l.kind === "required"))
    .map((l) => l.text.trim())
    .filter((t) => words(t) >= 4 && words(t) <= 45 && !/[?]$/.test(t));
  // Lines that name a skill the job requires come first: they are what the interviewer will probe.
  const withSkills = candidates.map((text, i) => ({
    text,
    skills: unique(finder.inLine(maskContext(text)).map((f) => f.name)).filter((n) => requiredSkills.includes(n) || nice.includes(n)),
    i,
  }));
  withSkills.sort((a, b) => Number(b.skills.length > 0) - Number(a.skills.length > 0) || a.i - b.i);
  const duties = withSkills.slice(0, MAX_DUTIES).map(({ text, skills }) => ({ text, skills }));

  return { applicationId: job.applicationId, title, company, requiredSkills, niceSkills: nice.slice(0, MAX_NICE), duties };
}

function unique(xs: readonly string[]): string[] {
  const out: string[] = [];
  for (const x of xs) if (!out.some((o) => o.toLowerCase() === x.toLowerCase())) out.push(x);
  return out;
}
