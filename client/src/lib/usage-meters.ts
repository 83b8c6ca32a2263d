import type { Subscription, UsageCounter } from "../api/generated/model";

export interface UsageMeter {
  key: "jobMatches" | "resumeScores" | "mockInterviews" | "resumeBuilds";
  label: string;
  period: "today" | "this month";
  used: number;
  /** null = unlimited. */
  limit: number | null;
  /** 0–100, for the bar; 0 when unlimited. */
  percent: number;
  /** '2 of 3 used', '4 used · Unlimited', 'None included'. */
  text: string;
  /** How full it is: calm below 70 %, warning from 70 %, full at the limit. */
  tone: "ok" | "warning" | "full" | "unlimited" | "none";
}

const METERS: Array<Pick<UsageMeter, "key" | "label" | "period">> = [
  { key: "jobMatches", label: "Job matches", period: "today" },
  { key: "resumeScores", label: "Resume scores", period: "today" },
  { key: "mockInterviews", label: "Mock interviews", period: "this month" },
  { key: "resumeBuilds", label: "Resume builds", period: "this month" },
];

export function meterFor(counter: Pick<UsageCounter, "count" | "limit"> | undefined): Pick<UsageMeter, "used" | "limit" | "percent" | "text" | "tone"> {
  const used = Math.max(0, counter?.count ?? 0);
  const limit = counter?.limit ?? null;
  if (limit === null) return { used, limit, percent: 0, text: `${used} used · Unlimited`, tone: "unlimited" };
  if (limit <= 0) return { used, limit, percent: 100, text: "Not included in your plan", tone: "none" };
  const percent = Math.min(100, Math.round((used / limit) * 100));
  const tone = used >= limit ? "full" : percent >= 70 ? "warning" : "ok";
  return { used, limit, percent, text: `${Math.min(used, limit)} of ${limit} used`, tone };
}

/** The four usage counters of a subscription against the plan's limits (null limit = 'Unlimited'). */
export function usageMeters(subscription: Pick<Subscription, "usage">): UsageMeter[] {
  return METERS.map((m) => ({ ...m, ...meterFor(subscription.usage[m.key]) }));
}
