// Pure rules of the Interview AI screen (SPEC sections 2, 5 and 9). No React, no network.

/** SPEC section 9: the default role for interviews. */
export const DEFAULT_ROLE = "Performance Marketing Manager";

/** SPEC section 9: seniority options, default mid. */
export const SENIORITY_OPTIONS = [
  { value: "junior", label: "Junior" },
  { value: "mid", label: "Mid" },
  { value: "senior", label: "Senior" },
] as const;
export type SeniorityValue = (typeof SENIORITY_OPTIONS)[number]["value"];
export const DEFAULT_SENIORITY: SeniorityValue = "mid";

/** SPEC section 7: the style the start call sends. */
export const INTERVIEW_STYLE = "behavioral+technical";

/** What the question box shows once the server has no next question (SPEC section 4). */
export const FINISHED_QUESTION = "(finished)";

/** SPEC section 5: skills are split on commas, trimmed, blanks removed. */
export function splitSkills(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** SPEC section 5: an answer must be non-blank to be submitted. */
export function isBlankAnswer(answer: string): boolean {
  return answer.trim().length === 0;
}

export type ScoreBand = "green" | "yellow" | "red";

/** SPEC section 9: green at 8 or more, yellow at 6 or more, red below 6. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 8) return "green";
  if (score >= 6) return "yellow";
  return "red";
}

/**
 * The toast type for an answer's feedback: success in the green band, info in the yellow band, warning below.
 * A low score is coaching, not an app failure, so it never uses the error type.
 */
export function toastTypeFor(score: number): "success" | "info" | "warning" {
  const band = scoreBand(score);
  return band === "green" ? "success" : band === "yellow" ? "info" : "warning";
}

/** A score as people read it: whole numbers without decimals, others to one decimal (7, 7.5). */
export function formatScore(score: number): string {
  const rounded = Math.round(score * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** SPEC section 2: the toast after each answer reads 'Feedback • Score N/10'. */
export function feedbackToastTitle(score: number): string {
  return `Feedback • Score ${formatScore(score)}/10`;
}

/** The mean of the answer scores so far, to one decimal; null before the first answer. */
export function runningAverage(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const mean = scores.reduce((sum, s) => sum + s, 0) / scores.length;
  return Math.round(mean * 10) / 10;
}

/** The header's 'N/10' text; a dash before the first answer. */
export function formatAverage(average: number | null): string {
  return average === null ? "–/10" : `${average.toFixed(1)}/10`;
}

const SECTION_LABELS: Record<string, string> = {
  communication: "Communication",
  structure: "Structure",
  role_knowledge: "Role knowledge",
  impact_evidence: "Impact & evidence",
  confidence: "Confidence",
};
const SECTION_ORDER = Object.keys(SECTION_LABELS);

/** A section key as a readable name: known keys by the table, others sentence-cased ('team_fit' → 'Team fit'). */
export function sectionLabel(key: string): string {
  const known = SECTION_LABELS[key];
  if (known) return known;
  const words = key.replace(/[_-]+/g, " ").trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

export interface SectionScore {
  key: string;
  label: string;
  /** 0–10, clamped. */
  score: number;
}

/** The section map as chart rows: the five known sections in a fixed order, any others after them by name. */
export function sectionRows(sections: Record<string, number>): SectionScore[] {
  const rank = (key: string) => {
    const i = SECTION_ORDER.indexOf(key);
    return i === -1 ? SECTION_ORDER.length : i;
  };
  return Object.entries(sections)
    .filter(([, v]) => typeof v === "number" && Number.isFinite(v))
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, score]) => ({ key, label: sectionLabel(key), score: Math.min(10, Math.max(0, score)) }));
}

/** Seconds as m:ss (a countdown clock); negative values show 0:00. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

/** Words in an answer. */
export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** About 130 spoken words a minute: how long an answer takes to say, in whole seconds. */
export function speakingSeconds(words: number): number {
  return Math.round((words / 130) * 60);
}

/** How an answer's length compares with the 60–120 second target. */
export function lengthHint(words: number): "empty" | "short" | "good" | "long" {
  if (words === 0) return "empty";
  const seconds = speakingSeconds(words);
  if (seconds < 60) return "short";
  if (seconds <= 120) return "good";
  return "long";
}

/** How far the interview is: follow-up questions can take it past the planned number of main questions. */
export function progressText(answered: number, planned: number): string {
  // A server that does not say how many questions it plans (SPEC section 3 has no count): just the answers.
  if (planned <= 0) return `${answered} ${answered === 1 ? "question" : "questions"} answered`;
  if (answered <= planned) return `${answered} of ${planned} questions answered`;
  return `${answered} answered (${planned} planned, plus follow-ups)`;
}
