// Public contract of the playbook engine. Wire names follow SPEC section 3 (snake_case request fields).
import type { ExperienceLevel } from "./kb-types";

export type { ExperienceLevel } from "./kb-types";
export { EXPERIENCE_LEVELS } from "./kb-types";

export const WRITING_STYLES = ["concise", "friendly", "detailed", "coach-like"] as const;
export type WritingStyle = (typeof WRITING_STYLES)[number];

/** SPEC section 9: at most 8 focus-area topics. */
export const MAX_FOCUS_AREAS = 8;
/** SPEC section 9: default download name. */
export const DEFAULT_PLAYBOOK_FILENAME = "role-notes.pdf";

export interface PlaybookRequest {
  role: string;
  experience_level: ExperienceLevel;
  focus_areas: string[];
  target_company?: string | null;
  writing_style?: WritingStyle | null;
}

export interface PlaybookSection {
  heading: string;
  bullets: string[];
}

/** The playbook body; the server adds id and pdf_url when it stores one. */
export interface Playbook {
  title: string;
  summary: string;
  filename: string;
  sections: PlaybookSection[];
  resources: string[];
}

/** Async so an LLM-backed writer can share the interface; the default writer is pure and deterministic. */
export interface PlaybookWriter {
  generate(request: PlaybookRequest): Promise<Playbook>;
  /** Which focus areas fit the role, before generating (see writer.ts checkFocusAreas). */
  checkFocus(role: string, focusAreas: readonly string[]): import("./writer").FocusCheck;
}
