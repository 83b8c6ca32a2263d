export type FileKind = "pdf" | "docx" | "txt" | "md" | "rtf";

export type SectionName = "contact" | "summary" | "experience" | "education" | "skills" | "projects" | "certifications" | "other";

export interface ResumeSection {
  name: SectionName;
  /** The heading as written ("WORK HISTORY"); empty for the untitled block at the top. */
  heading: string;
  text: string;
}

export interface ExperienceEntry {
  title: string;
  company: string;
  location: string;
  /** As normalised from the resume: "Jan 2020", "2019", "Present"; empty when absent. */
  start: string;
  end: string;
  bullets: string[];
}

export interface ProjectEntry {
  name: string;
  link: string;
  bullets: string[];
}

/** What the parser finds in a resume. Fields it cannot find are empty, never invented. */
export interface ParsedResume {
  name: string;
  email: string;
  phone: string;
  /** The address line as written (without email/phone), or the city when only that is known. */
  address: string;
  /** The candidate's city or region as written ("Bangalore", "Pune, Maharashtra"). */
  location: string;
  headline: string;
  summary: string;
  /** One line per role: "Title, Company (Start – End)". */
  experience: string[];
  experienceEntries: ExperienceEntry[];
  education: string[];
  projects: ProjectEntry[];
  /** Canonical skill names (skills section first, then the rest of the resume). */
  skills: string[];
  links: string[];
  sections: ResumeSection[];
}
