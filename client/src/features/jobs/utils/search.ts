import type { Job, JobSearchResponse, SearchJobsParams, Subscription, UsageQuota } from "../../../api/generated/model";
import { planDisplayName } from "../../../config/plans";
import { cleanKeywords, NO_KEYWORDS_MESSAGE } from "../../../../../common/keywords";

/** SPEC section 5: a blank location searches 'Remote'. */
export const DEFAULT_LOCATION = "Remote";
/** SPEC section 9: the job search asks for one page. */
export const MAX_PAGES = 1;

export type SearchRequest = { ok: true; params: SearchJobsParams; keywords: string[] } | { ok: false; error: string };

/** The search call of SPEC section 7 (comma-joined keywords, location, max_pages=1), or the section 5 validation message. */
export function buildSearch(keywords: readonly string[], location: string): SearchRequest {
  const cleaned = cleanKeywords(keywords);
  if (cleaned.length === 0) return { ok: false, error: NO_KEYWORDS_MESSAGE };
  return { ok: true, keywords: cleaned, params: { query: cleaned.join(","), location: location.trim() || DEFAULT_LOCATION, max_pages: MAX_PAGES } };
}

/** SPEC section 3: the search answer holds `jobs` or `job_matches` (servers other than Hirewise use the second). */
export function jobsFromSearch(response: JobSearchResponse & { job_matches?: unknown }): Job[] {
  if (Array.isArray(response.jobs)) return response.jobs;
  return Array.isArray(response.job_matches) ? (response.job_matches as Job[]) : [];
}

/** SPEC section 8, the daily job limit. */
export function dailyLimitMessage(plan: string): string {
  return `Daily job match limit reached on the ${plan} plan. Upgrade to unlock more matches.`;
}

/** SPEC section 8, partial results. */
export function partialResultsMessage(shown: number, hidden: number): string {
  return `Showing the top ${shown} matches. Upgrade to unlock ${hidden} more results today.`;
}

/** The quota the workspace shows: the last search's, else the subscription's job-match counter. */
export interface MatchQuota {
  plan: string;
  limit: number | null;
  used: number;
  remaining: number | null;
}

export function quotaFromSearch(quota: UsageQuota): MatchQuota {
  return { plan: planDisplayName(quota.plan), limit: quota.daily_limit, used: quota.used_today, remaining: quota.remaining_today };
}

export function quotaFromSubscription(subscription: Subscription, today: string): MatchQuota {
  const counter = subscription.usage.jobMatches;
  // A counter from an earlier day has reset (SPEC section 4).
  const used = counter.date && counter.date !== today ? 0 : counter.count;
  const limit = counter.limit;
  return { plan: planDisplayName(subscription.planId), limit, used, remaining: limit === null ? null : Math.max(0, limit - used) };
}

/** The user's local date as YYYY-MM-DD. */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The left panel's note of matches remaining today. */
export function remainingNote(quota: MatchQuota | null): string {
  if (!quota) return "Checking your matches for today...";
  if (quota.limit === null) return `Unlimited matches today on the ${quota.plan} plan.`;
  const left = quota.remaining ?? 0;
  return `${left} ${left === 1 ? "match" : "matches"} remaining today on the ${quota.plan} plan.`;
}

/** The right panel's quota label. */
export function quotaLabel(quota: MatchQuota | null): string {
  if (!quota) return "";
  if (quota.limit === null) return `${quota.plan} · unlimited`;
  return `${quota.plan} · ${quota.used}/${quota.limit} used today`;
}

/** The result counter: every result, or how many the work-mode filter leaves. */
export function resultCounter(shown: number, total: number): string {
  const noun = (n: number) => (n === 1 ? "match" : "matches");
  if (shown === total) return `${total} ${noun(total)}`;
  return `${shown} of ${total} ${noun(total)}`;
}

/** Whether the daily limit is used up. */
export function isLimited(quota: MatchQuota | null): boolean {
  return quota !== null && quota.limit !== null && (quota.remaining ?? 0) <= 0;
}
