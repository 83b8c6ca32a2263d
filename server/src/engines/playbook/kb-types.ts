// Shape of server/data/role-kb.json. Shared by the engine (reader) and scripts/build-role-kb.ts (writer)
// so the two cannot drift apart.

export const EXPERIENCE_LEVELS = ["entry", "mid", "senior", "lead"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/**
 * Text conventions the tone renderer relies on:
 * - actions (responsibilities, competencies, plan steps, practice tasks) start with a verb: "Write ...";
 * - concepts and metrics are "Name — explanation";
 * - questions end with "?";
 * - anything after " — " is optional detail: the concise tone drops it, the detailed tone expands it.
 */
export interface LevelLists {
  entry: string[];
  mid: string[];
  senior: string[];
  lead: string[];
}

export interface NinetyDayPlan {
  days_30: string[];
  days_60: string[];
  days_90: string[];
}

/**
 * Curated content shared by every role of one family; also the fallback for occupations the KB does not curate.
 * The id is a sector of the role taxonomy (scripts/data/role-families.ts), which places each occupation.
 */
export interface FamilyEntry {
  id: string;
  name: string;
  competencies: LevelLists;
  questions: string[];
  metrics: string[];
  plan: NinetyDayPlan;
  resources: string[];
  /** Topic ids suggested when the user names no focus area. */
  topics: string[];
}

export interface OnetRef {
  code: string;
  title: string;
}

export interface RoleEntry {
  id: string;
  title: string;
  family: string;
  aliases: string[];
  onet: OnetRef[];
  summary: string;
  responsibilities: string[];
  competencies: LevelLists;
  /** Curated tools, including ones the Indian market asks for (Tally, Naukri RMS, Zoho ...). */
  tools: string[];
  /** Derived: top O*NET technology skills over the role's codes that fit the role (scripts/data/tool-fit.ts), Hot Technology / In Demand first. */
  onet_tools: string[];
  questions: string[];
  metrics: string[];
  plan: NinetyDayPlan;
  resources: string[];
  topics: string[];
}

export interface TopicEntry {
  id: string;
  name: string;
  aliases: string[];
  concepts: string[];
  questions: string[];
  practice: string[];
  resources: string[];
}

export interface OccupationEntry {
  code: string;
  title: string;
  description: string;
  tools: string[];
}

export interface RoleKb {
  version: string;
  onet_release: string;
  attribution: string;
  families: FamilyEntry[];
  roles: RoleEntry[];
  topics: TopicEntry[];
  occupations: OccupationEntry[];
}

/** What a curator writes; onet titles and onet_tools are filled in by the build script. */
export type CuratedRole = Omit<RoleEntry, "onet" | "onet_tools"> & { onet: string[] };
