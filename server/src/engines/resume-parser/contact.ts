import { escapeRegExp } from "../../lib/regex";
import { findPlace, findState } from "./locations";
import { matchHeading } from "./sections";

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
// +91 98765 43210, +91-98765-43210, 098765-43210, 9876543210, (022) 2345 6789, +1 (415) 555-0100.
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(?0?\d{2,5}\)?[\s.-]?)?\d{3,5}[\s.-]?\d{3,5}(?:[\s.-]?\d{2,4})?/g;
const URL = /\b(?:https?:\/\/|www\.)[^\s,;|)]+|\b(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com)\/[^\s,;|)]+/gi;

export function findEmail(text: string): string {
  return EMAIL.exec(text)?.[0] ?? "";
}

/** The first phone-like number with 10 to 13 digits that is not a date range or a year. */
export function findPhone(text: string): string {
  for (const m of text.matchAll(PHONE)) {
    const raw = m[0].trim();
    const digits = raw.replace(/\D/g, "");
    if (digits.length < 10 || digits.length > 13) continue;
    if (/^(19|20)\d{2}\D+(19|20)\d{2}$/.test(raw)) continue;
    // An Indian mobile is 10 digits starting 6-9, optionally behind +91 or 0.
    const local = digits.replace(/^(91|0)(?=[6-9]\d{9}$)/, "");
    if (local.length === 10 || raw.startsWith("+") || /^0\d/.test(digits)) return raw.replace(/\s+/g, " ");
  }
  return "";
}

export function findLinks(text: string): string[] {
  return [...new Set([...text.matchAll(URL)].map((m) => m[0].replace(/[.]+$/, "")))];
}

const NOT_NAME = /\b(resume|curriculum|vitae|cv|biodata|profile|page|email|phone|mobile|address|contact|objective|summary)\b/i;
const TITLE_WORDS = /\b(engineer|developer|manager|analyst|consultant|intern|executive|lead|architect|designer|associate|officer|specialist|head|director|administrator|coordinator|trainee|teacher|accountant|nurse|tester|scientist|student|programmer|founder|president|assistant|representative|advisor|supervisor|technician|professor|lecturer|marketer|recruiter|writer|editor|owner|partner|agent|clerk|operator|secretary|fresher|graduate|devops|pgt|tgt|prt|generalist|leader|surveyor|therapist|pharmacist|chef|cashier|receptionist|counsell?or|auditor|underwriter|planner|faculty|tutor|trainer|instructor|educator|controller|inspector|coder|biller|telecaller|dietitian|physiotherapist|physician|surgeon|draughtsman|draftsman|foreman|incharge|superintendent|merchandiser|electrician|machinist|storekeeper|librarian|teller|banker|caller|technologist|phlebotomist|radiographer|sonographer|optometrist|paramedic|midwife|caregiver|dentist|pathologist|chemist|mechanic|welder|plumber|bartender|barista|waiter|steward|attendant|housekeeper|beautician)\b/i;

/** Does this line read like a person's name: 1-5 words of letters, no digits or symbols? */
export function looksLikeName(line: string): boolean {
  const s = line.trim();
  if (s.length < 3 || s.length > 50 || /[\d@:/|]/.test(s) || NOT_NAME.test(s) || TITLE_WORDS.test(s)) return false;
  if (matchHeading(s)) return false;
  const words = s.split(/\s+/);
  if (words.length > 5) return false;
  // Latin names need a capital somewhere; names in scripts without case (प्रिया शर्मा, பிரியா) are taken as written.
  if (words.every((w) => /^[A-Za-z][A-Za-z.'-]*\.?$/.test(w))) return words.some((w) => /^[A-Z]/.test(w));
  return words.every((w) => /^[\p{L}\p{M}][\p{L}\p{M}.'-]*$/u.test(w)) && words.every((w) => !/[A-Za-z]/.test(w));
}

const titleCase = (s: string) => (s === s.toUpperCase() ? s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()) : s);

/** The candidate's name: a "Name:" label, else the first name-like line of the header. */
export function findName(headerLines: string[], allLines: string[]): string {
  for (const l of allLines) {
    const m = /^\s*(?:full\s+)?name\s*[:\-–]\s*(.+)$/i.exec(l);
    if (m && looksLikeName(m[1]!)) return titleCase(m[1]!.trim());
  }
  for (const raw of headerLines.slice(0, 8)) {
    // "Jane Doe | jane@x.com | +91 ..." or "Jane Doe - Software Engineer": take the first part.
    const first = raw.replace(/^#{1,2}\s+/, "").split(/\s[|•·–—-]\s|\s{3,}|\t|,\s/)[0] ?? "";
    if (looksLikeName(first)) return titleCase(first.trim().replace(/\s+/g, " "));
  }
  return "";
}

/** The headline: a job title near the top, "Name - Title" after the name, or a title line under it. */
export function findHeadline(headerLines: string[], name: string): string {
  for (const raw of headerLines.slice(0, 6)) {
    let line = raw.trim();
    if (name && line.toLowerCase().startsWith(name.toLowerCase())) line = line.slice(name.length).replace(/^[\s|,–—-]+/, "");
    if (!line || EMAIL.test(line) || line.length > 80) continue;
    const part = line.split(/\s[|•]\s/)[0] ?? line;
    if (TITLE_WORDS.test(part) && !/\d{4}/.test(part)) return part.trim();
  }
  return "";
}

export const isTitleLike = (s: string) => TITLE_WORDS.test(s);

/** Address and location from an "Address:" label, or the first header line naming a city or state. */
export function findAddress(headerLines: string[], allLines: string[], name: string): { address: string; location: string } {
  const clean = (l: string) =>
    l
      .replace(EMAIL, "")
      .replace(/-?\s*Email me on Indeed.*$/i, "")
      .replace(URL, "")
      .replace(/\b(?:phone|mobile|mob|tel|email|e-mail)\b\s*[:.]?\s*/gi, "")
      .replace(PHONE, (m) => (m.replace(/\D/g, "").length >= 10 ? "" : m))
      .replace(/\s*[|•·]\s*/g, ", ")
      .replace(/^[\s,;–—-]+|[\s,;–—-]+$/g, "")
      .replace(/\s{2,}/g, " ");
  for (const l of allLines) {
    const m = /^\s*(?:current\s+|permanent\s+|residential\s+)?(?:address|location|city|current location)\s*[:\-–]\s*(.+)$/i.exec(l);
    if (m) {
      const address = clean(m[1]!);
      return { address, location: findPlace(address) ?? findState(address) ?? address.split(",")[0]!.trim() };
    }
  }
  for (const l of headerLines.slice(0, 10)) {
    if (name && l.trim() === name) continue;
    const city = findPlace(l);
    const state = city ? null : findState(l);
    if (city || state) {
      const address = clean(l);
      const location = city ?? townInState(address, state)!;
      return { address, location: location.length > 40 ? (state ?? "") : location };
    }
  }
  return { address: "", location: "" };
}

/**
 * A town no list knows, written before its state ("Dankuni, West Bengal"), keeps its state ("Dankuni, West
 * Bengal"): the search then falls back to the state's cities instead of searching the town alone. The state alone
 * when nothing comes before it.
 */
function townInState(address: string, state: string | null): string | null {
  if (!state) return null;
  const town = address.split(",")[0]?.trim() ?? "";
  if (!town || town.toLowerCase() === state.toLowerCase()) return state;
  return new RegExp(`\\b${escapeRegExp(state)}\\b`, "i").test(town) ? town : `${town}, ${state}`;
}
