import { canonicalCity, findCity } from "../../engines/resume-parser/locations";
import { getDefaultRoleResolver, type RoleResolver } from "../../engines/roles/role-resolver";
import type { RoleResolution, Seniority } from "../../engines/roles/types";
import { getDefaultSkillExtractor } from "../../engines/skills/default-extractor";
import { isIndexedPlaceSet, parseLocation, placeKeys, REMOTE_KEY } from "../jobs";
import { escapeRegExp } from "../../lib/regex";

/**
 * Auto-Apply's own match score, 0-100, for one posting against the user's latest resume:
 *
 *   score = 60 x skill fit + 25 x title fit + 15 x location fit      (each fit is 0..1)
 *
 * - Skill fit: the share of the posting's skills the resume has (both canonicalised through the skills
 *   taxonomy), counting at most 6 required matches for full marks, since postings list nice-to-haves
 *   too. A posting without a skills list has them extracted from its title and description; with no
 *   skills at all the fit is a neutral 0.5.
 * - Title fit: weighted token overlap (Dice) between the posting title and the user's target roles, or
 *   the resume's job titles and headline when no roles are set, read through the role taxonomy (RoleResolver).
 *   Seniority words are ignored and generic head nouns (manager, engineer, analyst...) weigh half, so "Product
 *   Manager" is not "Marketing Manager". When both titles are read with confidence, a posting of the same role
 *   family fits at least 0.6 (a BI Developer for a Data Analyst), one of an unrelated family at most 0.2 ("Data
 *   Entry Operator" shares only a word with "Data Analyst"), and levels two or more rungs apart (an intern posting
 *   for a senior) count half of that.
 * - Location fit: 1 when the posting is in one of the user's locations, read as the job search reads them
 *   (Bangalore is Bengaluru, a country takes in its cities, 'Remote' means remote work);
 *   without saved locations, 1 for remote or the resume's city, 0.2 for another city, 0.5 when unknown.
 *
 * Deterministic: the same resume and posting always give the same score.
 */
export interface ResumeProfile {
  skills: string[];
  /** Job titles from the resume (most recent first) and its headline. */
  titles: string[];
  city: string | null;
}

export interface PostingProfile {
  title: string;
  skills: string[];
  description: string;
  location: string | null;
  work_mode: string;
}

export interface Preferences {
  roles: string[];
  locations: string[];
}

export interface MatchBreakdown {
  score: number;
  skillFit: number;
  titleFit: number;
  locationFit: number;
}

const SENIORITY = new Set(["senior", "sr", "junior", "jr", "lead", "principal", "staff", "head", "chief", "associate", "intern", "trainee", "fresher", "i", "ii", "iii", "iv", "mid", "level", "entry"]);
const STOP = new Set(["and", "or", "the", "a", "an", "of", "to", "for", "with", "in", "on", "at", "from", "by", "as", "&", "-", "/"]);
const GENERIC = new Set(["manager", "engineer", "analyst", "specialist", "executive", "consultant", "officer", "developer", "designer", "coordinator", "administrator", "representative"]);
const SYNONYMS: Record<string, string> = { developer: "engineer", dev: "engineer", mgr: "manager", programmer: "engineer", swe: "engineer", sde: "engineer" };

