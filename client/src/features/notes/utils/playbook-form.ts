import type { ExperienceLevel, PlaybookRequest, WritingStyle } from "../../../api/generated/model";
import { DEFAULT_ROLE, DEFAULT_TOPICS } from "./topics";

export const EXPERIENCE_LEVEL_OPTIONS: ReadonlyArray<{ value: ExperienceLevel; label: string }> = [
  { value: "entry", label: "Entry level" },
  { value: "mid", label: "Mid level" },
  { value: "senior", label: "Senior" },
  { value: "lead", label: "Lead" },
];

export const TONE_OPTIONS: ReadonlyArray<{ value: WritingStyle; label: string; hint: string }> = [
  { value: "concise", label: "Concise", hint: "Short, scannable fragments." },
  { value: "friendly", label: "Friendly", hint: "Warm, second-person sentences." },
  { value: "detailed", label: "Detailed", hint: "Reasons and answering tips added." },
  { value: "coach-like", label: "Coach-like", hint: "Self-checks, challenges and encouragement." },
];

export interface PlaybookFormValues {
  role: string;
  experienceLevel: ExperienceLevel;
  company: string;
  topics: string[];
  tone: WritingStyle;
}

export const INITIAL_FORM: PlaybookFormValues = {
  role: DEFAULT_ROLE,
  experienceLevel: "mid",
  company: "",
  topics: [...DEFAULT_TOPICS],
  tone: "concise",
};

export const ROLE_REQUIRED = "Please enter a target role.";

const sameTopics = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t.toLocaleLowerCase() === b[i]!.toLocaleLowerCase());

/**
 * A new target role. The default focus areas belong to the default role only: while they are still the
 * untouched defaults, they leave when the role changes (a Nurse playbook has no product-strategy deep
 * dive) and come back if the role returns to the default.
 */
export function withRole(values: PlaybookFormValues, role: string): PlaybookFormValues {
  const isDefaultRole = (r: string) => r.trim().toLocaleLowerCase() === DEFAULT_ROLE.toLocaleLowerCase();
  if (!isDefaultRole(role) && sameTopics(values.topics, DEFAULT_TOPICS)) return { ...values, role, topics: [] };
  if (isDefaultRole(role) && values.topics.length === 0) return { ...values, role, topics: [...DEFAULT_TOPICS] };
  return { ...values, role };
}

/** The form's only rule before sending (SPEC section 5): a target role. Returns the message, or null when valid. */
export function validateForm(values: PlaybookFormValues): string | null {
  return values.role.trim() ? null : ROLE_REQUIRED;
}

/** The request body (SPEC section 3); a blank company is left out rather than sent empty. */
export function toPlaybookRequest(values: PlaybookFormValues): PlaybookRequest {
  const company = values.company.trim();
  return {
    role: values.role.trim().replace(/\s+/g, " "),
    experience_level: values.experienceLevel,
    focus_areas: [...values.topics],
    ...(company ? { target_company: company } : {}),
    writing_style: values.tone,
  };
}
