import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { PORTALS, type PortalId } from "../../engines/portals/types";
import type { AutoApplyRepository, ApplicationRow, ConsentRow, SettingsRow } from "./auto-apply-repository";
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
  submitted: number;
  ready_for_you: number;
  failed: number;
  skipped: number;
}

export interface AutoApplyServiceDeps {
  repo: AutoApplyRepository;
  logger: Logger;
  /** Runs the user's Auto-Apply in this process (no queue, e.g. API tests and workers off). */
  runInline(userId: string): Promise<RunSummary>;
  /** Puts a run on the queue; absent when this process has no queue. Resolves false when it could not be queued. */
  enqueueRun?: (userId: string) => Promise<boolean>;
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

  async function queueRun(userId: string): Promise<boolean> {
    if (!deps.enqueueRun) return false;
    try {
      return await deps.enqueueRun(userId);
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
      // After commit: with PGlite's single connection a send inside the transaction would deadlock.
      if (isActive(saved.consent, saved.row, now())) await queueRun(userId);
      return settingsDto(saved.row, Boolean(saved.consent?.accepted));
    },

    async listApplications(userId: string, limit: number): Promise<{ applications: ApplicationDto[]; last_run_at: string | null }> {
      const [rows, settings] = await Promise.all([repo.list(userId, limit), repo.getSettings(userId)]);
      return { applications: rows.map(applicationDto), last_run_at: settings?.last_run_at ? settings.last_run_at.toISOString() : null };
    },

    /** On demand: queued when this process has a queue, otherwise run here and summarised. */
    async runNow(userId: string): Promise<RunNowResult> {
      const [consent, settings] = await Promise.all([repo.getConsent(userId), repo.getSettings(userId)]);
      if (!consent?.accepted) throw new AppError(422, MESSAGES.runNeedsConsent);
      if (!settings?.enabled) throw new AppError(422, MESSAGES.runNeedsEnabled);
      if (settings.pause_until && settings.pause_until > now()) throw new AppError(422, MESSAGES.runPaused);
      if (deps.enqueueRun && (await queueRun(userId))) {
        return { status: "queued", message: "Auto-Apply is running. Results appear in the log below as they come in.", submitted: 0, ready_for_you: 0, failed: 0, skipped: 0 };
      }
      const summary = await deps.runInline(userId);
      return { status: "completed", message: summary.message, ...summary.counts };
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

export type AutoApplyService = ReturnType<typeof createAutoApplyService>;
