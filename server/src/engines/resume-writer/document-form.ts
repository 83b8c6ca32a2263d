import type { ResumeDoc } from "../resume-parser/document";
import type { ResumeForm } from "./types";

/**
 * The writer's input from a stored resume document: the form it is a view of, field for field, with no text to
 * parse again. The Resume Builder (a build by `resume_id`) and Auto-Apply's application packs both build from it.
 */
export function formFromDocument(d: ResumeDoc): ResumeForm {
  return {
    name: d.contact.name,
    email: d.contact.email,
    phone: d.contact.phone,
    location: d.contact.location,
    headline: d.contact.headline,
    summary: d.summary,
    skills: [...d.skills],
    education: [...d.education],
    experience: d.experience.map((e) => ({ title: e.title, company: e.company, location: e.location, start: e.start, end: e.end, bullets: [...e.bullets] })),
    projects: d.projects.map((x) => ({ name: x.name, link: x.link, bullets: [...x.bullets] })),
    certifications: [...d.certifications],
    languages: [...d.languages],
  };
}
