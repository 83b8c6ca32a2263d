/**
 * Pure rules of the Auto-Apply settings form (SPEC sections 3, 4, 5 and 9).
 * The form keeps what the user typed as text; `toSettingsPayload` turns it into the body the server expects.
 */
import type { AutoApplyConsent, AutoApplySettings, Portals } from "../../../api/generated/model";

export type PortalId = keyof Portals;

/** The seven portals of SPEC section 3, in display order, all off by default. */
export const PORTALS: ReadonlyArray<{ id: PortalId; label: string }> = [
  { id: "linkedin", label: "LinkedIn" },
  { id: "greenhouse", label: "Greenhouse" },
  { id: "lever", label: "Lever" },
  { id: "workable", label: "Workable" },
  { id: "successfactors", label: "SuccessFactors" },
  { id: "naukri", label: "Naukri" },
  { id: "shine", label: "Shine" },
];

/** SPEC section 9: defaults and the input bounds. */
export const DEFAULTS = { minMatchPct: 75, dailyCap: 10 } as const;
export const MIN_MATCH_BOUNDS = { min: 0, max: 100 } as const;
export const DAILY_CAP_BOUNDS = { min: 1, max: 200 } as const;

/** SPEC sections 5 and 8: the messages this form shows. */
export const MESSAGES = {
  notNumbers: "Min match percentage and daily cap must be numbers.",
  consentRequired: "Please grant consent before enabling Auto-Apply.",
  saved: "Auto-Apply settings saved.",
  saveFailed: "Failed to update settings.",
  loadFailed: "Failed to load Auto-Apply settings.",
} as const;

export interface SettingsFormValues {
  enabled: boolean;
  /** As typed in the number input ('' when empty or not a number). */
  minMatchPct: string;
  dailyCap: string;
  portals: Record<PortalId, boolean>;
  /** Comma separated, as typed. */
  locations: string;
  roles: string;
  /** A `datetime-local` value (yyyy-MM-ddTHH:mm, local time) or ''. */
  pauseUntil: string;
}

/** Every portal present, off unless the server (or the user) said on. */
export function allPortals(given: Portals | undefined = {}): Record<PortalId, boolean> {
  return Object.fromEntries(PORTALS.map(({ id }) => [id, given[id] === true])) as Record<PortalId, boolean>;
}

/** Comma separated text → trimmed items, empties dropped. */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** A list back into the text of its input. */
export function joinList(items: readonly string[] | undefined): string {
  return (items ?? []).join(", ");
}

/** The number a number input holds, or null when it is blank or not a finite number. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A `datetime-local` value (local wall-clock time) → a full ISO timestamp in UTC, or null when blank or invalid. */
export function localInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi, s);
  // new Date rolls 31 February over into March: refuse dates that do not exist.
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date.toISOString();
}

/** An ISO timestamp → the `datetime-local` value for the same instant in local time ('' for null or invalid). */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** SPEC section 4: on load, enabled only when the server says enabled AND consent is accepted. */
export function enabledOnLoad(settings: Pick<AutoApplySettings, "enabled"> | undefined, consent: Pick<AutoApplyConsent, "accepted"> | undefined): boolean {
  return Boolean(settings?.enabled && consent?.accepted);
}

/** The section 9 defaults, as form values. */
export function defaultFormValues(): SettingsFormValues {
  return {
    enabled: false,
    minMatchPct: String(DEFAULTS.minMatchPct),
    dailyCap: String(DEFAULTS.dailyCap),
    portals: allPortals(),
    locations: "",
    roles: "",
    pauseUntil: "",
  };
}

/** The form as the server's settings and consent describe it (on load, after saving, on reset). */
export function formFromServer(settings: AutoApplySettings, consent: Pick<AutoApplyConsent, "accepted"> | undefined): SettingsFormValues {
  return {
    enabled: enabledOnLoad(settings, consent),
    minMatchPct: Number.isFinite(settings.min_match_pct) ? String(settings.min_match_pct) : String(DEFAULTS.minMatchPct),
    dailyCap: Number.isFinite(settings.daily_cap) ? String(settings.daily_cap) : String(DEFAULTS.dailyCap),
    portals: allPortals(settings.portals),
    locations: joinList(settings.locations),
    roles: joinList(settings.roles),
    pauseUntil: isoToLocalInput(settings.pause_until),
  };
}

export type PayloadResult = { ok: true; payload: AutoApplySettings } | { ok: false; message: string };

/**
 * SPEC section 5, on submit: enabling needs consent; both numbers must be numbers (the bounds are the inputs' own
 * and the server's); locations and roles split on commas; pause-until becomes a full ISO timestamp or null.
 */
export function toSettingsPayload(values: SettingsFormValues, consentAccepted: boolean): PayloadResult {
  if (values.enabled && !consentAccepted) return { ok: false, message: MESSAGES.consentRequired };
  const minMatchPct = parseNumber(values.minMatchPct);
  const dailyCap = parseNumber(values.dailyCap);
  if (minMatchPct === null || dailyCap === null) return { ok: false, message: MESSAGES.notNumbers };
  return {
    ok: true,
    payload: {
      enabled: values.enabled,
      min_match_pct: minMatchPct,
      daily_cap: dailyCap,
      portals: { ...values.portals },
      locations: splitList(values.locations),
      roles: splitList(values.roles),
      pause_until: localInputToIso(values.pauseUntil),
    },
  };
}

/** Whether a typed number lies outside its input's bounds (shown as a hint; the server has the last word). */
export function outOfBounds(text: string, bounds: { min: number; max: number }): boolean {
  const value = parseNumber(text);
  return value !== null && (value < bounds.min || value > bounds.max);
}
