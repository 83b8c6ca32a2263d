/**
 * The builder form as the screen edits it, and its conversions to and from the wire shapes (SPEC sections 3 and 5).
 * Pure functions only: no React, no fetch.
 */
import type {
  BuildResumeRequest,
  CompareResponse,
  ExperienceEntry,
  ProjectEntry,
  ResumeDocument,
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
  /** One per line. */
  certifications: string;
  /** Comma-separated, like skills. */
  languages: string;
  /** Profile and portfolio links, one per line. */
  links: string;
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
  certifications: "",
  languages: "",
  links: "",
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
    certifications: previous.certifications,
    languages: previous.languages,
    links: previous.links,
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
  /** The stored resume (GET/PUT /resume/{id}) this form is a view of; null until it is first saved. */
  resumeId: string | null;
  /** The ingested resume's text, kept with drafts (nothing reads it back: the stored document is the resume). */
  existingResumeText: string;
  /** Once compared, the benchmark's full text (a .txt or .md file) or else its excerpt, sent as reference_resume_text. */
  referenceResumeText: string;
  focusGaps: boolean;
}

type FormView = Pick<BuilderDraft, "info" | "experience" | "projects">;

/** Languages are comma-separated like skills; links one per line like education. */
export const splitLanguages = splitSkills;

/**
 * The form as the structured document it is a view of (ResumeDocument): every field trimmed, blank items and blank
 * entries dropped, nothing reordered. formFromDocument(documentFromForm(f)) gives f back (for a tidy form), and
 * documentFromForm(formFromDocument(d)) gives d back.
 */
export function documentFromForm(form: FormView): ResumeDocument {
  const { info } = form;
  return {
    contact: {
      name: info.name.trim(),
      email: info.email.trim(),
      phone: info.phone.trim(),
      location: info.location.trim(),
      headline: info.headline.trim(),
      links: splitLines(info.links),
    },
    summary: info.summary.trim(),
    experience: toExperienceEntries(form.experience),
    education: splitEducation(info.education),
    projects: toProjectEntries(form.projects),
    certifications: splitLines(info.certifications),
    skills: splitSkills(info.skills),
    languages: splitLanguages(info.languages),
  };
}

/** The form that shows a stored document; the targets are the form's own (the document has none). */
export function formFromDocument(doc: ResumeDocument, targets: Pick<BasicInfo, "target_role" | "target_company"> = EMPTY_BASIC_INFO): FormView {
  return {
    info: {
      name: doc.contact.name,
      email: doc.contact.email,
      phone: doc.contact.phone,
      location: doc.contact.location,
      headline: doc.contact.headline,
      summary: doc.summary,
      skills: doc.skills.join(", "),
      target_role: targets.target_role,
      target_company: targets.target_company,
      education: doc.education.join("\n"),
      certifications: doc.certifications.join("\n"),
      languages: doc.languages.join(", "),
      links: doc.contact.links.join("\n"),
    },
    experience: experienceFromEntries(doc.experience),
    projects: projectsFromEntries(doc.projects),
  };
}

/** Whether the form says anything at all (an empty resume cannot be stored). */
export function hasResumeContent(form: FormView): boolean {
  const d = documentFromForm(form);
  return Boolean(Object.values(d.contact).some((v) => (Array.isArray(v) ? v.length : v)) || d.summary || d.experience.length || d.education.length || d.projects.length || d.certifications.length || d.skills.length || d.languages.length);
}

/**
 * SPEC section 7: the build (and Word and PDF export) body. The resume itself is the stored document `resume_id`
 * names (saved from the form just before); the body adds the targets, instructions, reference and focus.
 */
export function toBuildRequest(draft: BuilderDraft, resumeId: string): BuildResumeRequest {
  const { info } = draft;
  return {
    resume_id: resumeId,
    target_role: info.target_role.trim(),
    target_company: info.target_company.trim(),
    instructions: draft.instructions.trim(),
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
