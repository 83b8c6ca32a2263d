/**
 * The resume as one structured document: what an upload is parsed into once, stored with an id, and what every
 * consumer (job search, the Resume Builder, job match, cover letters, interviews, Auto-Apply) reads from then on.
 * The builder's form is a view of it. Pure functions: no I/O.
 */
import { isBullet, stripBullet } from "./bullets";
import { normaliseHeading } from "./sections";
import type { ExperienceEntry, ParsedResume, ProjectEntry, ResumeSection } from "./types";

export interface ResumeContact {
  name: string;
  email: string;
  phone: string;
  /** The city or region as written ("Pune, Maharashtra"). */
  location: string;
  /** The line that says what the person does ("Data Analyst | SQL, Power BI"). */
  headline: string;
  links: string[];
}

/** Wire name ResumeDocument. Every field is present; what the resume does not say is empty, never invented. */
export interface ResumeDoc {
  contact: ResumeContact;
  summary: string;
  experience: ExperienceEntry[];
  /** One qualification per line, as written. */
  education: string[];
  projects: ProjectEntry[];
  certifications: string[];
  /** As listed, in order. */
  skills: string[];
  languages: string[];
}

export const EMPTY_DOCUMENT: ResumeDoc = {
  contact: { name: "", email: "", phone: "", location: "", headline: "", links: [] },
  summary: "",
  experience: [],
  education: [],
  projects: [],
  certifications: [],
  skills: [],
  languages: [],
};

const one = (s: unknown) => (typeof s === "string" ? s.replace(/\s+/g, " ").trim() : "");
const lines = (xs: unknown) => (Array.isArray(xs) ? xs.map(one).filter(Boolean) : []);

/**
 * The document with every string trimmed (runs of spaces closed up), blank list items and wholly blank entries
 * dropped. Order is kept. Stored documents are always in this form, so saving one twice changes nothing.
 */
export function normaliseDocument(input: unknown): ResumeDoc {
  const d = (input ?? {}) as Partial<Record<keyof ResumeDoc, unknown>>;
  const c = (d.contact ?? {}) as Partial<Record<keyof ResumeContact, unknown>>;
  const experience = (Array.isArray(d.experience) ? d.experience : [])
    .map((e: Partial<Record<keyof ExperienceEntry, unknown>>) => ({
      title: one(e?.title),
      company: one(e?.company),
      location: one(e?.location),
      start: one(e?.start),
      end: one(e?.end),
      bullets: lines(e?.bullets),
    }))
    .filter((e) => e.title || e.company || e.location || e.start || e.end || e.bullets.length);
  const projects = (Array.isArray(d.projects) ? d.projects : [])
    .map((p: Partial<Record<keyof ProjectEntry, unknown>>) => ({ name: one(p?.name), link: one(p?.link), bullets: lines(p?.bullets) }))
    .filter((p) => p.name || p.link || p.bullets.length);
  return {
    contact: { name: one(c.name), email: one(c.email), phone: one(c.phone), location: one(c.location), headline: one(c.headline), links: lines(c.links) },
    // A summary keeps its paragraphs' words; only spacing is tidied.
    summary: one(d.summary),
    experience,
    education: lines(d.education),
    projects,
    certifications: lines(d.certifications),
    skills: lines(d.skills),
    languages: lines(d.languages),
  };
}

const LANGUAGE_HEADINGS = new Set(["languages", "languages known", "language", "language skills", "linguistic proficiency"]);

/** Items of a list section: one per line, or comma- / pipe- / bullet-separated on one line. */
function listItems(text: string, splitInline: boolean): string[] {
  const out: string[] = [];
  for (const raw of text.split("\n")) {
    const line = isBullet(raw) ? stripBullet(raw) : raw.trim();
    if (!line) continue;
    if (splitInline) out.push(...line.split(/\s*[,|•·;]\s*/).map((s) => s.trim()).filter(Boolean));
    else out.push(line);
  }
  return out;
}

const sectionText = (sections: ResumeSection[], test: (s: ResumeSection) => boolean) =>
  sections
    .filter(test)
    .map((s) => s.text)
    .join("\n");

