/**
 * Save Draft: the builder's form to and from the stored draft (ResumeDraftForm). The form is kept exactly as the
 * person left it (nothing trimmed or split, blank entries included), so form -> stored -> form is the same form.
 * Pure functions only.
 */
import type { BuiltResumeDocument, ResumeDraftForm } from "../../../api/generated/model";
import { newDraftId, type BuilderDraft } from "./form";

export function toDraftForm(draft: BuilderDraft, markdown: string, built: BuiltResumeDocument | null = null): ResumeDraftForm {
  const { info } = draft;
  return {
    info: {
      name: info.name,
      email: info.email,
      phone: info.phone,
      location: info.location,
      headline: info.headline,
      summary: info.summary,
      skills: info.skills,
      target_role: info.target_role,
      target_company: info.target_company,
      education: info.education,
      certifications: info.certifications,
      languages: info.languages,
      links: info.links,
    },
    experience: draft.experience.map((e) => ({ title: e.title, company: e.company, location: e.location, start: e.start, end: e.end, bullets: e.bullets })),
    projects: draft.projects.map((p) => ({ name: p.name, link: p.link, bullets: p.bullets })),
    instructions: draft.instructions,
    existing_resume_text: draft.existingResumeText,
    reference_resume_text: draft.referenceResumeText,
    focus_gaps: draft.focusGaps,
    markdown,
    // Absent before the first build (the contract takes a null as well; drafts saved while it refused one have none).
    ...(built ? { built } : {}),
    resume_id: draft.resumeId,
  };
}

/** The form a stored draft holds (entries get fresh keys for the editor). */
export function fromDraftForm(form: ResumeDraftForm): { draft: BuilderDraft; markdown: string; built: BuiltResumeDocument | null } {
  const { info } = form;
  return {
    draft: {
      info: {
        name: info.name,
        email: info.email,
        phone: info.phone,
        location: info.location,
        headline: info.headline,
        summary: info.summary,
        skills: info.skills,
        target_role: info.target_role,
        target_company: info.target_company,
        education: info.education,
        // Drafts saved before these fields existed have none.
        certifications: info.certifications ?? "",
        languages: info.languages ?? "",
        links: info.links ?? "",
      },
      experience: form.experience.map((e) => ({ id: newDraftId("exp"), title: e.title, company: e.company, location: e.location, start: e.start, end: e.end, bullets: e.bullets })),
      projects: form.projects.map((p) => ({ id: newDraftId("proj"), name: p.name, link: p.link, bullets: p.bullets })),
      instructions: form.instructions,
      resumeId: form.resume_id ?? null,
      existingResumeText: form.existing_resume_text,
      referenceResumeText: form.reference_resume_text,
      focusGaps: form.focus_gaps,
    },
    markdown: form.markdown,
    built: form.built ?? null,
  };
}

/** A key for "has the form changed since it was saved": the same form always gives the same key. */
export function formKey(draft: BuilderDraft, markdown: string, built: BuiltResumeDocument | null = null): string {
  return JSON.stringify(toDraftForm(draft, markdown, built));
}

/** The name a first save gets: 'Growth Marketing Lead at Razorpay', else the person's name, else 'Resume draft'. */
export function defaultDraftName(draft: Pick<BuilderDraft, "info">): string {
  const role = draft.info.target_role.trim();
  const company = draft.info.target_company.trim();
  const name = role ? (company ? `${role} at ${company}` : role) : draft.info.name.trim() ? `${draft.info.name.trim()}'s resume` : "Resume draft";
  return name.replace(/\s+/g, " ").slice(0, 120);
}

const WHEN = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
const RTF = new Intl.RelativeTimeFormat("en-IN", { numeric: "auto" });

/** 'just now', '5 minutes ago', '3 hours ago', else the date and time: '22 Nov 2026, 1:12 pm'. */
export function draftTime(iso: string, now: Date = new Date()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  const seconds = (now.getTime() - then) / 1000;
  if (seconds < 60) return "just now";
  if (seconds < 3600) return RTF.format(-Math.round(seconds / 60), "minute");
  if (seconds < 86_400) return RTF.format(-Math.round(seconds / 3600), "hour");
  return `on ${WHEN.format(new Date(then))}`;
}
