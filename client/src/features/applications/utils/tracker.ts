/** Pure helpers for the application tracker: statuses in board order, their look, moves, and formatting. */
import type { TrackedApplication, TrackerStatus } from "../../../api/generated/model";

export const STATUSES: readonly TrackerStatus[] = ["saved", "applied", "interviewing", "offer", "rejected", "withdrawn"];

export const STATUS_LABEL: Record<TrackerStatus, string> = {
  saved: "Saved",
  applied: "Applied",
  interviewing: "Interviewing",
  offer: "Offer",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

export const STATUS_PALETTE: Record<TrackerStatus, string> = {
  saved: "gray",
  applied: "blue",
  interviewing: "purple",
  offer: "green",
  rejected: "red",
  withdrawn: "orange",
};

export const ORIGIN_LABEL = { saved: "Saved from Job Search", auto_apply: "Auto-Apply", manual: "Added by you" } as const;

/** The status one column to the left (-1) or right (+1) on the board, or null at an end. */
export function neighbourStatus(status: TrackerStatus, step: -1 | 1): TrackerStatus | null {
  const i = STATUSES.indexOf(status) + step;
  return i >= 0 && i < STATUSES.length ? STATUSES[i]! : null;
}

/** Applications grouped by status, in board order, each column keeping the list's order. */
export function byStatus(applications: readonly TrackedApplication[]): Record<TrackerStatus, TrackedApplication[]> {
  const out = Object.fromEntries(STATUSES.map((s) => [s, [] as TrackedApplication[]])) as Record<TrackerStatus, TrackedApplication[]>;
  for (const a of applications) out[a.status]?.push(a);
  return out;
}

/** "24 LPA", "12.5 LPA"; empty for none. */
export function formatLpa(value: number | null | undefined): string {
  if (value === null || value === undefined) return "";
  return `${Number.isInteger(value) ? value : value.toFixed(2).replace(/0+$/, "").replace(/\.$/, "")} LPA`;
}

/** A YYYY-MM-DD date (a next step's due date) as people read it, without moving it by time zone. */
export function formatDay(day: string | null | undefined, locale?: string): string {
  if (!day) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

export function formatDate(iso: string | null | undefined, locale?: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" }).format(d);
}

/** Whether a due date is before today (in the user's calendar). */
export function isOverdue(day: string | null | undefined, today: Date = new Date()): boolean {
  if (!day) return false;
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
  return day < local;
}

/** The form's text fields as the PATCH body: blank text becomes null, the CTC a number (or null). */
export interface DetailsForm {
  next_step: string;
  next_step_due: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  salary_lpa: string;
  salary_note: string;
  notes: string;
}

export function detailsFormOf(a: TrackedApplication): DetailsForm {
  return {
    next_step: a.next_step ?? "",
    next_step_due: a.next_step_due ?? "",
    contact_name: a.contact_name ?? "",
    contact_email: a.contact_email ?? "",
    contact_phone: a.contact_phone ?? "",
    salary_lpa: a.salary_lpa === null ? "" : String(a.salary_lpa),
    salary_note: a.salary_note ?? "",
    notes: a.notes,
  };
}

export type DetailsError = { field: keyof DetailsForm; message: string } | null;

/** Checks the form; returns the body to send or the first error. */
export function detailsBody(form: DetailsForm): { body: Record<string, string | number | null> } | { error: NonNullable<DetailsError> } {
  const text = (s: string) => (s.trim() ? s.trim() : null);
  const email = text(form.contact_email);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { error: { field: "contact_email", message: "Contact email must be an email address, like name@company.com." } };
  let salary: number | null = null;
  if (form.salary_lpa.trim()) {
    salary = Number(form.salary_lpa.replace(/,/g, "").trim());
    if (!Number.isFinite(salary) || salary < 0 || salary > 10000) return { error: { field: "salary_lpa", message: "CTC must be a number of lakhs per annum, like 12 or 18.5." } };
  }
  return {
    body: {
      next_step: text(form.next_step),
      next_step_due: text(form.next_step_due),
      contact_name: text(form.contact_name),
      contact_email: email,
      contact_phone: text(form.contact_phone),
      salary_lpa: salary,
      salary_note: text(form.salary_note),
      notes: form.notes.trim(),
    },
  };
}
