/** Measurements of a parsed resume shared by insights and comparison. Pure functions. */
import type { ParsedResume, SectionName } from "../resume-parser/types";
import { titleTokens } from "../role-profiles/role-profiles";
import { isQuantified, startsWithActionVerb, WEAK_OPENING_TEST } from "./bullet-style";

export function allBullets(p: ParsedResume): string[] {
  return [...p.experienceEntries.flatMap((e) => e.bullets), ...p.projects.flatMap((x) => x.bullets)].filter((b) => b.trim().length > 0);
}

export interface BulletStats {
  total: number;
  quantified: number;
  actionVerbs: number;
  weak: number;
  firstPerson: number;
}

export function bulletStats(bullets: string[]): BulletStats {
  return {
    total: bullets.length,
    quantified: bullets.filter(isQuantified).length,
    actionVerbs: bullets.filter(startsWithActionVerb).length,
    weak: bullets.filter((b) => WEAK_OPENING_TEST.test(b.trim())).length,
    firstPerson: bullets.filter((b) => /\b(?:i|my|me)\b/i.test(b)).length,
  };
}

export const MAIN_SECTIONS: SectionName[] = ["summary", "experience", "education", "skills", "projects", "certifications"];
export const SECTION_LABEL: Record<string, string> = {
  summary: "Summary",
  experience: "Experience",
  education: "Education",
  skills: "Skills",
  projects: "Projects",
  certifications: "Certifications",
};

/** Sections a resume has: a heading, or content the parser found without one. */
export function sectionsPresent(p: ParsedResume): Set<SectionName> {
  const s = new Set<SectionName>(p.sections.filter((x) => x.text.trim()).map((x) => x.name));
  if (p.summary) s.add("summary");
  if (p.experienceEntries.length) s.add("experience");
  if (p.education.length) s.add("education");
  if (p.projects.length) s.add("projects");
  return s;
}

// 0 intern/fresher, 1 junior, 2 mid, 3 senior/manager, 4 head/director and above.
const LEVEL_WORDS: Array<[RegExp, number]> = [
  [/\b(?:intern|trainee|fresher|apprentice|graduate)\b/i, 0],
  [/\b(?:junior|jr|associate|assistant|executive|coordinator)\b/i, 1],
  [/\b(?:senior|sr|lead|manager|specialist|consultant|staff)\b/i, 3],
  [/\b(?:head|director|principal|vp|vice president|chief|cxo|cto|cfo|ceo|coo|cmo|general manager|avp)\b/i, 4],
];

export const LEVEL_NAMES = ["entry-level", "junior", "mid-level", "senior", "leadership"];

function monthIndex(date: string): number | null {
  if (/present/i.test(date)) return 2026 * 12 + 10; // "now" at the product's reference date keeps results deterministic
  const m = /^(?:([A-Z][a-z]{2})\s+)?((?:19|20)\d{2})$/.exec(date.trim());
  if (!m) return null;
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return Number(m[2]) * 12 + (m[1] ? Math.max(0, months.indexOf(m[1])) : 0);
}

/** Years covered by the experience entries (overlaps not merged; a rough signal only). */
export function yearsOfExperience(p: ParsedResume): number {
  let months = 0;
  for (const e of p.experienceEntries) {
    const a = monthIndex(e.start);
    const b = monthIndex(e.end || e.start);
    if (a !== null && b !== null && b >= a) months += b - a;
  }
  return months / 12;
}

export function seniorityLevel(p: ParsedResume): number {
  const title = p.headline || p.experienceEntries[0]?.title || "";
  let byTitle: number | null = null;
  for (const [re, level] of LEVEL_WORDS) if (re.test(title)) byTitle = Math.max(byTitle ?? 0, level);
  const years = yearsOfExperience(p);
  const byYears = years === 0 ? null : years < 1 ? 0 : years < 3 ? 1 : years < 6 ? 2 : years < 10 ? 3 : 4;
  if (byTitle === null && byYears === null) return 2;
  if (byTitle === null) return byYears!;
  if (byYears === null) return byTitle;
  return Math.round((byTitle + byYears) / 2);
}

/** Role words of the headline and the two most recent titles, seniority words removed. */
export function roleWords(p: ParsedResume): Set<string> {
  const titles = [p.headline, ...p.experienceEntries.slice(0, 2).map((e) => e.title)].filter(Boolean);
  return new Set(titles.flatMap((t) => titleTokens(t)));
}

const STOP = new Set(
  (
    "a an and are as at be been but by for from has have in into is it its of on or our that the their this to was were will with " +
    "i me my we you your he she they them his her who which what when where while also etc per via within across over under " +
    "using used use work worked working team teams company companies role roles responsible responsibilities project projects " +
    "experience experienced years year months month present current skills skill summary education profile objective " +
    "new good strong various multiple including include includes well key daily weekly monthly based end all other more " +
    "jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august september october november december " +
    "email phone mobile linkedin github com www http https india pvt ltd limited inc llp private"
  ).split(/\s+/),
);

function stem(w: string): string {
  if (w.length > 5 && w.endsWith("ing")) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith("ed")) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith("es") && !w.endsWith("ses")) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}

/** Content-word frequencies (stemmed), the surface form kept for display. */
export function termVector(text: string): Map<string, { tf: number; word: string }> {
  const v = new Map<string, { tf: number; word: string }>();
  for (const raw of text.toLowerCase().replace(/[^a-z0-9+#\s-]/g, " ").split(/[\s-]+/)) {
    if (raw.length < 3 || STOP.has(raw) || /^\d+$/.test(raw)) continue;
    const k = stem(raw);
    const cur = v.get(k);
    if (cur) cur.tf++;
    else v.set(k, { tf: 1, word: raw });
  }
  return v;
}

/** Cosine similarity of log-scaled term frequencies. */
export function cosine(a: Map<string, { tf: number }>, b: Map<string, { tf: number }>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, x] of a) {
    const wa = 1 + Math.log(x.tf);
    na += wa * wa;
    const y = b.get(k);
    if (y) dot += wa * (1 + Math.log(y.tf));
  }
  for (const y of b.values()) nb += (1 + Math.log(y.tf)) ** 2;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Which date styles the text uses: "Jan 2020", "01/2020", "2020" alone... Mixed styles read as careless. */
export function dateStyles(text: string): Set<string> {
  const styles = new Set<string>();
  if (/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*[,']?\s*(?:19|20)\d{2}\b/i.test(text)) styles.add("month name");
  if (/\b(?:0?[1-9]|1[0-2])[/.-](?:19|20)\d{2}\b/.test(text)) styles.add("numeric month");
  if (/\b(?:19|20)\d{2}\s*(?:-|–|—|to)\s*(?:(?:19|20)\d{2}|present|current)\b/i.test(text) && !/[a-z]{3}\.?\s*(?:19|20)\d{2}\s*(?:-|–|—|to)/i.test(text)) styles.add("year only");
  return styles;
}

export function excerpt(text: string, max = 300): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const sp = cut.lastIndexOf(" ");
  return `${(sp > max * 0.6 ? cut.slice(0, sp) : cut).replace(/[,;:\s]+$/, "")}…`;
}

export const joinList = (xs: string[]): string =>
  xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;

/** "A, B and C", or "A, B, C and 4 more" past `max` names, so a count and its list always agree. */
export const listSome = (xs: string[], max: number): string =>
  xs.length <= max ? joinList(xs) : `${xs.slice(0, max).join(", ")} and ${xs.length - max} more`;
