import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { PORTALS, type PortalId } from "../../engines/portals/types";
import type { Schemas } from "../../http/operations";
import type { AutoApplyRepository, ApplicationRow, ConsentRow, RunRow, RunTrigger, ScreeningRow, SettingsRow } from "./auto-apply-repository";
import type { RunSummary } from "./auto-apply-runner";

/** The version of the fixed consent text the client shows; a client may send the version it displayed. */
export const CONSENT_VERSION = "2026-11";
/**
 * Every version of the consent text ever shown (client/src/features/auto-apply/utils/consent-text.ts). A grant
 * names one of these, so the audit trail always points at wording the user could have read; add the new one here
 * when the text changes.
 */
export const CONSENT_VERSIONS: readonly string[] = [CONSENT_VERSION];

/** SPEC section 9 defaults. */
export const DEFAULT_SETTINGS = { enabled: false, min_match_pct: 75, daily_cap: 10, locations: [] as string[], roles: [] as string[], pause_until: null };

export const MESSAGES = {
  consentRequired: "Please grant consent before enabling Auto-Apply.",
  minMatchRange: "Min match percentage must be between 0 and 100.",
  dailyCapRange: "Daily cap must be a whole number between 1 and 200.",
  runNeedsConsent: "Please grant consent before running Auto-Apply.",
  yearsRange: "Years of experience must be between 0 and 60.",
  runNeedsEnabled: "Auto-Apply is switched off. Enable it and save your settings first.",
  runPaused: "Auto-Apply is paused. Clear 'pause until' and save to run it now.",
  unknownConsentVersion: (version: string) =>
    `Consent text version "${version}" is not one this server knows (current: ${CONSENT_VERSION}). Reload the page to see the current consent text, then grant consent again.`,
};

export interface ConsentDto {
  accepted: boolean;
  granted_at: string | null;
  ip: string | null;
  consent_version: string | null;
}

export interface SettingsDto {
  enabled: boolean;
  min_match_pct: number;
  daily_cap: number;
  portals: Record<PortalId, boolean>;
  locations: string[];
  roles: string[];
  pause_until: string | null;
}

export interface SettingsInput {
  enabled: boolean;
  min_match_pct: number;
  daily_cap: number;
  portals: Partial<Record<PortalId, boolean>>;
  locations: string[];
  roles: string[];
  pause_until: string | null;
}

export interface ApplicationDto {
  id: string;
  job_id: string;
  title: string;
  company: string | null;
  portal: string;
  status: "submitted" | "ready_for_you" | "failed" | "skipped";
  reason: string | null;
  score: number;
  apply_link: string;
  created_at: string;
  applied_at: string | null;
}

export interface RunNowResult {
  status: "queued" | "completed";
  message: string;
  considered: number;
  run?: Schemas["AutoApplyRun"];
  submitted: number;
  ready_for_you: number;
  failed: number;
  skipped: number;
}

export interface AutoApplyServiceDeps {
  repo: AutoApplyRepository;
  logger: Logger;
  /** Runs the user's Auto-Apply in this process (no queue, e.g. API tests and workers off). */
  runInline(userId: string, trigger: RunTrigger): Promise<RunSummary>;
  /** Puts a run on the queue; absent when this process has no queue. Resolves false when it could not be queued. */
  enqueueRun?: (userId: string, trigger: RunTrigger) => Promise<boolean>;
  now?: () => Date;
}

const allPortals = (given: Partial<Record<string, boolean>> = {}): Record<PortalId, boolean> =>
  Object.fromEntries(PORTALS.map((p) => [p, given[p] === true])) as Record<PortalId, boolean>;

