/** Pure helpers for how a run explains itself. */
import type { AutoApplyConsent, AutoApplyRun, AutoApplySettings, AutoApplySkipReason } from "../../../api/generated/model";

export const SKIP_LABEL: Record<AutoApplySkipReason, string> = {
  portal_off: "Portal switched off",
  outside_roles: "Outside your roles",
  outside_locations: "Outside your locations",
  below_min_match: "Below min match",
  company_cooldown: "Already applied to that company",
  daily_cap: "Over the daily cap",
  deferred: "Left for the next run",
};

export const TRIGGER_LABEL: Record<AutoApplyRun["trigger"], string> = { manual: "Run now", schedule: "Scheduled", settings: "After saving settings" };

/** The run's counts in one line: "Looked at 8 new postings · 2 ready for you · 6 skipped". */
export function runCounts(run: Pick<AutoApplyRun, "considered" | "submitted" | "ready_for_you" | "failed" | "skipped">): string {
  const parts = [`Looked at ${run.considered.toLocaleString("en-IN")} new posting${run.considered === 1 ? "" : "s"}`];
  if (run.submitted) parts.push(`${run.submitted} submitted`);
  if (run.ready_for_you) parts.push(`${run.ready_for_you} ready for you`);
  if (run.failed) parts.push(`${run.failed} failed`);
  parts.push(`${run.skipped.toLocaleString("en-IN")} skipped`);
  return parts.join(" · ");
}

export type LogState =
  | { kind: "needs_consent" }
  | { kind: "switched_off" }
  | { kind: "paused"; until: string }
  | { kind: "not_run" }
  | { kind: "ran"; run: AutoApplyRun };

/** What the empty log should say, from the saved state (not the unsaved form). */
export function logState(consent: Pick<AutoApplyConsent, "accepted">, settings: Pick<AutoApplySettings, "enabled" | "pause_until">, latestRun: AutoApplyRun | undefined, now = Date.now()): LogState {
  if (latestRun) return { kind: "ran", run: latestRun };
  if (!consent.accepted) return { kind: "needs_consent" };
  if (!settings.enabled) return { kind: "switched_off" };
  if (settings.pause_until && Date.parse(settings.pause_until) > now) return { kind: "paused", until: settings.pause_until };
  return { kind: "not_run" };
}

/** Auto-Apply may run: consent granted, switched on, not paused. Banners about a running Auto-Apply show only then. */
export function isRunning(consent: Pick<AutoApplyConsent, "accepted">, settings: Pick<AutoApplySettings, "enabled" | "pause_until">, now = Date.now()): boolean {
  return consent.accepted && settings.enabled && !(settings.pause_until && Date.parse(settings.pause_until) > now);
}
