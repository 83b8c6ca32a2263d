import type { Subscription, UsageCounter } from "../api/generated/model";

export interface UsageMeter {
  key: "jobMatches" | "resumeScores" | "mockInterviews" | "resumeBuilds" | "voiceSeconds";
  label: string;
  period: "today" | "this month";
  used: number;
  /** null = unlimited. */
  limit: number | null;
  /** 0–100, for the bar; 0 when unlimited. */
  percent: number;
  /** '2 of 3 used', '4 used · Unlimited', 'Not included in your plan'; voice in minutes: '12 of 30 min used'. */
  text: string;
  /** How full it is: calm below 70 %, warning from 70 %, full at the limit. */
  tone: "ok" | "warning" | "full" | "unlimited" | "none";
  /** What `used` and `limit` count: uses, or minutes (voice practice is counted in seconds and shown in minutes). */
  unit: "uses" | "minutes";
}

const METERS: Array<Pick<UsageMeter, "label" | "period"> & { key: Exclude<UsageMeter["key"], "voiceSeconds"> }> = [
  { key: "jobMatches", label: "Job matches", period: "today" },
  { key: "resumeScores", label: "Resume scores", period: "today" },
  { key: "mockInterviews", label: "Mock interviews", period: "this month" },
  { key: "resumeBuilds", label: "Resume builds", period: "this month" },
];

export function meterFor(counter: Pick<UsageCounter, "count" | "limit"> | undefined): Pick<UsageMeter, "used" | "limit" | "percent" | "text" | "tone" | "unit"> {
  const used = Math.max(0, counter?.count ?? 0);
  const limit = counter?.limit ?? null;
  if (limit === null) return { used, limit, percent: 0, text: `${used} used · Unlimited`, tone: "unlimited", unit: "uses" };
  if (limit <= 0) return { used, limit, percent: 100, text: "Not included in your plan", tone: "none", unit: "uses" };
  const { percent, tone } = fill(used, limit);
  return { used, limit, percent, text: `${Math.min(used, limit)} of ${limit} used`, tone, unit: "uses" };
}

/** How full a limited counter is, for the bar: calm below 70 %, warning from 70 %, full at the limit. */
function fill(used: number, limit: number): Pick<UsageMeter, "percent" | "tone"> {
  const percent = Math.min(100, Math.round((used / limit) * 100));
  return { percent, tone: used >= limit ? "full" : percent >= 70 ? "warning" : "ok" };
}

/**
 * Today's voice practice, counted in seconds on the server, in whole minutes: a started minute shows as used (so
 * 30 minutes never reads as '30 of 30' while seconds are left, the last minute rounds down instead).
 */
export function voiceMeter(counter: Pick<UsageCounter, "count" | "limit"> | undefined): Pick<UsageMeter, "used" | "limit" | "percent" | "text" | "tone" | "unit"> {
  const seconds = Math.max(0, counter?.count ?? 0);
  const limitSeconds = counter?.limit ?? 0;
  if (limitSeconds <= 0) return { used: 0, limit: 0, percent: 100, text: "Not included in your plan", tone: "none", unit: "minutes" };
  const limit = Math.round(limitSeconds / 60);
  const used = seconds >= limitSeconds ? limit : Math.min(limit - 1, Math.ceil(seconds / 60));
  return { used, limit, ...fill(seconds, limitSeconds), text: `${used} of ${limit} min used`, unit: "minutes" };
}

/**
 * The usage counters of a subscription against the plan's limits (null limit = 'Unlimited'), and today's voice
 * practice minutes when the server reports them.
 */
export function usageMeters(subscription: Pick<Subscription, "usage">): UsageMeter[] {
  const meters: UsageMeter[] = METERS.map((m) => ({ ...m, ...meterFor(subscription.usage[m.key]) }));
  if (subscription.usage.voiceSeconds) meters.push({ key: "voiceSeconds", label: "Voice practice", period: "today", ...voiceMeter(subscription.usage.voiceSeconds) });
  return meters;
}
