import type { ParsedResume } from "../../../api/generated/model";
import { cleanKeywords } from "../../../../../common/keywords";

/** SPEC section 5: the job workspace takes pdf, docx and txt resumes. */
export const ACCEPTED_EXTENSIONS = [".pdf", ".docx", ".txt"] as const;
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_EXTENSIONS,
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "text/plain",
].join(",");

export function isAcceptedResume(file: Pick<File, "name">): boolean {
  const name = file.name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext));
}

export function rejectionMessage(name: string): string {
  return `${name} is not a PDF, DOCX or TXT file. Choose one of those.`;
}

/** SPEC section 3: the workspace's resume details, as editable text. */
export interface ResumeData {
  name: string;
  email: string;
  location: string;
  /** One role per line. */
  experience: string;
  /** Comma separated. */
  skills: string;
}

export const EMPTY_RESUME: ResumeData = { name: "", email: "", location: "", experience: "", skills: "" };

/** Parsed fields may be a list or text (SPEC section 3). */
function asText(value: string[] | string | null | undefined, separator: string): string {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean).join(separator);
  return typeof value === "string" ? value.trim() : "";
}

/** The details fields from a parse: location is the parsed city, else the address. */
export function resumeDataFromParsed(parsed: ParsedResume): ResumeData {
  return {
    name: parsed.name?.trim() ?? "",
    email: parsed.email?.trim() ?? "",
    location: parsed.location?.trim() || parsed.address?.trim() || "",
    experience: asText(parsed.experience as string[] | string, "\n"),
    skills: asText(parsed.skills as string[] | string, ", "),
  };
}

const CURRENT = /\b(present|current|now|till date|ongoing)\b/i;

/** How recent a role line's end is: "(2019 – Present)" beats any year; a line with no date ranks last. */
function recency(line: string): number {
  const dates = /\(([^()]*)\)\s*$/.exec(line)?.[1] ?? "";
  if (CURRENT.test(dates)) return Number.POSITIVE_INFINITY;
  const years = dates.match(/(19|20)\d{2}/g);
  return years ? Math.max(...years.map(Number)) : Number.NEGATIVE_INFINITY;
}

/**
 * The most recent role's title from the experience lines ("Title, Company (Start – End)", one per line): the line
 * that ends at present, else the latest end year, else the first (resumes list the latest role first).
 */
export function latestRoleTitle(experience: string): string {
  const lines = experience.split("\n").map((l) => l.trim()).filter(Boolean);
  if (!lines.length) return "";
  const latest = lines.reduce((best, line) => (recency(line) > recency(best) ? line : best));
  // The title is what comes before the dates and the company.
  return latest.replace(/\s*\([^()]*\)\s*$/, "").split(", ")[0]!.trim();
}

/**
 * The keyword chips a parse gives: the skills, cleaned (SPEC section 5); when none of them survive (a cook's or an
 * electrician's skills the taxonomy does not know), the most recent job title, cleaned the same way, so the person
 * can still search for what they do. Empty only when the resume names neither.
 */
export function keywordsFromResume(data: Pick<ResumeData, "skills" | "experience">): string[] {
  const skills = cleanKeywords(data.skills);
  return skills.length ? skills : cleanKeywords(latestRoleTitle(data.experience));
}

/**
 * Pasted text that is a list of skills rather than a resume: short, and split by the keyword separators or one line.
 * Used when the parser finds no skills in pasted text, so a pasted list still becomes the skills.
 */
export function looksLikeSkillList(text: string): boolean {
  const t = text.trim();
  if (!t || t.length > 400) return false;
  const lines = t.split("\n").filter((l) => l.trim());
  return /[,;|]/.test(t) || (lines.length === 1 && t.length <= 80) || lines.every((l) => l.trim().split(/\s+/).length <= 4);
}

/** Pasted resume text as a .txt file for the parser (the same upload call a chosen file uses). */
export function pastedTextFile(text: string): File {
  return new File([text], "pasted-resume.txt", { type: "text/plain" });
}
