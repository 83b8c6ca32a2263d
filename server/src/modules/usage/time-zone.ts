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
export function timeZoneFromRequest(req: Pick<Request, "get">): string | null {
  return canonicalTimeZone(req.get("x-time-zone"));
}

// Building an Intl.DateTimeFormat costs a third of a millisecond; one per time zone is kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      format = dayFormat(DEFAULT_TIME_ZONE);
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The user's local date (YYYY-MM-DD) and month (YYYY-MM) in their time zone. */
export function localPeriods(timeZone: string, now = new Date()): { day: string; month: string } {
  const day = dayFormat(timeZone).format(now);
  return { day, month: day.slice(0, 7) };
}

/**
 * The account's time zone: the zone in effect, and a reported change waiting for the local day it was reported
 * on (in the zone in effect) to end. Quota periods are the local date and month, so a change that took effect at
 * once could move "today" back to a date whose counter is unused; waiting for the day to end means a change never
 * gives a fresh counter in the middle of one.
 */
export interface AccountTimeZone {
  time_zone: string;
  pending_time_zone: string | null;
  pending_time_zone_day: string | null;
}

/** The zone in effect at `now`: the pending one once its day has ended. */
export function zoneInEffect(tz: AccountTimeZone, now = new Date()): string {
  if (tz.pending_time_zone && tz.pending_time_zone_day && localPeriods(tz.time_zone, now).day > tz.pending_time_zone_day) return tz.pending_time_zone;
  return tz.time_zone;
}

/**
 * What the account's zone becomes when a client reports `reported` at `now`. An account that has counted nothing
 * yet takes it at once (its first use); otherwise it waits for the end of today in the zone in effect. Reporting
 * the zone in effect again cancels a waiting change. Returns null when nothing changes.
 */
export function reportTimeZone(tz: AccountTimeZone, reported: string, hasUsage: boolean, now = new Date()): AccountTimeZone | null {
  const zone = zoneInEffect(tz, now);
  const pending = zone === tz.time_zone ? tz.pending_time_zone : null;
  const pendingDay = pending ? tz.pending_time_zone_day : null;
  let next: AccountTimeZone;
  if (!hasUsage) next = { time_zone: reported, pending_time_zone: null, pending_time_zone_day: null };
  else if (reported === zone) next = { time_zone: zone, pending_time_zone: null, pending_time_zone_day: null };
  else if (reported === pending) next = { time_zone: zone, pending_time_zone: pending, pending_time_zone_day: pendingDay };
  else next = { time_zone: zone, pending_time_zone: reported, pending_time_zone_day: localPeriods(zone, now).day };
  const same = next.time_zone === tz.time_zone && next.pending_time_zone === tz.pending_time_zone && next.pending_time_zone_day === tz.pending_time_zone_day;
  return same ? null : next;
}
