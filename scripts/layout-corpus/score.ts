/**
 * Scores one parsed resume against its layout-corpus truth. Pure: no files, no parser calls (the caller
 * parses), so the rules can be read in one place and unit-tested.
 *
 *  - name, email, phone, location: right or wrong per resume. Names compare without case or punctuation;
 *    phones by their digits (a dropped +91 or leading 0 is fine); the location is right when it names the
 *    truth's city ("Bangalore" for Bengaluru, "Pune, Maharashtra" for Pune).
 *  - titles, companies: parsed roles are aligned one-to-one with truth roles (by equal title, equal company
 *    and shared whole bullets); a title or company counts when the aligned role's value equals the truth's
 *    after normalisation (case, punctuation and spacing). F1 over parsed vs truth roles, so invented roles
 *    cost precision and missed ones cost recall.
 *  - skills: F1 of the parser's skills against the truth's skill list, both as taxonomy names (truth skills
 *    the taxonomy does not know are left out and counted apart). A predicted skill that is not in the list
 *    but is really written elsewhere in the resume (a bullet naming Jenkins) is neither right nor wrong.
 *  - bullets: a truth bullet counts when it appears, whitespace-normalised, as one whole bullet of the
 *    aligned parsed role: not split, not merged with another line, not under another role or section.
 *  - sections: each section the truth has (summary, experience, education, skills, projects, certifications,
 *    languages) counts when the parser found a section of that kind.
 */
import type { ParsedResume } from "../../server/src/engines/resume-parser/types";
import type { SkillExtractor } from "../../server/src/engines/skills/skill-extractor";
import type { ResumeTruth, SectionKey } from "./truth";

export const FIELDS = ["name", "email", "phone", "location", "titles", "companies", "skills", "bullets", "sections"] as const;
export type Field = (typeof FIELDS)[number];

/** tp / predicted / gold: precision tp/pred, recall tp/gold. For yes/no fields pred = gold = 1. */
export interface Tally {
  tp: number;
  pred: number;
  gold: number;
}

export interface ResumeScore {
  fields: Record<Field, Tally>;
  /** What went wrong, one line per miss, for reading tuning-half failures. */
  misses: string[];
  /** Truth skills the taxonomy cannot name (not scored). */
  unknownSkills: string[];
}

export const emptyTally = (): Tally => ({ tp: 0, pred: 0, gold: 0 });
export const addTally = (a: Tally, b: Tally): Tally => ({ tp: a.tp + b.tp, pred: a.pred + b.pred, gold: a.gold + b.gold });

/** F1 (equal to accuracy for yes/no fields); null when there is nothing to score. */
export function f1(t: Tally): number | null {
  if (t.gold === 0 && t.pred === 0) return null;
  return (2 * t.tp) / (t.pred + t.gold);
}

/** Lowercase, NFKC, punctuation to spaces (apostrophes dropped: D'Souza = DSouza), spaces collapsed. */
export const norm = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}+#&]+/gu, " ")
    .trim();

/** Whitespace-normalised (and NFKC, so ligatures read as letters): how a bullet must match. */
export const squash = (s: string) => s.normalize("NFKC").replace(/\s+/g, " ").trim();

const CITY_ALIASES: Record<string, string> = { bangalore: "bengaluru", gurgaon: "gurugram", bombay: "mumbai", trivandrum: "thiruvananthapuram", mangalore: "mangaluru", vizag: "visakhapatnam" };
const cityKey = (s: string) => CITY_ALIASES[norm(s)] ?? norm(s);

export function locationMatches(predicted: string, city: string): boolean {
  const p = norm(predicted);
  if (!p) return false;
  if (cityKey(predicted) === cityKey(city)) return true;
  const words = ` ${p} `;
  return words.includes(` ${norm(city)} `) || Object.entries(CITY_ALIASES).some(([alias, canon]) => canon === cityKey(city) && words.includes(` ${alias} `));
}

export function phoneMatches(predicted: string, truth: string): boolean {
  const p = predicted.replace(/\D/g, "");
  const t = truth.replace(/\D/g, "");
  if (p.length < 8) return false;
  if (p === t) return true;
  // A country code or trunk 0 written on one side only.
  const [short, long] = p.length < t.length ? [p, t] : [t, p];
  return long.endsWith(short) && long.length - short.length <= 3;
}

const SECTION_NAMES: Record<Exclude<SectionKey, "languages">, ParsedResume["sections"][number]["name"]> = {
  summary: "summary",
  experience: "experience",
  education: "education",
  skills: "skills",
  projects: "projects",
  certifications: "certifications",
};

function sectionFound(parsed: ParsedResume, key: SectionKey): boolean {
  if (key === "languages") return parsed.sections.some((s) => /\blanguages?\b/i.test(s.heading));
  return parsed.sections.some((s) => s.name === SECTION_NAMES[key]);
}

/**
 * Pairs truth roles with parsed roles, best first: equal title and equal company weigh 2 each, sharing at
 * least one whole bullet 1. Pairs with nothing in common stay unpaired.
 */
