/** Pure helpers for the applications log: status look, counts for the summary bar, and dates. */
import type { ApplicationStatus, AutoApplyApplication } from "../../../api/generated/model";
import { PORTALS } from "./settings-form";

export interface StatusLook {
  label: string;
  /** Chakra colour palette: submitted green, ready for you blue, failed red, skipped grey. */
  palette: "green" | "blue" | "red" | "gray";
}

export const STATUS_LOOK: Record<ApplicationStatus, StatusLook> = {
  submitted: { label: "Submitted", palette: "green" },
  ready_for_you: { label: "Ready for you", palette: "blue" },
  failed: { label: "Failed", palette: "red" },
  skipped: { label: "Skipped", palette: "gray" },
};

export const STATUS_ORDER: readonly ApplicationStatus[] = ["submitted", "ready_for_you", "failed", "skipped"];

/** A known status's look; anything else the server may add later shows as a grey badge with its own name. */
export function statusLook(status: string): StatusLook {
  return (STATUS_LOOK as Record<string, StatusLook | undefined>)[status] ?? { label: status.replace(/_/g, " "), palette: "gray" };
}

/** How many attempts have each status (all four present, zero when none). */
export function countByStatus(applications: readonly Pick<AutoApplyApplication, "status">[]): Record<ApplicationStatus, number> {
  const counts: Record<ApplicationStatus, number> = { submitted: 0, ready_for_you: 0, failed: 0, skipped: 0 };
  for (const { status } of applications) if (status in counts) counts[status] += 1;
  return counts;
}

/** A portal id as people write it ('successfactors' → 'SuccessFactors'); unknown ids are capitalised. */
export function portalLabel(id: string): string {
  const known = PORTALS.find((p) => p.id === id);
  if (known) return known.label;
  return id ? id.charAt(0).toUpperCase() + id.slice(1) : "Unknown";
}

/** A timestamp for people, in their locale and time zone ('' for null or invalid). */
export function formatDateTime(iso: string | null | undefined, locale?: string, timeZone?: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/** A match score (0–100) as a whole percentage. */
export function formatScore(score: number): string {
  return `${Math.round(Math.min(100, Math.max(0, score)))}%`;
}
