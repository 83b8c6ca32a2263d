// What a resume shows for matching: its skills (found anywhere in it), its titles, the years of work its dated
// roles cover, and its education.
import type { ParsedResume } from "../resume-parser/types";
import type { SkillFinder } from "./skill-finder";
import { resumeEducation, type EducationShown } from "./education";

export interface ResumeFacts {
  skills: Set<string>;
  text: string;
  /** Latest first: the headline, then each role's title. */
  titles: string[];
  /** Years covered by dated roles (internships left out), overlaps counted once; null when no role has dates. */
  years: number | null;
  education: EducationShown;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const INTERN = /\b(intern|internship|trainee|apprentice)\b/i;

/** A month index (years × 12 + month) for "Jan 2020", "2019" or "Present". */
function monthIndex(date: string, now: Date): number | null {
  const d = date.trim().toLowerCase();
  if (!d) return null;
  if (/^(present|current|now|till date|ongoing|today)$/.test(d)) return now.getUTCFullYear() * 12 + now.getUTCMonth();
  const m = /^([a-z]{3})[a-z]*\.?\s+((?:19|20)\d{2})$/.exec(d);
  if (m && MONTHS.includes(m[1]!)) return Number(m[2]) * 12 + MONTHS.indexOf(m[1]!);
  const y = /^((?:19|20)\d{2})$/.exec(d);
  // A year alone: the middle of it, whichever end it is.
  if (y) return Number(y[1]) * 12 + 6;
  return null;
}

const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20 };

/** Years the resume states of itself ("six years of paid acquisition"), when its roles have no dates. */
function statedYears(text: string): number | null {
  const m = /\b(\d{1,2}(?:\.\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+?\s+years?\b/i.exec(text);
  if (!m) return null;
  const v = /^\d/.test(m[1]!) ? Number(m[1]) : WORD_NUMBERS[m[1]!.toLowerCase()];
  return v ?? null;
}

export function yearsOfWork(parsed: ParsedResume, now: Date): number | null {
  const spans: Array<[number, number]> = [];
  for (const [i, e] of parsed.experienceEntries.entries()) {
    if (INTERN.test(e.title)) continue;
    const start = monthIndex(e.start, now);
    // The latest role with a start and no end is the current one.
    const end = monthIndex(e.end || (i === 0 ? "present" : ""), now);
    if (start === null || end === null || end < start) continue;
    spans.push([start, end]);
  }
  if (!spans.length) {
    const stated = statedYears(`${parsed.summary}\n${parsed.headline}`);
    if (stated !== null) return stated;
    // Only internships (or nothing dated): a fresher.
    return parsed.experienceEntries.length || parsed.education.length ? 0 : null;
  }
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [cs, ce] = spans[0]!;
  for (const [s, e] of spans.slice(1)) {
    if (s <= ce) ce = Math.max(ce, e);
    else {
      total += ce - cs;
      [cs, ce] = [s, e];
    }
  }
  total += ce - cs;
  return Math.round((total / 12) * 10) / 10;
}

export function resumeFacts(parsed: ParsedResume, text: string, finder: SkillFinder, now: Date): ResumeFacts {
  const skills = new Set<string>([...parsed.skills, ...finder.inText(text)]);
  // The skills section as a list, where short names ("R", "Go") count.
  for (const s of parsed.sections.filter((x) => x.name === "skills")) for (const line of s.text.split("\n")) for (const f of finder.inLine(line, { listContext: true })) skills.add(f.name);
  const titles = [parsed.headline.split("|")[0] ?? "", ...parsed.experienceEntries.map((e) => e.title)].map((t) => t.trim()).filter(Boolean);
  const educationLines = parsed.education.length ? parsed.education : parsed.sections.filter((s) => s.name === "education").flatMap((s) => s.text.split("\n"));
  return { skills, text, titles, years: yearsOfWork(parsed, now), education: resumeEducation(educationLines, text) };
}
