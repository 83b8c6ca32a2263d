import { findDateRange } from "./dates";
import type { ParsedResume } from "./types";

/** The parts of the Resume Builder's form a doubt points at. */
export type ReviewPart = "name" | "contact" | "experience" | "education" | "skills";

/** A place where the reader is not sure it understood the resume's structure: the person should check it. */
export interface StructureDoubt {
  part: ReviewPart;
  message: string;
}

const DEGREE = /\b(B\.?\s?Tech|B\.?\s?E\.?|B\.?\s?Sc|B\.?\s?Com|B\.?\s?A\.?|BBA|BCA|M\.?\s?Tech|M\.?\s?Sc|M\.?\s?Com|MBA|MCA|Ph\.?\s?D|Bachelor|Master|Diploma|GNM|ANM|B\.?\s?Ed|12th|10th|HSC|SSC|University|College|Institute)\b/;
const SKILLS_HEADING = /^\s*(skills|key skills|technical skills|core competencies|competencies|areas of expertise|tools)\b/im;
const EMAIL_LIKE = /[\w.+-]+\s*(@|\[at\])\s*[\w-]+\s*\.\s*\w+/;

/**
 * Signs in the text that something is there which the parser did not place: dates of roles but no
 * roles, a degree but no education, a name that is not a name. Each becomes a request to check that
 * part of the form, instead of an insight that blames the resume for a section it has.
 */
export function structureDoubts(parsed: ParsedResume, text: string): StructureDoubt[] {
  const doubts: StructureDoubt[] = [];
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);

  const name = parsed.name.trim();
  if (!name || /[\d@|•]/.test(name) || name.split(/\s+/).length > 5) {
    doubts.push({ part: "name", message: "We could not tell your name from the top of the file. Please check it." });
  }
  if (!parsed.email && EMAIL_LIKE.test(text)) {
    doubts.push({ part: "contact", message: "There seems to be an email address we could not read. Please check your contact details." });
  }

  const datedLines = lines.filter((l) => findDateRange(l)).length;
  const entries = parsed.experienceEntries;
  if (entries.length === 0 && datedLines >= 1) {
    doubts.push({
      part: "experience",
      message: `Your resume has ${datedLines === 1 ? "a date range" : `${datedLines} date ranges`} but we could not read them as roles. Please check Experience and add each role with its title, company and dates.`,
    });
  } else if (entries.length > 0) {
    const unclear = entries.filter((e) => !e.title.trim() || !e.company.trim()).length;
    if (unclear > 0) {
      doubts.push({ part: "experience", message: `${unclear === 1 ? "One role has" : `${unclear} roles have`} no title or company that we could read. Please check Experience.` });
    }
  }

  if (parsed.education.length === 0 && lines.some((l) => DEGREE.test(l))) {
    doubts.push({ part: "education", message: "We saw a qualification in your resume but could not read your education. Please check it." });
  }
  if (parsed.skills.length === 0 && SKILLS_HEADING.test(text)) {
    doubts.push({ part: "skills", message: "Your resume has a skills section, but we did not recognise the skills in it. Please check Skills." });
  }
  return doubts;
}
