import type { Request } from "express";

export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/**
 * The IANA name when Intl knows it, else null. Only the letter case is corrected ("america/new_york" →
 * "America/New_York"); a valid alias is kept as sent, since Node's ICU would turn "Asia/Kolkata" into the
 * older "Asia/Calcutta". Offsets such as "+05:30" are refused: they ignore daylight saving.
 */
export function canonicalTimeZone(name: unknown): string | null {
  if (typeof name !== "string") return null;
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(trimmed)) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return resolved.toLowerCase() === trimmed.toLowerCase() ? resolved : trimmed;
}

/** The X-Time-Zone header when it names a real time zone; anything else is ignored. */
export function timeZoneFromRequest(req: Request): string | null {
  return canonicalTimeZone(req.get("x-time-zone"));
}
