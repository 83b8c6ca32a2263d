import { createSkillExtractor, type SkillExtractor } from "./skill-extractor";
import { loadTaxonomy } from "./taxonomy";

let instance: SkillExtractor | undefined;

/** The extractor over server/data/skills-taxonomy.json, built on first use and then shared. */
export function getDefaultSkillExtractor(): SkillExtractor {
  instance ??= createSkillExtractor(loadTaxonomy());
  return instance;
}