/** Trimmed, empties dropped, duplicates (any case) dropped, first spelling kept. */
export function cleanList(items: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.replace(/\s+/g, " ").trim();
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

function consentDto(row: ConsentRow | undefined): ConsentDto {
  if (!row?.accepted) return { accepted: false, granted_at: null, ip: null, consent_version: null };
  return { accepted: true, granted_at: row.granted_at ? row.granted_at.toISOString() : null, ip: row.ip, consent_version: row.consent_version };
}

function settingsDto(row: SettingsRow | undefined, consentAccepted: boolean): SettingsDto {
  if (!row) return { ...DEFAULT_SETTINGS, portals: allPortals() };
  return {
    // The server never reports Auto-Apply as on without consent (SPEC section 4).
    enabled: row.enabled && consentAccepted,
    min_match_pct: Number(row.min_match_pct),
    daily_cap: row.daily_cap,
    portals: allPortals(row.portals),
    locations: row.locations ?? [],
    roles: row.roles ?? [],
    pause_until: row.pause_until ? row.pause_until.toISOString() : null,
  };
}

export function isActive(consent: ConsentRow | undefined, settings: SettingsRow | undefined, now: Date): boolean {
  return Boolean(consent?.accepted && settings?.enabled && (!settings.pause_until || settings.pause_until <= now));
}

export function createAutoApplyService(deps: AutoApplyServiceDeps) {
  const { repo, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function queueRun(userId: string, trigger: RunTrigger): Promise<boolean> {
    if (!deps.enqueueRun) return false;
    try {
      return await deps.enqueueRun(userId, trigger);
    } catch (err) {
      logger.error({ err, userId }, "could not queue an Auto-Apply run");
      return false;
    }
  }

  return {
    async getConsent(userId: string): Promise<ConsentDto> {
      return consentDto(await repo.getConsent(userId));
    },

    /** Grant records ip, time and text version; revoke switches Auto-Apply off in the same transaction. Both are kept in the audit trail. */
    async updateConsent(userId: string, input: { accept: boolean; consent_version?: string }, ip: string | null): Promise<ConsentDto> {
      const version = input.consent_version?.trim() || CONSENT_VERSION;
      // Only a grant records a version; a revoke must never be refused.
      if (input.accept && !CONSENT_VERSIONS.includes(version)) {
        throw new AppError(422, MESSAGES.unknownConsentVersion(version), {
          errors: [{ path: "/body/consent_version", message: `must be one of: ${CONSENT_VERSIONS.join(", ")}` }],
        });
      }
      const saved = await repo.transaction(async (trx) => {
        await repo.lockConsent(userId, trx);
        if (input.accept) {
          const row = await repo.saveConsent({ user_id: userId, accepted: true, granted_at: now(), ip, consent_version: version }, trx);
          await repo.addConsentEvent({ userId, action: "grant", ip, consentVersion: version }, trx);
          return row;
        }
        const row = await repo.saveConsent({ user_id: userId, accepted: false, granted_at: null, ip: null, consent_version: null }, trx);
        await repo.disable(userId, trx);
        await repo.addConsentEvent({ userId, action: "revoke", ip, consentVersion: null }, trx);
        return row;
      });
      logger.info({ userId, accepted: input.accept, consentVersion: input.accept ? version : null }, "auto-apply consent changed");
      return consentDto(saved);
    },

    async getSettings(userId: string): Promise<SettingsDto> {
      const [settings, consent] = await Promise.all([repo.getSettings(userId), repo.getConsent(userId)]);
      return settingsDto(settings, Boolean(consent?.accepted));
    },

    async saveSettings(userId: string, input: SettingsInput): Promise<SettingsDto> {
      if (!(input.min_match_pct >= 0 && input.min_match_pct <= 100)) throw new AppError(422, MESSAGES.minMatchRange, { errors: [{ path: "/body/min_match_pct", message: "must be between 0 and 100" }] });
      if (!(Number.isInteger(input.daily_cap) && input.daily_cap >= 1 && input.daily_cap <= 200)) {
        throw new AppError(422, MESSAGES.dailyCapRange, { errors: [{ path: "/body/daily_cap", message: "must be a whole number between 1 and 200" }] });
      }
      const pauseUntil = input.pause_until ? new Date(input.pause_until) : null;
      const saved = await repo.transaction(async (trx) => {
        const consent = await repo.lockConsent(userId, trx);
        if (input.enabled && !consent?.accepted) throw new AppError(422, MESSAGES.consentRequired);
        const row = await repo.saveSettings(
          userId,
          {
            enabled: input.enabled,
            min_match_pct: input.min_match_pct,
            daily_cap: input.daily_cap,
            portals: allPortals(input.portals),
            locations: cleanList(input.locations),
            roles: cleanList(input.roles),
            pause_until: pauseUntil,
          },
          trx,
        );
        return { row, consent };
      });
      // After commit: on PGlite a send inside the transaction would wait for the transaction to end, a deadlock.
      if (isActive(saved.consent, saved.row, now())) await queueRun(userId, "settings");
      return settingsDto(saved.row, Boolean(saved.consent?.accepted));
    },

    async listApplications(userId: string, limit: number): Promise<{ applications: ApplicationDto[]; last_run_at: string | null; latest_run?: Schemas["AutoApplyRun"] }> {
      const [rows, settings, runs] = await Promise.all([repo.list(userId, limit), repo.getSettings(userId), repo.runs(userId, 1)]);
      return {
        applications: rows.map(applicationDto),
        last_run_at: settings?.last_run_at ? settings.last_run_at.toISOString() : null,
        ...(runs[0] ? { latest_run: runDto(runs[0]) } : {}),
      };
    },

    async listRuns(userId: string, limit: number): Promise<Schemas["AutoApplyRunList"]> {
      return { runs: (await repo.runs(userId, limit)).map(runDto) };
    },

    async getScreening(userId: string): Promise<Schemas["ScreeningProfile"]> {
      return screeningDto(await repo.screening(userId));
    },

    async saveScreening(userId: string, input: Schemas["ScreeningProfile"]): Promise<Schemas["ScreeningProfile"]> {
      const years = input.years_of_experience;
      if (years !== null && years !== undefined && !(years >= 0 && years <= 60)) {
        throw new AppError(422, MESSAGES.yearsRange, { errors: [{ path: "/body/years_of_experience", message: "must be between 0 and 60" }] });
      }
      const text = (v: string | null | undefined) => {
        const t = (v ?? "").replace(/\s+/g, " ").trim();
        return t ? t : null;
      };
      const money = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(v * 100) / 100);
      const row = await repo.saveScreening({
        user_id: userId,
        notice_period: text(input.notice_period),
        current_ctc_lpa: money(input.current_ctc_lpa),
        expected_ctc_lpa: money(input.expected_ctc_lpa),
        years_of_experience: years === null || years === undefined ? null : Math.round(years * 10) / 10,
        work_authorisation: text(input.work_authorisation),
        willing_to_relocate: input.willing_to_relocate ?? null,
      });
      return screeningDto(row);
    },

    /** On demand: queued when this process has a queue, otherwise run here and summarised. */
    async runNow(userId: string): Promise<RunNowResult> {
      const [consent, settings] = await Promise.all([repo.getConsent(userId), repo.getSettings(userId)]);
      if (!consent?.accepted) throw new AppError(422, MESSAGES.runNeedsConsent);
      if (!settings?.enabled) throw new AppError(422, MESSAGES.runNeedsEnabled);
      if (settings.pause_until && settings.pause_until > now()) throw new AppError(422, MESSAGES.runPaused);
      if (deps.enqueueRun && (await queueRun(userId, "manual"))) {
        return { status: "queued", message: "Auto-Apply is running. Results appear in the log below as they come in.", considered: 0, submitted: 0, ready_for_you: 0, failed: 0, skipped: 0 };
      }
      const summary = await deps.runInline(userId, "manual");
      const run = summary.runId ? await repo.run(userId, summary.runId) : undefined;
      return { status: "completed", message: summary.message, considered: summary.considered, ...summary.counts, ...(run ? { run: runDto(run) } : {}) };
    },
  };
}

function applicationDto(row: ApplicationRow): ApplicationDto {
  return {
    id: row.id,
    job_id: row.job_id,
    title: row.title,
    company: row.company,
    portal: row.portal,
    status: row.status as ApplicationDto["status"],
    reason: row.reason,
    score: Number(row.score),
    apply_link: row.apply_link,
    created_at: row.created_at.toISOString(),
    applied_at: row.applied_at ? new Date(row.applied_at).toISOString() : null,
  };
}

export function runDto(row: RunRow): Schemas["AutoApplyRun"] {
  const skips = (typeof row.skips === "string" ? JSON.parse(row.skips) : row.skips) as RunRow["skips"];
  return {
    id: row.id,
    trigger: row.trigger,
    // A run still going reads as completed so far; finished_at null says it is not over.
    outcome: row.outcome === "running" ? "completed" : row.outcome,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
    considered: row.considered,
    submitted: row.submitted,
    ready_for_you: row.ready_for_you,
    failed: row.failed,
    skipped: row.skipped,
    message: row.message || "Auto-Apply is looking at new postings…",
    hint: row.hint,
    skips: skips ?? [],
  };
}

export function screeningDto(row: ScreeningRow | undefined): Schemas["ScreeningProfile"] {
  const num = (v: number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    notice_period: row?.notice_period ?? null,
    current_ctc_lpa: num(row?.current_ctc_lpa),
    expected_ctc_lpa: num(row?.expected_ctc_lpa),
    years_of_experience: num(row?.years_of_experience),
    work_authorisation: row?.work_authorisation ?? null,
    willing_to_relocate: row?.willing_to_relocate ?? null,
  };
}

export type AutoApplyService = ReturnType<typeof createAutoApplyService>;
