import { isBullet, stripBullet, wordCount } from "./bullets";
import { findDateRange, type FoundRange } from "./dates";
import { isTitleLike } from "./contact";
import { findCity, findState } from "./locations";
import type { ExperienceEntry } from "./types";

const COMPANY_WORDS = /\b(ltd|limited|pvt|private|inc|llc|llp|corp|corporation|company|co\.|technologies|technology|solutions|services|systems|labs|bank|consultancy|consulting|infotech|software|group|enterprises|industries|international|global|university|college|hospital|school|institute|foundation|agency|studio|studios|media|ventures|networks|digital|analytics|partners|associates)\b/i;
const URL_ONLY = /^(https?:\/\/|www\.)\S+$/i;
const LABEL = /^(role|designation|position|title|company|organi[sz]ation|employer|client|duration|period|location)\s*[:\-–]\s*/i;
const PART_SPLIT = /\s+[|–—-]\s+|\s*\|\s*|\s*[–—]\s*|,\s+|\s+at\s+|\s+@\s+|\t|\s{3,}/;

const tidy = (s: string) => s.replace(/^[\s,|:;()\-–—]+|[\s,|:;()\-–—]+$/g, "").replace(/\s+/g, " ");

/** Is this a short line that can name a role or an employer? */
const isHeaderLine = (l: string) =>
  !isBullet(l) &&
  !URL_ONLY.test(l.trim()) &&
  wordCount(l) <= 10 &&
  l.trim().length <= 90 &&
  !/[.;]$/.test(l.trim()) &&
  // "Software Used: Java" or "Project 1: ..." describe a role; "Role: Analyst" names one.
  (!/^[^:]{1,30}:/.test(l.trim()) || LABEL.test(l.trim())) &&
  !/^project\b/i.test(l.trim());

const ONGOING_WORD = /^(present|current|till date|to date|now|ongoing|today)$/i;
const LEAD_IN = /^(?:worked|working|employed|currently|presently)\s+(?:as\s+)?(?:(?:in|at|with|for)\s+)?/i;

/** Title, company and location from the header lines of one role. */
function classify(header: string[]): Pick<ExperienceEntry, "title" | "company" | "location"> {
  let title = "";
  let company = "";
  let location = "";
  const labelled: Record<string, string> = {};
  const parts: string[] = [];
  for (const line of header) {
    const lab = LABEL.exec(line);
    if (lab) {
      labelled[lab[1]!.toLowerCase()] = tidy(line.slice(lab[0].length));
      continue;
    }
    for (const p of line.split(PART_SPLIT)) {
      const t = tidy(p.replace(LEAD_IN, ""));
      // Long fragments are sentences, not names of roles or employers.
      if (t && !ONGOING_WORD.test(t) && wordCount(t) <= 7) parts.push(t);
    }
  }
  title = labelled.role ?? labelled.designation ?? labelled.position ?? labelled.title ?? "";
  company = labelled.company ?? labelled.organisation ?? labelled.organization ?? labelled.employer ?? labelled.client ?? "";
  location = labelled.location ?? "";
  const rest: string[] = [];
  for (const p of parts) {
    const place = wordCount(p) <= 3 && (findCity(p) ?? findState(p));
    if (place && !COMPANY_WORDS.test(p)) {
      if (!location) location = findCity(p) ?? p;
    } else if (!title && isTitleLike(p) && (!COMPANY_WORDS.test(p) || isTitleLike(p.split(" ").pop() ?? ""))) title = p;
    else if (!company && COMPANY_WORDS.test(p)) company = p;
    else rest.push(p);
  }
  if (!title && rest.length) title = rest.shift()!;
  if (!company && rest.length) company = rest.shift()!;
  return { title, company, location };
}

/**
 * Roles from an experience section. Each date range anchors one role; the short lines just above
 * it (or just below, when dates come first) name it, and the lines up to the next role are bullets.
 */
export function parseExperience(sectionText: string): ExperienceEntry[] {
  const lines = sectionText.split("\n").map((l) => l.trim()).filter((l) => l.length > 0);
  const anchors: Array<{ index: number; range: FoundRange }> = [];
  lines.forEach((line, index) => {
    const range = findDateRange(line);
    if (range) anchors.push({ index, range });
  });
  const entries: ExperienceEntry[] = [];
  const headerStarts: number[] = [];
  const bodyStarts: number[] = [];
  anchors.forEach(({ index, range }, k) => {
    const floor = k > 0 ? anchors[k - 1]!.index + 1 : 0;
    const line = lines[index]!;
    const rest = tidy(line.slice(0, range.index) + " | " + line.slice(range.index + range.length));
    const header: string[] = [];
    let start = index;
    for (let j = index - 1; j >= floor && header.length < 3 && isHeaderLine(lines[j]!); j--) {
      header.unshift(lines[j]!);
      start = j;
    }
    let bodyStart = index + 1;
    const restIsHeader = rest && wordCount(rest) <= 12;
    if (header.length === 0 && !restIsHeader) {
      // Dates first: "2019 – 2021" then "Engineer" then "Acme Ltd".
      const next = k + 1 < anchors.length ? anchors[k + 1]!.index : lines.length;
      while (bodyStart < next && header.length < 2 && isHeaderLine(lines[bodyStart]!)) header.push(lines[bodyStart++]!);
    }
    if (restIsHeader) header.push(rest);
    headerStarts.push(start);
    bodyStarts.push(bodyStart);
    entries.push({ ...classify(header), start: range.start, end: range.end, bullets: [] });
  });
  entries.forEach((entry, k) => {
    const end = k + 1 < entries.length ? headerStarts[k + 1]! : lines.length;
    entry.bullets = lines
      .slice(bodyStarts[k], end)
      .filter((l) => !URL_ONLY.test(l))
      .map(stripBullet)
      .filter((l) => l.length > 1);
  });
  // A date range whose header names neither a role nor an employer is a project or a course inside
  // the previous role: fold it into that role instead of inventing a new one.
  const kept: ExperienceEntry[] = [];
  for (const e of entries) {
    const named = (e.title && isTitleLike(e.title)) || COMPANY_WORDS.test(e.company) || COMPANY_WORDS.test(e.title);
    const prev = kept[kept.length - 1];
    if (!named && prev) prev.bullets.push(...e.bullets);
    else if (e.title || e.company) kept.push(e);
  }
  return kept;
}

/** "Title, Company (Start – End)", leaving out what is unknown. */
export function formatRole(e: ExperienceEntry): string {
  const who = [e.title, e.company].filter(Boolean).join(", ");
  const when = e.start ? ` (${e.start}${e.end ? ` – ${e.end}` : ""})` : "";
  return `${who}${when}`;
}
