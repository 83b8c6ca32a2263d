/**
 * Why a posting is in the results, for its card: the role family and level against the searcher's, the skills the
 * person has and the important ones they lack, and where it is against the place searched. Also the rule for the
 * 'Relevant match' tag (measured with `npm run eval:search`, see docs/quality/search.md).
 */
import type { Seniority } from "../../engines/roles/types";
import { getDefaultRoleResolver } from "../../engines/roles/role-resolver";
import type { RankedJobRow } from "./job-repository";
import { RELEVANT_SCORE } from "./ranking";
import { cityOfKeys } from "./location-match";
import type { PlaceLabel } from "./search-places";
import type { Searcher } from "./searcher";

export type FamilyMatch = "same" | "neighbour" | "other" | "unknown";
export type LevelMatch = "fit" | "near" | "far" | "unknown";

export interface JobWhy {
  summary: string;
  role_family: string | null;
  role_family_name: string | null;
  family_match: FamilyMatch;
  level: Seniority | null;
  level_match: LevelMatch;
  skills_matched: number;
  skills_total: number;
  matched_skills: string[];
  missing_skills: string[];
  place_match: PlaceLabel["match"];
  place_note: string | null;
}

/**
 * 'Relevant match': a posting of the searcher's own family, at their level (or a level the ranking counts as theirs),
 * not far away, that asks for at least RELEVANT_MIN_SKILLS of their skills, whose title names no rival of their role
 * (`fit.roles`: "SAP SD Consultant" for an SAP MM consultant), and whose score is RELEVANT_FAMILY_SCORE or more: the
 * score already weighs family, level, title and skills, and on the newest tuning sets a threshold on it beat every
 * rule of skill counts and title similarity at the same number tagged (docs/quality/search.md, fourteenth pass). When
 * the searcher's family is unknown, a score of RELEVANT_SCORE or more. Thresholds measured on the tuning side.
 */
export const RELEVANT_MIN_SKILLS = 1;
export const RELEVANT_FAMILY_SCORE = 80;

/** What the ranking knows of a posting's title against the person's role. */
export interface TitleFit {
  /** False when the title names a rival of the person's role (SAP SD for SAP MM; Science Teacher for Mathematics). */
  roles: boolean;
}

const LEVEL_NAMES: Seniority[] = ["intern", "entry", "mid", "senior", "lead", "executive"];
const LEVEL_WORD: Record<Seniority, string> = { intern: "Intern", entry: "Junior", mid: "Mid-level", senior: "Senior", lead: "Lead", manager: "Manager", executive: "Executive" };
const levelOf = (rank: number | null): Seniority | null => (rank === null ? null : (LEVEL_NAMES[Math.max(0, Math.min(5, rank))] ?? null));

const norm = (s: string) => s.toLowerCase();

export function explainJob(
  row: RankedJobRow,
  searcher: Searcher | null,
  querySkills: readonly string[],
  place: PlaceLabel,
  score: number,
  fit: TitleFit = { roles: true },
): { why: JobWhy; relevant: boolean } {
  const resolver = getDefaultRoleResolver();
  const mine = new Set((searcher?.skills.length ? searcher.skills : querySkills).map(norm));
  const matched = row.skills.filter((s) => mine.has(norm(s)));
  const titleWords = row.title.toLowerCase();
  // The skills the title names come first (a "Tableau Developer" must know Tableau), then the posting's order.
  const missing = row.skills.filter((s) => !mine.has(norm(s))).sort((a, b) => Number(titleWords.includes(b.toLowerCase())) - Number(titleWords.includes(a.toLowerCase())));
  const familyName = row.role_family ? (resolver.family(row.role_family)?.name ?? null) : null;
  const family: FamilyMatch = !searcher?.family || !row.role_family ? "unknown" : row.role_family === searcher.family ? "same" : searcher.neighbours.includes(row.role_family) ? "neighbour" : "other";
  const level = levelOf(row.role_level);
  const levelMatch: LevelMatch = !searcher?.seniority ? "unknown" : row.level_fit >= 1 ? "fit" : row.level_fit > 0 ? "near" : "far";

  const parts: string[] = [];
  if (familyName) parts.push(family === "neighbour" ? `${familyName} family (next to yours)` : `${familyName} family`);
  if (level) parts.push(levelMatch === "fit" ? `${LEVEL_WORD[level]}, your level` : levelMatch === "unknown" ? LEVEL_WORD[level] : `${LEVEL_WORD[level]} level`);
  if (row.skills.length) parts.push(`${matched.length} of ${row.skills.length} skills`);
  const city = cityOfKeys(row.place_keys);
  if (place.match === "remote" || (place.match === "anywhere" && place.note)) parts.push(place.note!.replace(/^Remote — open to candidates /, "Remote, "));
  else if (place.match === "nearby" || place.match === "elsewhere" || place.match === "region")
    parts.push(`${city?.name ?? row.location ?? "Elsewhere"}${place.distance_km ? `, ${place.distance_km} km away` : ""}`);
  else if (city || row.location) parts.push(city?.name ?? row.location!);

  const relevant = searcher?.family
    ? family === "same" &&
      fit.roles &&
      (levelMatch === "unknown" || levelMatch === "fit") &&
      place.match !== "elsewhere" &&
      matched.length >= RELEVANT_MIN_SKILLS &&
      score >= RELEVANT_FAMILY_SCORE
    : score >= RELEVANT_SCORE;

  return {
    relevant,
    why: {
      summary: parts.join(" · "),
      role_family: row.role_family,
      role_family_name: familyName,
      family_match: family,
      level,
      level_match: levelMatch,
      skills_matched: matched.length,
      skills_total: row.skills.length,
      matched_skills: matched,
      missing_skills: missing.slice(0, 3),
      place_match: place.match,
      place_note: place.note,
    },
  };
}