export function alignRoles(truth: ResumeTruth["experience"], parsed: ParsedResume["experienceEntries"]): Map<number, number> {
  const pairs: Array<{ t: number; p: number; score: number }> = [];
  truth.forEach((te, t) => {
    const bullets = new Set(te.bullets.map(squash));
    parsed.forEach((pe, p) => {
      let score = 0;
      if (norm(pe.title) && norm(pe.title) === norm(te.title)) score += 2;
      if (norm(pe.company) && norm(pe.company) === norm(te.company)) score += 2;
      if (pe.bullets.some((b) => bullets.has(squash(b)))) score += 1;
      if (score > 0) pairs.push({ t, p, score });
    });
  });
  pairs.sort((a, b) => b.score - a.score || a.t - b.t || a.p - b.p);
  const out = new Map<number, number>();
  const usedP = new Set<number>();
  for (const { t, p } of pairs) {
    if (out.has(t) || usedP.has(p)) continue;
    out.set(t, p);
    usedP.add(p);
  }
  return out;
}

/** Scores one resume. `parsed` null means the file could not be read at all (everything missed). */
export function scoreResume(truth: ResumeTruth, parsed: ParsedResume | null, skills: SkillExtractor): ResumeScore {
  const fields = Object.fromEntries(FIELDS.map((f) => [f, emptyTally()])) as Record<Field, Tally>;
  const misses: string[] = [];
  const yesNo = (field: Field, ok: boolean, got: string, want: string) => {
    fields[field] = { tp: ok ? 1 : 0, pred: 1, gold: 1 };
    if (!ok) misses.push(`${field}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
  };
  const p: ParsedResume = parsed ?? { name: "", email: "", phone: "", address: "", location: "", headline: "", summary: "", experience: [], experienceEntries: [], education: [], projects: [], skills: [], links: [], sections: [] };

  yesNo("name", norm(p.name) === norm(truth.name), p.name, truth.name);
  yesNo("email", p.email.toLowerCase() === truth.email.toLowerCase(), p.email, truth.email);
  yesNo("phone", phoneMatches(p.phone, truth.phone), p.phone, truth.phone);
  yesNo("location", locationMatches(p.location, truth.city), p.location, truth.city);

  // Roles.
  const align = alignRoles(truth.experience, p.experienceEntries);
  const roles = p.experienceEntries;
  fields.titles = { tp: 0, pred: roles.length, gold: truth.experience.length };
  fields.companies = { tp: 0, pred: roles.length, gold: truth.experience.length };
  fields.bullets = { tp: 0, pred: 0, gold: 0 };
  truth.experience.forEach((te, t) => {
    const k = align.get(t);
    const pe = k === undefined ? undefined : roles[k];
    if (pe && norm(pe.title) === norm(te.title)) fields.titles.tp++;
    else misses.push(`title: got ${JSON.stringify(pe?.title ?? "(no role)")}, want ${JSON.stringify(te.title)}`);
    if (pe && norm(pe.company) === norm(te.company)) fields.companies.tp++;
    else misses.push(`company: got ${JSON.stringify(pe?.company ?? "(no role)")}, want ${JSON.stringify(te.company)}`);
    const got = new Set((pe?.bullets ?? []).map(squash));
    for (const b of te.bullets) {
      fields.bullets.gold++;
      fields.bullets.pred++;
      if (got.has(squash(b))) fields.bullets.tp++;
      else misses.push(`bullet not whole in ${JSON.stringify(te.title)}: ${JSON.stringify(b.slice(0, 70))}`);
    }
  });
  if (roles.length > truth.experience.length) misses.push(`roles: ${roles.length} parsed for ${truth.experience.length} (${roles.map((r) => JSON.stringify(`${r.title} | ${r.company}`)).join(", ")})`);

  // Skills.
  const unknownSkills: string[] = [];
  const want = new Set<string>();
  for (const s of truth.skills) {
    const c = skills.canonicalize(s);
    if (c) want.add(c);
    else unknownSkills.push(s);
  }
  const prose = [
    truth.summary,
    truth.headline,
    ...truth.experience.flatMap((e) => [e.title, e.company, ...e.bullets]),
    ...truth.projects.flatMap((x) => [x.name, ...x.bullets]),
    ...truth.certifications,
    ...truth.education.flatMap((e) => [e.degree, e.institution]),
  ].join("\n");
  const mentioned = new Set(skills.extract(prose));
  const predicted = new Set(p.skills);
  let tp = 0;
  let wrong = 0;
  for (const s of predicted) {
    if (want.has(s)) tp++;
    else if (!mentioned.has(s)) {
      wrong++;
      misses.push(`skill not in the resume: ${s}`);
    }
  }
  for (const s of want) if (!predicted.has(s)) misses.push(`skill missed: ${s}`);
  fields.skills = { tp, pred: tp + wrong, gold: want.size };

  // Sections.
  const keys = Object.keys(truth.headings) as SectionKey[];
  fields.sections = { tp: 0, pred: keys.length, gold: keys.length };
  for (const k of keys) {
    if (sectionFound(p, k)) fields.sections.tp++;
    else misses.push(`section not found: ${k} ("${truth.headings[k]}")`);
  }
  return { fields, misses, unknownSkills };
}
