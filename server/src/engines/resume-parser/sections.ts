import type { ResumeSection, SectionName } from "./types";

// Headings people use, normalised (lowercase, letters and spaces only).
const HEADINGS: Record<Exclude<SectionName, "contact"> | "contact", string[]> = {
  contact: ["contact", "contact details", "contact information", "contact info", "personal details", "personal information", "personal info", "personal profile"],
  summary: ["summary", "professional summary", "profile", "profile summary", "career objective", "objective", "objectives", "about me", "about", "career summary", "executive summary", "professional profile", "overview", "career profile", "summary of qualifications", "professional overview"],
  experience: ["experience", "work experience", "professional experience", "work history", "employment", "employment history", "employment details", "career history", "internships", "internship", "internship experience", "relevant experience", "industrial experience", "industry experience", "organisational experience", "organizational experience", "experience details", "professional background", "work experience details", "job history", "experience summary", "professional history", "positions held"],
  education: ["education", "academic qualifications", "academic qualification", "educational qualifications", "educational qualification", "qualifications", "qualification", "academics", "academic background", "academic details", "educational background", "education and training", "scholastic profile", "academic profile", "education details"],
  skills: ["skills", "technical skills", "key skills", "core competencies", "competencies", "skill set", "skillset", "skills set", "areas of expertise", "expertise", "technologies", "tools", "it skills", "computer skills", "technical proficiency", "skills and abilities", "additional skills", "technical expertise", "core skills", "professional skills", "software skills", "tools and technologies", "skills and tools", "technical skill set", "skills summary", "key competencies", "soft skills", "functional skills", "technical competencies", "tech stack"],
  projects: ["projects", "academic projects", "personal projects", "key projects", "project details", "project experience", "projects undertaken", "major projects", "project", "notable projects", "side projects", "project work", "selected projects"],
  certifications: ["certifications", "certification", "certificates", "licenses", "licenses and certifications", "courses", "trainings", "training", "certifications and trainings", "professional certifications", "courses and certifications", "training and certifications"],
  other: ["languages", "languages known", "hobbies", "interests", "hobbies and interests", "declaration", "references", "awards", "achievements", "awards and achievements", "accomplishments", "publications", "additional information", "extra curricular activities", "extracurricular activities", "co curricular activities", "strengths", "activities", "volunteering", "volunteer experience", "positions of responsibility", "honors", "honours", "links", "patents", "leadership"],
};

const LOOKUP = new Map<string, SectionName>();
for (const [name, list] of Object.entries(HEADINGS)) for (const h of list) LOOKUP.set(h, name as SectionName);
/** The same headings with their spaces taken out, for headings typed letter by letter. */
const COMPACT = new Map<string, string>();
for (const h of LOOKUP.keys()) if (!COMPACT.has(h.replace(/ /g, ""))) COMPACT.set(h.replace(/ /g, ""), h);

const SPACED_OUT = /^(?:[A-Za-z&](?: {1,3}|$)){3,}$/;

/**
 * "C A R E E R  O B J E C T I V E" (or with single spaces throughout, "W O R K H I S T O R Y"): the letters of a
 * heading typed apart. Returns the heading's words, or the line unchanged.
 */
export function closeUpLetters(line: string): string {
  const t = line.trim();
  if (!SPACED_OUT.test(t)) return line;
  const words = t.split(/ {2,}/).map((w) => w.replace(/ /g, ""));
  if (words.length > 1) return words.join(" ");
  const known = COMPACT.get(normaliseHeading(words[0]!).replace(/ /g, ""));
  return known ? known.toUpperCase() : words[0]!;
}

export const normaliseHeading = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The section a line opens, with any text after "Heading:" on the same line. */
export function matchHeading(line: string): { name: SectionName; heading: string; rest: string } | null {
  const trimmed = closeUpLetters(line).trim().replace(/^[#*=_\-•▪●➢\s]+|[*=_\-\s]+$/g, "");
  if (!trimmed || trimmed.length > 60) return null;
  const whole = LOOKUP.get(normaliseHeading(trimmed.replace(/:$/, "")));
  if (whole) return { name: whole, heading: trimmed.replace(/:$/, "").trim(), rest: "" };
  // "Skills: Java, Python" or "SKILLS - Java": a known heading followed by content.
  const m = /^([A-Za-z][A-Za-z &/]{2,40}?)\s*(?::|\s[-–|]\s)\s*(.+)$/.exec(line.trim());
  if (m) {
    const name = LOOKUP.get(normaliseHeading(m[1]!));
    if (name) return { name, heading: m[1]!.trim(), rest: m[2]!.trim() };
  }
  return null;
}

/** Splits resume text into sections; text before the first heading is the contact block. */
export function splitSections(text: string): ResumeSection[] {
  const sections: ResumeSection[] = [];
  let current: { name: SectionName; heading: string; lines: string[] } = { name: "contact", heading: "", lines: [] };
  const flush = () => {
    const body = current.lines.join("\n").trim();
    if (body || current.heading) sections.push({ name: current.name, heading: current.heading, text: body });
  };
  for (const line of text.split("\n")) {
    const h = matchHeading(line);
    if (h) {
      flush();
      current = { name: h.name, heading: h.heading, lines: h.rest ? [h.rest] : [] };
    } else current.lines.push(line);
  }
  flush();
  return sections;
}
