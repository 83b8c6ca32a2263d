/** A profile family: the skills every role in it is expected to show (curated), for the role families it groups. */
export interface RoleFamily {
  id: string;
  name: string;
  /** The taxonomy's role families (server/src/engines/roles) this profile covers; titles and occupations route through them. */
  role_families: string[];
  /** Canonical taxonomy names, most important first. */
  core: string[];
  soft: string[];
}

export interface RoleEntry {
  title: string;
  /** O*NET-SOC code for O*NET occupations; absent for curated roles. */
  code?: string;
  family: string;
  aliases: string[];
  /** Canonical taxonomy names, most central first. */
  skills: string[];
  source: "curated" | "onet";
}

/** server/data/role-skill-profiles.json, built by scripts/build-role-profiles.ts. */
export interface RoleProfilesFile {
  version: string;
  attribution: string;
  families: RoleFamily[];
  roles: RoleEntry[];
}

/** What a target role needs, resolved from a title the user typed. */
export interface RoleProfile {
  /** The title it resolved to ("Data Analyst"), which may differ from what was typed. */
  role: string;
  family: string;
  familyName: string;
  /** Hard skills and tools, most central first, with a weight in (0, 1]. */
  skills: Array<{ name: string; weight: number }>;
  soft: string[];
}

/** Resolves a typed job title to the skills that role needs. Deterministic; null when nothing fits. */
export interface RoleProfiles {
  profileFor(title: string): RoleProfile | null;
  family(id: string): RoleFamily | null;
}
