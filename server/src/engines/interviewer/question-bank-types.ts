import type { QuestionKind, Seniority } from "./interviewer";

// Question bank data shapes. Templates may use {skill}, {company}, {role} and {resume_item};
// a template that names a placeholder is only used when the setup can fill it.
export interface QuestionTemplate {
  id: string;
  kind: QuestionKind;
  topic: string;
  text: string;
  /** What a good answer should touch; alternatives separated by "|". */
  concepts: string[];
  /** Restrict to these seniorities (default: all). */
  seniority?: Seniority[];
}

export interface RoleFamily {
  id: string;
  label: string;
  /** The role families (server/src/engines/roles) whose interviews this bank runs; each family has at most one bank. */
  families: string[];
  /** Domain terms: evidence that an answer is about this job at all (off-topic check). */
  vocabulary: string[];
  /** Named tools/methods that count as specific evidence. */
  tools: string[];
  questions: QuestionTemplate[];
}

export function behavioural(id: string, topic: string, text: string, concepts: string[], seniority?: Seniority[]): QuestionTemplate {
  return { id, kind: "behavioural", topic, text, concepts, ...(seniority ? { seniority } : {}) };
}

export function technical(id: string, topic: string, text: string, concepts: string[], seniority?: Seniority[]): QuestionTemplate {
  return { id, kind: "technical", topic, text, concepts, ...(seniority ? { seniority } : {}) };
}

export function situational(id: string, topic: string, text: string, concepts: string[], seniority?: Seniority[]): QuestionTemplate {
  return { id, kind: "situational", topic, text, concepts, ...(seniority ? { seniority } : {}) };
}

export function leadership(id: string, topic: string, text: string, concepts: string[]): QuestionTemplate {
  return { id, kind: "leadership", topic, text, concepts, seniority: ["senior"] };
}
