/**
 * The builder form as the screen edits it, and its conversions to and from the wire shapes (SPEC sections 3 and 5).
 * Pure functions only: no React, no fetch.
 */
import type {
  BuildResumeRequest,
  CompareResponse,
  ExperienceEntry,
  ProjectEntry,
  ResumeInsights,
  StructuredResume,
} from "../../../api/generated/model";

/** The basic information fields, exactly as typed (skills comma-separated, education one per line). */
export interface BasicInfo {
  name: string;
  email: string;
  phone: string;
  location: string;
  headline: string;
  summary: string;
  skills: string;
  target_role: string;
  target_company: string;
  education: string;
}

export type BasicField = keyof BasicInfo;

/** One experience entry being edited; `bullets` holds one bullet per line. */
export interface ExperienceDraft {
  id: string;
  title: string;
  company: string;
  location: string;
  start: string;
  end: string;
  bullets: string;
}

/** One project entry being edited; `bullets` holds one bullet per line. */
export interface ProjectDraft {
  id: string;
  name: string;
  link: string;
  bullets: string;
}

export const EMPTY_BASIC_INFO: BasicInfo = {
  name: "",
  email: "",
  phone: "",
  location: "",
  headline: "",
  summary: "",
  skills: "",
  target_role: "",
  target_company: "",
  education: "",
};

let draftCounter = 0;
/** A key for a new entry, unique within the page's lifetime. */
export function newDraftId(prefix: string): string {
  draftCounter += 1;
  return `${prefix}-${draftCounter}`;
}

export function emptyExperience(id = newDraftId("exp")): ExperienceDraft {
  return { id, title: "", company: "", location: "", start: "", end: "", bullets: "" };
}

export function emptyProject(id = newDraftId("proj")): ProjectDraft {
  return { id, name: "", link: "", bullets: "" };
}

/** SPEC section 5: skills are split on commas (trimmed, blanks dropped). */
export function splitSkills(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** SPEC section 5: education is split by line (trimmed, blank lines dropped). The same rule serves bullets. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export const splitEducation = splitLines;

/** Bullet lines as people paste them ("- ", "• ", "* ") lose their marker; the server writes its own. */
export function splitBullets(text: string): string[] {
  return splitLines(text)
    .map((line) => line.replace(/^(?:[-*•▪◦‣➢✓]\s+|\d+[.)]\s+)/u, "").trim())
    .filter(Boolean);
}

const text = (value: string | undefined | null) => value ?? "";

/** An ingested resume fills the form (SPEC section 4: an upload-ingest fills the form). */
export function basicInfoFromStructured(s: StructuredResume, previous: BasicInfo = EMPTY_BASIC_INFO): BasicInfo {
  return {
    name: text(s.name),
    email: text(s.email),
    phone: text(s.phone),
    location: text(s.location),
    headline: text(s.headline),
    summary: text(s.summary),
    skills: (s.skills ?? []).join(", "),
    // The server echoes the target it was sent; keep what the user typed when it answers blank.
    target_role: text(s.target_role) || previous.target_role,
    target_company: text(s.target_company) || previous.target_company,
    education: (s.education ?? []).join("\n"),
  };
}

export function experienceFromEntries(entries: ExperienceEntry[] | undefined): ExperienceDraft[] {
  return (entries ?? []).map((e) => ({
    id: newDraftId("exp"),
    title: text(e.title),
    company: text(e.company),
    location: text(e.location),
    start: text(e.start),
    end: text(e.end),
    bullets: (e.bullets ?? []).join("\n"),
  }));
}

export function projectsFromEntries(entries: ProjectEntry[] | undefined): ProjectDraft[] {
  return (entries ?? []).map((p) => ({
    id: newDraftId("proj"),
    name: text(p.name),
    link: text(p.link),
    bullets: (p.bullets ?? []).join("\n"),
  }));
}

function isBlankExperience(e: ExperienceDraft): boolean {
  return ![e.title, e.company, e.location, e.start, e.end, e.bullets].some((v) => v.trim());
}

function isBlankProject(p: ProjectDraft): boolean {
  return ![p.name, p.link, p.bullets].some((v) => v.trim());
}

export function toExperienceEntries(drafts: ExperienceDraft[]): ExperienceEntry[] {
  return drafts.filter((e) => !isBlankExperience(e)).map((e) => ({
    title: e.title.trim(),
    company: e.company.trim(),
    location: e.location.trim(),
    start: e.start.trim(),
    end: e.end.trim(),
    bullets: splitBullets(e.bullets),
  }));
}

export function toProjectEntries(drafts: ProjectDraft[]): ProjectEntry[] {
  return drafts.filter((p) => !isBlankProject(p)).map((p) => ({
    name: p.name.trim(),
    link: p.link.trim(),
    bullets: splitBullets(p.bullets),
  }));
}

