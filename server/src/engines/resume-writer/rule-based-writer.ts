import { getDefaultRoleProfiles } from "../role-profiles/role-profiles";
import type { RoleProfiles } from "../role-profiles/types";
import { getDefaultSkillExtractor } from "../skills/default-extractor";
import type { SkillExtractor } from "../skills/skill-extractor";
import { buildResumeDocument, renderMarkdown } from "./build";
import { compareResumes } from "./compare";
import { analyseResume } from "./insights";
import type { ResumeWriter } from "./types";

/** The deterministic default ResumeWriter: same input, same output, no network. */
export function createRuleBasedResumeWriter(deps: { skills?: SkillExtractor; roles?: RoleProfiles } = {}): ResumeWriter {
  const skills = deps.skills ?? getDefaultSkillExtractor();
  const roles = deps.roles ?? getDefaultRoleProfiles();
  return {
    name: "rule-based",
    analyse: async (input) => analyseResume(input, { skills, roles }),
    compare: async (input) => compareResumes(input, { skills, roles }),
    build: async (form) => {
      const document = buildResumeDocument(form, { skills, roles });
      return { document, markdown: renderMarkdown(document) };
    },
  };
}