/** The structured document of a parse: the one conversion an upload goes through. */
export function documentFromParsed(p: ParsedResume): ResumeDoc {
  const sections = Array.isArray(p.sections) ? p.sections : [];
  return normaliseDocument({
    contact: { name: p.name, email: p.email, phone: p.phone, location: p.location || p.address, headline: p.headline, links: p.links ?? [] },
    summary: p.summary,
    experience: p.experienceEntries ?? [],
    education: p.education ?? [],
    projects: p.projects ?? [],
    certifications: listItems(sectionText(sections, (s) => s.name === "certifications"), false),
    skills: p.skills ?? [],
    languages: listItems(sectionText(sections, (s) => s.name === "other" && LANGUAGE_HEADINGS.has(normaliseHeading(s.heading))), true),
  });
}

const dates = (e: ExperienceEntry) => [e.start, e.end].filter(Boolean).join(" – ");

/** "Title, Company (Start – End)": the one-line form of a role (ParsedResume.experience). */
function roleLine(e: ExperienceEntry): string {
  const head = [e.title, e.company].filter(Boolean).join(", ");
  const d = dates(e);
  return d ? `${head} (${d})` : head;
}

/**
 * The document as plain resume text with standard headings, for what reads text (the fact guard of polished
 * wording, keyword counts). Deterministic, and nothing is parsed back from it.
 */
export function documentText(doc: ResumeDoc): string {
  const out: string[] = [];
  const c = doc.contact;
  for (const l of [c.name, c.headline, [c.email, c.phone, c.location].filter(Boolean).join(" | "), c.links.join(" | ")]) if (l) out.push(l);
  const section = (heading: string, body: string[]) => {
    if (body.length) out.push("", heading, ...body);
  };
  section("SUMMARY", doc.summary ? [doc.summary] : []);
  section("SKILLS", doc.skills.length ? [doc.skills.join(", ")] : []);
  section(
    "EXPERIENCE",
    doc.experience.flatMap((e) => [[e.title, e.company, e.location, dates(e)].filter(Boolean).join(" | "), ...e.bullets.map((b) => `- ${b}`)]),
  );
  section("PROJECTS", doc.projects.flatMap((p) => [[p.name, p.link].filter(Boolean).join(" | "), ...p.bullets.map((b) => `- ${b}`)]));
  section("EDUCATION", doc.education);
  section("CERTIFICATIONS", doc.certifications.map((x) => `- ${x}`));
  section("LANGUAGES", doc.languages.length ? [doc.languages.join(", ")] : []);
  return out.join("\n").trim();
}

/**
 * The document in the shape the analysis engines read (insights, compare, job match, cover letters, ranking),
 * without parsing any text: every field comes straight from the document. `skills` are the canonical skill
 * names (from the stored parse, or the document's own list).
 */
export function parsedFromDocument(doc: ResumeDoc, skills: string[] = doc.skills): ParsedResume {
  const sections: ResumeSection[] = [];
  const c = doc.contact;
  const contact = [c.email, c.phone, c.location].filter(Boolean).join(" | ");
  if (contact || c.name) sections.push({ name: "contact", heading: "", text: [c.name, c.headline, contact].filter(Boolean).join("\n") });
  if (doc.summary) sections.push({ name: "summary", heading: "Summary", text: doc.summary });
  if (doc.skills.length) sections.push({ name: "skills", heading: "Skills", text: doc.skills.join(", ") });
  if (doc.experience.length)
    sections.push({
      name: "experience",
      heading: "Experience",
      text: doc.experience.map((e) => [[e.title, e.company, e.location, dates(e)].filter(Boolean).join(" | "), ...e.bullets.map((b) => `• ${b}`)].join("\n")).join("\n"),
    });
  if (doc.projects.length)
    sections.push({ name: "projects", heading: "Projects", text: doc.projects.map((p) => [[p.name, p.link].filter(Boolean).join(" | "), ...p.bullets.map((b) => `• ${b}`)].join("\n")).join("\n") });
  if (doc.education.length) sections.push({ name: "education", heading: "Education", text: doc.education.join("\n") });
  if (doc.certifications.length) sections.push({ name: "certifications", heading: "Certifications", text: doc.certifications.join("\n") });
  if (doc.languages.length) sections.push({ name: "other", heading: "Languages", text: doc.languages.join(", ") });
  return {
    name: c.name,
    email: c.email,
    phone: c.phone,
    address: c.location,
    location: c.location,
    headline: c.headline || doc.experience[0]?.title || "",
    summary: doc.summary,
    experience: doc.experience.map(roleLine),
    experienceEntries: doc.experience.map((e) => ({ ...e, bullets: [...e.bullets] })),
    education: [...doc.education],
    projects: doc.projects.map((p) => ({ ...p, bullets: [...p.bullets] })),
    skills: [...skills],
    links: [...c.links],
    sections,
  };
}