export interface BuilderDraft {
  info: BasicInfo;
  experience: ExperienceDraft[];
  projects: ProjectDraft[];
  instructions: string;
  /** The ingested resume's text, sent as existing_resume_text. */
  existingResumeText: string;
  /** Once compared, the benchmark's full text (a .txt or .md file) or else its excerpt, sent as reference_resume_text. */
  referenceResumeText: string;
  focusGaps: boolean;
}

/** SPEC section 7: the build (and Word export) body: the form fields plus the lists, instructions and texts. */
export function toBuildRequest(draft: BuilderDraft): BuildResumeRequest {
  const { info } = draft;
  return {
    name: info.name.trim(),
    email: info.email.trim(),
    phone: info.phone.trim(),
    location: info.location.trim(),
    headline: info.headline.trim(),
    summary: info.summary.trim(),
    skills: splitSkills(info.skills),
    target_role: info.target_role.trim(),
    target_company: info.target_company.trim(),
    education: splitEducation(info.education),
    experience: toExperienceEntries(draft.experience),
    projects: toProjectEntries(draft.projects),
    instructions: draft.instructions.trim(),
    existing_resume_text: draft.existingResumeText,
    reference_resume_text: draft.referenceResumeText,
    focus_gaps: draft.focusGaps,
  };
}

/** Header badges (SPEC section 2): skills, roles (experience entries) and projects, counting only filled ones. */
export function countBadges(draft: Pick<BuilderDraft, "info" | "experience" | "projects">) {
  return {
    skills: splitSkills(draft.info.skills).length,
    roles: draft.experience.filter((e) => !isBlankExperience(e)).length,
    projects: draft.projects.filter((p) => !isBlankProject(p)).length,
  };
}

/** "1 skill", "3 skills". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The form written out as plain resume text: what the compare call reads when no built resume exists yet. */
export function draftToPlainText(draft: Pick<BuilderDraft, "info" | "experience" | "projects">): string {
  const { info } = draft;
  const lines: string[] = [];
  const push = (...xs: string[]) => lines.push(...xs.filter((x) => x.trim()));
  push(info.name.trim(), info.headline.trim());
  push([info.email, info.phone, info.location].map((s) => s.trim()).filter(Boolean).join(" | "));
  if (info.summary.trim()) lines.push("", "SUMMARY", info.summary.trim());
  const skills = splitSkills(info.skills);
  if (skills.length) lines.push("", "SKILLS", skills.join(", "));
  const experience = toExperienceEntries(draft.experience);
  if (experience.length) {
    lines.push("", "EXPERIENCE");
    for (const e of experience) {
      const dates = [e.start, e.end].filter(Boolean).join(" - ");
      lines.push([e.title, e.company, e.location, dates].filter(Boolean).join(" | "));
      for (const b of e.bullets ?? []) lines.push(`- ${b}`);
    }
  }
  const projects = toProjectEntries(draft.projects);
  if (projects.length) {
    lines.push("", "PROJECTS");
    for (const p of projects) {
      lines.push([p.name, p.link].filter(Boolean).join(" "));
      for (const b of p.bullets ?? []) lines.push(`- ${b}`);
    }
  }
  const education = splitEducation(info.education);
  if (education.length) lines.push("", "EDUCATION", ...education);
  return lines.join("\n").trim();
}

/**
 * The candidate text for a comparison: the built resume when there is one, else the form as it stands
 * (which already holds the ingested resume and the user's edits), else the ingested raw text.
 */
export function candidateTextFor(draft: BuilderDraft, markdown: string): string {
  if (markdown.trim()) return markdown;
  const fromForm = draftToPlainText(draft);
  return fromForm || draft.existingResumeText;
}

/** SPEC section 9: the alignment score shown before any comparison exists. */
export const DEFAULT_ALIGNMENT_SCORE = 86;

export function alignmentScore(compare: CompareResponse | null | undefined): number {
  return compare ? Math.round(compare.alignment_score) : DEFAULT_ALIGNMENT_SCORE;
}

/** Keyword chips on the preview (SPEC section 2): the first 10 skills. */
export function keywordChips(skillsText: string): string[] {
  return splitSkills(skillsText).slice(0, 10);
}

/** 'Add to instructions': the insights as guidance lines, appended after what the user already wrote. */
export function appendInsightsToInstructions(current: string, insights: ResumeInsights): string {
  const lines: string[] = [];
  if (insights.tone.trim()) lines.push(`Suggested tone: ${insights.tone.trim()}.`);
  for (const gap of insights.gaps) if (gap.trim()) lines.push(`Address gap: ${gap.trim()}`);
  for (const rec of insights.recommendations) if (rec.trim()) lines.push(`Apply: ${rec.trim()}`);
  for (const s of insights.strengths) if (s.trim()) lines.push(`Highlight: ${s.trim()}`);
  const fresh = lines.filter((line) => !current.includes(line));
  if (!fresh.length) return current;
  const base = current.replace(/\s+$/, "");
  return base ? `${base}\n${fresh.join("\n")}` : fresh.join("\n");
}
