import { getDefaultSkillExtractor } from "../skills/default-extractor";
import type { SkillExtractor } from "../skills/skill-extractor";
import { isBullet, stripBullet, wordCount } from "./bullets";
import { findAddress, findEmail, findHeadline, findLinks, findName, findPhone } from "./contact";
import { parseEducation, parseProjects } from "./education";
import { blankEmployerMentions, formatRole, parseExperience } from "./experience";
import { normaliseText } from "./extract-text";
import { splitSections } from "./sections";
import type { ParsedResume, ResumeSection, SectionName } from "./types";

export interface ParseOptions {
  /** Defaults to the shared extractor over server/data/skills-taxonomy.json. */
  skills?: SkillExtractor;
}

const textOf = (sections: ResumeSection[], name: SectionName) =>
  sections
    .filter((s) => s.name === name)
    .map((s) => s.text)
    .join("\n")
    .trim();

const PAGE_NUMBER = /\s*[-–(]?\s*\bpage\s+\d+(?:\s*(?:of|\/)\s*\d+)?\b\s*[-–)]?\s*/i;
const RUNNING = /@|\bcurriculum vitae\b|\bresume\b/i;

/**
 * Running headers and footers repeated on every page ("Priya Sharma   Curriculum Vitae", "priya@x.com   Page
 * 1 of 3") land in the middle of a role when a page breaks inside it. Page numbers are dropped; the rest of
 * such a line moves, once, to the top of the text, where it belongs with the contact details.
 */
export function setAsidePageFurniture(text: string): string {
  const lines = text.split("\n");
  const counts = new Map<string, number>();
  for (const l of lines) if (l.trim()) counts.set(l.trim(), (counts.get(l.trim()) ?? 0) + 1);
  const running: string[] = [];
  const body: string[] = [];
  for (const l of lines) {
    const t = l.trim();
    const numbered = PAGE_NUMBER.test(t) && (/\s{3,}/.test(t) || PAGE_NUMBER.exec(t)![0].trim() === t);
    if (numbered) {
      const restOfLine = t.replace(PAGE_NUMBER, " ").trim();
      if (restOfLine) running.push(restOfLine);
    } else if (t && (counts.get(t) ?? 0) >= 2 && RUNNING.test(t) && /\s{3,}/.test(t)) running.push(t);
    else body.push(l);
  }
  if (body.length === lines.length) return text;
  return [...new Set(running), ...body].join("\n");
}

/** Structured fields from resume text. Deterministic; anything not found stays empty. */
export function parseResume(rawText: string, options: ParseOptions = {}): ParsedResume {
  const skills = options.skills ?? getDefaultSkillExtractor();
  const text = setAsidePageFurniture(normaliseText(rawText));
  const sections = splitSections(text);
  const allLines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  const header = sections[0]?.name === "contact" && sections[0].heading === "" ? sections[0].text : "";
  const headerLines = (header || allLines.slice(0, 8).join("\n")).split("\n").map((l) => l.trim()).filter(Boolean);
  const contactText = [header, textOf(sections, "contact")].join("\n");

  const name = findName(headerLines, allLines);
  const email = findEmail(contactText) || findEmail(text);
  const phone = findPhone(contactText) || findPhone(text);
  const { address, location } = findAddress([...headerLines, ...textOf(sections, "contact").split("\n")], allLines.slice(0, 40), name);

  const experienceEntries = parseExperience(textOf(sections, "experience"));
  const headline = findHeadline(headerLines, name) || experienceEntries[0]?.title || "";

  let summary = textOf(sections, "summary");
  if (!summary) {
    // An untitled paragraph of prose in the header is the summary.
    // Only near the top: further down an untitled block is more likely misplaced experience text.
    summary = headerLines.slice(0, 12).filter((l) => wordCount(l) >= 12 && !isBullet(l) && !/@/.test(l)).join(" ");
  }
  summary = summary
    .split("\n")
    .map((l) => (isBullet(l) ? stripBullet(l) : l.trim()))
    .filter(Boolean)
    .join(" ");

  // Skills listed as such come first (ambiguous names like "R" or "Go" only count there or in lists);
  // skills mentioned anywhere else follow, so a resume without a skills section still gets some.
  const listed = skills.extract(textOf(sections, "skills"), { listContext: true });
  // Employer names are not skills ("Cisco -  Pune", "Developer - SAP Labs"); the same names used elsewhere still count.
  const mentioned = skills.extract(blankEmployerMentions(text, experienceEntries.map((e) => e.company)));
  const allSkills = [...new Set([...listed, ...mentioned])];

  return {
    name,
    email,
    phone,
    address,
    location,
    headline,
    summary,
    experience: experienceEntries.map(formatRole),
    experienceEntries,
    education: parseEducation(textOf(sections, "education")),
    projects: parseProjects(textOf(sections, "projects")),
    skills: allSkills,
    links: findLinks(contactText || text),
    sections,
  };
}