/** Title words that carry meaning, lower-cased, with seniority and filler words removed. */
export function titleTokens(title: string): string[] {
  const words = title
    .toLowerCase()
    .replace(/[^a-z0-9+#.\s/-]/g, " ")
    .split(/[\s/,-]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ""))
    .filter((w) => w && !STOP.has(w) && !SENIORITY.has(w))
    .map((w) => SYNONYMS[w] ?? w);
  return [...new Set(words)];
}

/** Weighted Dice similarity of two titles, 0..1. */
export function titleSimilarity(a: string, b: string): number {
  const ta = titleTokens(a);
  const tb = new Set(titleTokens(b));
  if (!ta.length || !tb.size) return 0;
  const w = (t: string) => (GENERIC.has(t) ? 0.5 : 1);
  const common = ta.filter((t) => tb.has(t)).reduce((s, t) => s + w(t), 0);
  const total = ta.reduce((s, t) => s + w(t), 0) + [...tb].reduce((s, t) => s + w(t), 0);
  return total ? (2 * common) / total : 0;
}

/** A title read with less confidence than this (a guess) leaves the fit to the words. */
const ROLE_CONFIDENCE = 0.6;
const SAME_FAMILY_FIT = 0.6;
const OTHER_FAMILY_FIT = 0.2;
const LEVEL_RANK: Record<Seniority, number> = { intern: 0, entry: 1, mid: 2, senior: 3, lead: 4, manager: 4, executive: 5 };

/**
 * Levels two or more rungs apart make a weaker fit: an intern posting for a data analyst, a head-of role for a
 * manager. A title that states no level reads as mid; two such titles are never apart.
 */
function levelFactor(a: RoleResolution, b: RoleResolution): number {
  if (!a.seniorityStated && !b.seniorityStated) return 1;
  return Math.abs(LEVEL_RANK[a.seniority] - LEVEL_RANK[b.seniority]) >= 2 ? 0.5 : 1;
}

/** How well a posting's title fits a target title, 0..1: word overlap, corrected by the two titles' role families and levels. */
export function titleFit(posting: string, target: string, resolver: RoleResolver = getDefaultRoleResolver()): number {
  const dice = titleSimilarity(posting, target);
  const a = resolver.resolve(posting);
  const b = resolver.resolve(target);
  if (!a.family || !b.family || a.confidence < ROLE_CONFIDENCE || b.confidence < ROLE_CONFIDENCE) return dice;
  const affinity = resolver.affinity(a.family.id, b.family.id);
  const fit = affinity === 1 ? Math.max(dice, SAME_FAMILY_FIT) : affinity === 0 ? Math.min(dice, OTHER_FAMILY_FIT) : dice;
  return fit * levelFactor(a, b);
}

/** How close a title must be to a saved role to count as that role. */
export const ROLE_MATCH_THRESHOLD = 0.6;

export function matchesAnyRole(title: string, roles: string[]): boolean {
  if (!roles.length) return true;
  const lower = title.toLowerCase();
  return roles.some((r) => lower.includes(r.toLowerCase()) || titleSimilarity(title, r) >= ROLE_MATCH_THRESHOLD);
}

/** A role with more words than this is narrowed by any one of its words (the subsets would multiply). */
const MAX_ROLE_WORDS_FOR_SUBSETS = 8;

/**
 * What a title must contain (lower-cased, as text) to have any chance of matching one of the roles, so the
 * worker can narrow candidates in SQL before matchesAnyRole decides. A list of alternatives; each is a list of
 * word groups, and the title must contain one spelling from every group. Null means any title.
 *
 * Sound by construction, so SQL never drops a title matchesAnyRole accepts: a title containing the role passes
 * the first alternative; otherwise Dice = 2c / (Wrole + Wtitle) with c <= Wtitle, so reaching the threshold t
 * needs shared words weighing c >= t x Wrole / (2 - t). Each alternative is one minimal set of role words that
 * heavy, and a title word counts under every spelling that maps to it (developer, dev, programmer -> engineer).
 */
export function roleTitleClauses(roles: string[]): string[][][] | null {
  if (!roles.length) return null;
  const spellings = (token: string) => [token, ...Object.keys(SYNONYMS).filter((k) => SYNONYMS[k] === token)];
  const weight = (t: string) => (GENERIC.has(t) ? 0.5 : 1);
  const clauses: string[][][] = [];
  for (const role of roles) {
    const whole = role.toLowerCase();
    if (whole) clauses.push([[whole]]);
    const tokens = titleTokens(role);
    if (!tokens.length) continue;
    if (tokens.length > MAX_ROLE_WORDS_FOR_SUBSETS) {
      for (const t of tokens) clauses.push([spellings(t)]);
      continue;
    }
    const need = (ROLE_MATCH_THRESHOLD * tokens.reduce((s, t) => s + weight(t), 0)) / (2 - ROLE_MATCH_THRESHOLD) - 1e-9;
    const sum = (set: string[]) => set.reduce((s, t) => s + weight(t), 0);
    for (let mask = 1; mask < 1 << tokens.length; mask++) {
      const set = tokens.filter((_, i) => mask & (1 << i));
      // Minimal: heavy enough, and dropping any word makes it too light (weights are positive).
      if (sum(set) >= need && set.every((t) => sum(set) - weight(t) < need)) clauses.push(set.map(spellings));
    }
  }
  return clauses;
}

function cityOf(text: string | null | undefined): string | null {
  if (!text) return null;
  const found = findCity(text);
  return found ? (canonicalCity(found) ?? found) : null;
}

/** `names` as whole words, in JavaScript (placesRegex is its PostgreSQL twin). */
function wholeWords(names: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])(${names.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}_])`, "u");
}

/**
 * Whether a posting is in one of the saved locations, with the job search's reading of a location
 * (parseLocation): city aliases, countries with their cities, 'Remote' for remote work, other places as whole
 * words. The worker's SQL narrows candidates by the same rule (place_keys, placesRegex).
 */
export function matchesAnyLocation(posting: Pick<PostingProfile, "location" | "work_mode">, locations: string[]): boolean {
  if (!locations.length) return true;
  const keys = placeKeys(posting.location, posting.work_mode);
  const where = (posting.location ?? "").toLowerCase();
  return locations.some((loc) => {
    const filter = parseLocation(loc);
    if (filter.kind === "any") return true;
    if (filter.kind === "remote") return keys.includes(REMOTE_KEY);
    return isIndexedPlaceSet(filter.names) ? filter.names.some((n) => keys.includes(n)) : wholeWords(filter.names).test(where);
  });
}

function canonicalSkill(term: string): string {
  return (getDefaultSkillExtractor().canonicalize(term) ?? term).trim().toLowerCase();
}

export function scorePosting(resume: ResumeProfile, posting: PostingProfile, prefs: Preferences): MatchBreakdown {
  const mine = new Set(resume.skills.map(canonicalSkill));
  let wanted = posting.skills.map(canonicalSkill);
  if (!wanted.length) wanted = getDefaultSkillExtractor().extract(`${posting.title}\n${posting.description}`).map((s) => s.toLowerCase());
  wanted = [...new Set(wanted)];
  const matched = wanted.filter((s) => mine.has(s)).length;
  const skillFit = wanted.length ? Math.min(1, matched / Math.min(wanted.length, 6)) : 0.5;

  const targets = prefs.roles.length ? prefs.roles : resume.titles;
  const title = targets.length ? Math.max(...targets.map((t) => titleFit(posting.title, t))) : 0.5;

  let locationFit: number;
  if (prefs.locations.length) locationFit = matchesAnyLocation(posting, prefs.locations) ? 1 : 0;
  else if (posting.work_mode === "remote") locationFit = 1;
  else {
    const postingCity = cityOf(posting.location);
    locationFit = !resume.city || !postingCity ? 0.5 : resume.city === postingCity ? 1 : 0.2;
  }

  const score = Math.round(60 * skillFit + 25 * title + 15 * locationFit);
  return { score: Math.max(0, Math.min(100, score)), skillFit, titleFit: title, locationFit };
}

/** The resume facts the score needs, from the stored resume (the resume module's lookup; partial facts are tolerated). */
export function resumeProfile(row: { skills: string[]; parsed: unknown }): ResumeProfile {
  const parsed = (row.parsed ?? {}) as Partial<{ experienceEntries: Array<{ title?: string }>; headline: string; location: string; address: string; skills: string[] }>;
  const titles = [
    ...(Array.isArray(parsed.experienceEntries) ? parsed.experienceEntries.map((e) => e?.title ?? "") : []),
    typeof parsed.headline === "string" ? parsed.headline.split("|")[0]! : "",
  ]
    .map((t) => t.trim())
    .filter(Boolean);
  const skills = row.skills?.length ? row.skills : Array.isArray(parsed.skills) ? parsed.skills : [];
  const city = cityOf(typeof parsed.location === "string" ? parsed.location : null) ?? cityOf(typeof parsed.address === "string" ? parsed.address : null);
  return { skills, titles, city };
}
