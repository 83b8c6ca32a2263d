import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** One skill of server/data/skills-taxonomy.json (built by scripts/build-taxonomy.ts). */
export interface TaxonomySkill {
  /** Canonical display name ("JavaScript", "Kubernetes", "Excel"). */
  name: string;
  category: string;
  /** Spellings that match anywhere, case-insensitively, on word boundaries. */
  aliases: string[];
  /** Spellings (may include the name) that only match as a standalone item of a list: "Python, R, SQL". */
  list?: string[];
  /** Spellings (may include the name) that outside lists must be written capitalised: "Excel", not "excel in". */
  cased?: string[];
  /** Canonical names of skills this one is a kind of ("KYC" → "Compliance"), reported with it. */
  broader?: string[];
  onet?: boolean;
  hot?: boolean;
}

export interface SkillTaxonomy {
  version: string;
  attribution?: string;
  skills: TaxonomySkill[];
  /** Phrases that contain a skill's spelling but are not a skill ("Electronics and Communication", "B.Com"). */
  notSkills?: string[];
  /**
   * Short forms that mean different things in different fields ("cpt": the medical coder's CPT codes or the
   * geotechnical engineer's Cone Penetration Test), each with the skills it may name, the one it names when typed
   * alone first. In a text it names the skill whose field (category) other skills found in the same text share most,
   * and nothing when no other skill of any of those fields is there.
   */
  ambiguous?: Record<string, string[]>;
}

export const DEFAULT_TAXONOMY_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../data/skills-taxonomy.json",
);

export function loadTaxonomy(file: string = DEFAULT_TAXONOMY_PATH): SkillTaxonomy {
  const data = JSON.parse(readFileSync(file, "utf8")) as SkillTaxonomy;
  if (typeof data.version !== "string" || !Array.isArray(data.skills)) {
    throw new Error(`Invalid skills taxonomy at ${file}`);
  }
  return data;
}
