import type { Knex } from "knex";
import { isIndexedPlaceSet, parseLocation, placesRegex, REMOTE_KEY } from "../jobs";
import { roleTitleClauses } from "./match-score";
import type { ScreeningProfile } from "../../engines/application-pack/screening";

export interface ConsentRow {
  user_id: string;
  accepted: boolean;
  granted_at: Date | null;
  ip: string | null;
  consent_version: string | null;
}

export interface SettingsRow {
  user_id: string;
  enabled: boolean;
  min_match_pct: number;
  daily_cap: number;
  portals: Record<string, boolean>;
  locations: string[];
  roles: string[];
  pause_until: Date | null;
  last_run_at: Date | null;
}

export type ApplicationStatus = "pending" | "submitted" | "ready_for_you" | "failed" | "skipped";

export interface ApplicationRow {
  id: string;
  user_id: string;
  job_id: string;
  title: string;
  company: string | null;
  company_key: string | null;
  portal: string;
  apply_link: string;
  score: number;
  status: ApplicationStatus;
  reason: string | null;
  retryable: boolean;
  external_ref: string | null;
  attempts: number;
  /** The user marked a "ready for you" posting as applied (in the tracker). */
  applied_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface CandidateRow {
  id: string;
  title: string;
  company: string | null;
  location: string | null;
  description: string;
  work_mode: string;
  skills: string[];
  apply_link: string;
  portal: string;
  apply_meta: Record<string, unknown>;
  posted_at: Date | null;
  /** posted_at to the microsecond (ISO, UTC), for the next page's cursor; a JS Date keeps only milliseconds. */
  cursor_posted_at: string | null;
  /** The user's earlier row for this posting, when it may be tried again (skipped, or failed and retryable). */
  existing_id: string | null;
  existing_status: ApplicationStatus | null;
  existing_created_at: Date | null;
}

export interface NewApplication {
  userId: string;
  jobId: string;
  title: string;
  company: string | null;
  portal: string;
  applyLink: string;
  score: number;
}

/** Which postings a run looks at: on these portals, and (when set) fitting the roles and locations. */
export interface CandidateFilter {
  portals: string[];
  roles: string[];
  locations: string[];
}

/** Where the previous page ended (its last row), in the candidates' order. */
export interface CandidateCursor {
  postedAt: string | null;
  id: string;
}

export interface CandidatePage {
  limit: number;
  after?: CandidateCursor | null;
  /** Only postings whose earlier attempt failed and may be retried (what is left to do once the cap is used). */
  retriesOnly?: boolean;
}

const likeAny = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The roles and locations as SQL over job_postings `p`, so a run reads only postings that can fit them. Both are
 * at least as wide as matchesAnyRole / matchesAnyLocation, which still decide on every row.
 */
function preferenceFilters(filter: CandidateFilter): Array<{ sql: string; bindings: unknown[] }> {
  const out: Array<{ sql: string; bindings: unknown[] }> = [];
  const clauses = roleTitleClauses(filter.roles);
  if (clauses?.length) {
    const bindings: unknown[] = [];
    // LIKE on lower(title) can use the title's trigram index.
    const contains = (word: string) => {
      bindings.push(likeAny(word));
      return "lower(p.title) LIKE ?";
    };
    const sql = clauses.map((groups) => `(${groups.map((g) => `(${g.map(contains).join(" OR ")})`).join(" AND ")})`).join(" OR ");
    out.push({ sql: `(${sql})`, bindings });
  }
  const places = filter.locations.map(parseLocation);
  if (places.length && !places.some((f) => f.kind === "any")) {
    const bindings: unknown[] = [];
    const parts = places.map((f) => {
      // Rows written by the repository carry their keys; the work mode and the whole-word pattern also find rows
      // inserted without them, so the SQL never drops what matchesAnyLocation keeps.
      if (f.kind === "remote") {
        bindings.push([REMOTE_KEY]);
        return "(p.place_keys @> ?::text[] OR p.work_mode = 'remote')";
      }
      if (f.kind !== "places") return "TRUE";
      if (isIndexedPlaceSet(f.names)) {
        bindings.push(f.names, placesRegex(f.names));
        return "(p.place_keys && ?::text[] OR lower(p.location) ~ ?)";
      }
      bindings.push(placesRegex(f.names));
      return "lower(p.location) ~ ?";
    });
    out.push({ sql: `(${parts.join(" OR ")})`, bindings });
  }
  return out;
}

const companyKey = (company: string | null) => (company ? company.trim().toLowerCase() || null : null);

/** The roles part and the locations part of preferenceFilters (each null when it does not narrow). */
function preferenceParts(filter: CandidateFilter): [{ sql: string; bindings: unknown[] } | null, { sql: string; bindings: unknown[] } | null] {
  const roles = preferenceFilters({ ...filter, locations: [] })[0] ?? null;
  const locations = preferenceFilters({ ...filter, roles: [] })[0] ?? null;
  return [roles, locations];
}

/** Postings the user has not been through yet (as candidatePostings reads them), over job_postings `p`. */
function newPostings(trx: Knex, userId: string): Knex.QueryBuilder {
  return trx("job_postings as p")
    .leftJoin("auto_apply_applications as a", (j) => j.on("a.job_id", "p.id").andOn("a.user_id", trx.raw("?", [userId])))
    .andWhere((w) => w.whereNull("a.id").orWhere("a.status", "skipped").orWhere((r) => r.where("a.status", "failed").andWhere("a.retryable", true)));
}

/** Owns every Auto-Apply query. Each method takes an optional transaction. */
export function createAutoApplyRepository(db: Knex) {
  return {
    async transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    // ---- consent ----
    async getConsent(userId: string, trx: Knex = db): Promise<ConsentRow | undefined> {
      return trx<ConsentRow>("auto_apply_consents").where({ user_id: userId }).first();
    },
    /** Reads the consent row and locks it, so a save and a revoke cannot interleave. */
    async lockConsent(userId: string, trx: Knex): Promise<ConsentRow | undefined> {
      return trx<ConsentRow>("auto_apply_consents").where({ user_id: userId }).forUpdate().first();
    },
    async saveConsent(row: ConsentRow, trx: Knex = db): Promise<ConsentRow> {
      const [saved] = await trx<ConsentRow>("auto_apply_consents")
        .insert({ ...row, updated_at: trx.fn.now() } as never)
        .onConflict("user_id")
        .merge()
        .returning("*");
      return saved!;
    },
    async addConsentEvent(event: { userId: string; action: "grant" | "revoke"; ip: string | null; consentVersion: string | null }, trx: Knex = db): Promise<void> {
      await trx("auto_apply_consent_events").insert({ user_id: event.userId, action: event.action, ip: event.ip, consent_version: event.consentVersion });
    },
    async consentEvents(userId: string, trx: Knex = db): Promise<Array<{ action: string; ip: string | null; consent_version: string | null; created_at: Date }>> {
      return trx("auto_apply_consent_events").where({ user_id: userId }).orderBy("created_at", "asc").select("action", "ip", "consent_version", "created_at");
    },

    // ---- settings ----
    async getSettings(userId: string, trx: Knex = db): Promise<SettingsRow | undefined> {
      return trx<SettingsRow>("auto_apply_settings").where({ user_id: userId }).first();
    },
    async saveSettings(userId: string, s: Omit<SettingsRow, "user_id" | "last_run_at">, trx: Knex = db): Promise<SettingsRow> {
      const values = {
        user_id: userId,
        enabled: s.enabled,
        min_match_pct: s.min_match_pct,
        daily_cap: s.daily_cap,
        portals: JSON.stringify(s.portals),
        locations: s.locations,
        roles: s.roles,
        pause_until: s.pause_until,
        updated_at: trx.fn.now(),
      };
      const [saved] = await trx("auto_apply_settings")
        .insert(values)
        .onConflict("user_id")
        .merge(["enabled", "min_match_pct", "daily_cap", "portals", "locations", "roles", "pause_until", "updated_at"])
        .returning("*");
      return saved as SettingsRow;
    },
    async disable(userId: string, trx: Knex = db): Promise<void> {
      await trx("auto_apply_settings").where({ user_id: userId }).update({ enabled: false, updated_at: trx.fn.now() });
    },
    async markRun(userId: string, trx: Knex = db): Promise<void> {
      await trx("auto_apply_settings").where({ user_id: userId }).update({ last_run_at: trx.fn.now() });
    },
    /** Users the scheduled sweep should run for: consent accepted, enabled, not paused. */
    async activeUserIds(now: Date, trx: Knex = db): Promise<string[]> {
      const rows = await trx("auto_apply_settings as s")
        .join("auto_apply_consents as c", "c.user_id", "s.user_id")
        .where("s.enabled", true)
        .andWhere("c.accepted", true)
        .andWhere((q) => q.whereNull("s.pause_until").orWhere("s.pause_until", "<=", now))
        .select("s.user_id");
      return rows.map((r: { user_id: string }) => r.user_id);
    },

    // ---- postings (the resume is read through the resume module's lookup) ----
    /**
     * One page of postings the user has not been through yet, on the filter's portals and fitting its roles and
     * locations, newest first (posted_at, then id, so pages never overlap). A posting with an earlier row comes
     * back only when that row may be tried again (skipped, or failed and retryable). The description is read only
     * for postings without a skills list, the one case the match score needs it.
     */
    async candidatePostings(userId: string, filter: CandidateFilter, page: CandidatePage, trx: Knex = db): Promise<CandidateRow[]> {
      if (!filter.portals.length) return [];
      const q = trx("job_postings as p")
        .leftJoin("auto_apply_applications as a", (j) => j.on("a.job_id", "p.id").andOn("a.user_id", trx.raw("?", [userId])))
        .whereIn("p.portal", filter.portals);
      if (page.retriesOnly) q.andWhere("a.status", "failed").andWhere("a.retryable", true);
      else q.andWhere((w) => w.whereNull("a.id").orWhere("a.status", "skipped").orWhere((r) => r.where("a.status", "failed").andWhere("a.retryable", true)));
      for (const f of preferenceFilters(filter)) q.andWhereRaw(f.sql, f.bindings as Knex.RawBinding[]);
      const after = page.after;
      if (after) {
        if (after.postedAt === null) q.andWhereRaw("p.posted_at IS NULL AND p.id < ?::uuid", [after.id]);
        else q.andWhereRaw("(p.posted_at < ?::timestamptz OR (p.posted_at = ?::timestamptz AND p.id < ?::uuid) OR p.posted_at IS NULL)", [after.postedAt, after.postedAt, after.id]);
      }
      return q
        .orderByRaw("p.posted_at DESC NULLS LAST, p.id DESC")
        .limit(page.limit)
        .select(
          "p.id",
          "p.title",
          "p.company",
          "p.location",
          trx.raw("CASE WHEN cardinality(p.skills) = 0 THEN p.description ELSE '' END AS description"),
          "p.work_mode",
          "p.skills",
          "p.apply_link",
          "p.portal",
          "p.apply_meta",
          "p.posted_at",
          trx.raw(`to_char(p.posted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_posted_at`),
          "a.id as existing_id",
          "a.status as existing_status",
          "a.created_at as existing_created_at",
        );
    },

    // ---- applications ----
    async recentApplications(userId: string, since: Date, trx: Knex = db): Promise<Array<Pick<ApplicationRow, "job_id" | "company_key" | "status" | "created_at">>> {
      return trx("auto_apply_applications").where({ user_id: userId }).andWhere("created_at", ">=", since).select("job_id", "company_key", "status", "created_at");
    },
    /**
     * Attempts (anything but skips) since the midnight before `now` in the user's time zone; `timeZone` must be a
     * valid IANA name. `now` is the runner's clock, so the count and the run agree on which day it is.
     */
    async attemptsToday(userId: string, timeZone: string, now: Date, trx: Knex = db): Promise<number> {
      const row = await trx("auto_apply_applications")
        .where({ user_id: userId })
        .whereIn("status", ["pending", "submitted", "ready_for_you", "failed"])
        .andWhere("created_at", ">=", trx.raw("(date_trunc('day', ?::timestamptz AT TIME ZONE ?) AT TIME ZONE ?)", [now.toISOString(), timeZone, timeZone]))
        .count<{ count: string | number }[]>({ count: "*" });
      return Number(row[0]?.count ?? 0);
    },
    /** Inserts the attempt as 'pending' before anything is sent; null when the posting already has a row. */
    async insertPending(a: NewApplication, trx: Knex = db): Promise<string | null> {
      const rows = await trx("auto_apply_applications")
        .insert({ user_id: a.userId, job_id: a.jobId, title: a.title, company: a.company, company_key: companyKey(a.company), portal: a.portal, apply_link: a.applyLink, score: a.score, status: "pending", attempts: 1 })
        .onConflict(["user_id", "job_id"])
        .ignore()
        .returning("id");
      return (rows[0] as { id: string } | undefined)?.id ?? null;
    },
    /** Claims an earlier row for another attempt, only if it is still in the state the run saw. */
    async claimExisting(id: string, expected: ApplicationStatus, a: NewApplication, trx: Knex = db): Promise<string | null> {
      const q = trx("auto_apply_applications").where({ id, status: expected });
      if (expected === "failed") q.andWhere("retryable", true);
      const rows = await q
        .update({
          status: "pending",
          reason: null,
          retryable: false,
          title: a.title,
          company: a.company,
          company_key: companyKey(a.company),
          apply_link: a.applyLink,
          score: a.score,
          attempts: trx.raw("attempts + 1"),
          created_at: trx.fn.now(),
          updated_at: trx.fn.now(),
        })
        .returning("id");
      return (rows[0] as { id: string } | undefined)?.id ?? null;
    },
    async finish(id: string, result: { status: Exclude<ApplicationStatus, "pending">; reason: string | null; retryable: boolean; externalRef: string | null }, trx: Knex = db): Promise<void> {
      await trx("auto_apply_applications")
        .where({ id })
        .update({ status: result.status, reason: result.reason, retryable: result.retryable, external_ref: result.externalRef, updated_at: trx.fn.now() });
    },
    /** Records a posting skipped for a reason the user should see; keeps an existing row as it is unless `existingId` is given. */
    async recordSkipped(a: NewApplication, reason: string, existing: { id: string; status: ApplicationStatus } | null, trx: Knex = db): Promise<boolean> {
      if (existing) {
        const n = await trx("auto_apply_applications")
          .where({ id: existing.id, status: existing.status })
          .update({ status: "skipped", reason, retryable: false, score: a.score, created_at: trx.fn.now(), updated_at: trx.fn.now() });
        return n > 0;
      }
      const rows = await trx("auto_apply_applications")
        .insert({ user_id: a.userId, job_id: a.jobId, title: a.title, company: a.company, company_key: companyKey(a.company), portal: a.portal, apply_link: a.applyLink, score: a.score, status: "skipped", reason, attempts: 0 })
        .onConflict(["user_id", "job_id"])
        .ignore()
        .returning("id");
      return rows.length > 0;
    },
    /**
     * A 'pending' row older than a run can take means a run died between sending and recording. We
     * cannot know whether the portal got it, so it is closed as failed and never resent.
     */
    async closeStalePending(userId: string, olderThan: Date, reason: string, trx: Knex = db): Promise<number> {
      return trx("auto_apply_applications")
        .where({ user_id: userId, status: "pending" })
        .andWhere("updated_at", "<", olderThan)
        .update({ status: "failed", reason, retryable: false, updated_at: trx.fn.now() });
    },
    async list(userId: string, limit: number, trx: Knex = db): Promise<ApplicationRow[]> {
      return trx<ApplicationRow>("auto_apply_applications")
        .where({ user_id: userId })
        .whereNot({ status: "pending" })
        .orderBy([{ column: "created_at", order: "desc" }, { column: "updated_at", order: "desc" }, { column: "id", order: "desc" }])
        .limit(limit);
    },

    // ---- what the run saw (explaining itself) ----
    /**
     * How many new postings (never attempted by the user, or skipped, or failed and retryable) the index holds, by
     * portal; how many of those on the run's portals fit the roles (SQL), and fit the roles and the locations.
     */
    async funnel(userId: string, filter: CandidateFilter, trx: Knex = db): Promise<{ byPortal: Array<{ portal: string; count: number }>; fitRoles: number; fitBoth: number }> {
      const byPortal = (await newPostings(trx, userId).groupBy("p.portal").select("p.portal").count({ count: "*" })) as Array<{ portal: string; count: string | number }>;
      const [roles, locations] = preferenceParts(filter);
      const count = async (parts: Array<{ sql: string; bindings: unknown[] }>) => {
        if (!filter.portals.length) return 0;
        const q = newPostings(trx, userId).whereIn("p.portal", filter.portals);
        for (const f of parts) q.andWhereRaw(f.sql, f.bindings as Knex.RawBinding[]);
        const row = await q.count<{ count: string | number }[]>({ count: "*" });
        return Number(row[0]?.count ?? 0);
      };
      const fitRoles = await count(roles ? [roles] : []);
      const fitBoth = await count([roles, locations].filter((x): x is { sql: string; bindings: unknown[] } => !!x));
      return { byPortal: byPortal.map((r) => ({ portal: r.portal, count: Number(r.count) })), fitRoles, fitBoth };
    },
    /** A few new postings, newest first, that a stage of the funnel left out (for the run's examples). */
    async funnelExamples(userId: string, filter: CandidateFilter, stage: "portal_off" | "outside_roles" | "outside_locations", limit: number, trx: Knex = db): Promise<Array<{ id: string; title: string; company: string | null; portal: string }>> {
      const q = newPostings(trx, userId);
      const [roles, locations] = preferenceParts(filter);
      if (stage === "portal_off") {
        if (filter.portals.length) q.whereNotIn("p.portal", filter.portals);
      } else {
        if (!filter.portals.length) return [];
        q.whereIn("p.portal", filter.portals);
        if (stage === "outside_roles") {
          if (!roles) return [];
          q.andWhereRaw(`NOT ${roles.sql}`, roles.bindings as Knex.RawBinding[]);
        } else {
          if (!locations) return [];
          if (roles) q.andWhereRaw(roles.sql, roles.bindings as Knex.RawBinding[]);
          q.andWhereRaw(`NOT ${locations.sql}`, locations.bindings as Knex.RawBinding[]);
        }
      }
      return q.orderByRaw("p.posted_at DESC NULLS LAST, p.id DESC").limit(limit).select("p.id", "p.title", "p.company", "p.portal");
    },
    /** The full posting text, for the application pack (a run reads only what scoring needs). */
    async postingDetails(jobId: string, trx: Knex = db): Promise<{ description: string; skills: string[]; location: string | null; work_mode: string } | undefined> {
      return trx("job_postings").where({ id: jobId }).first("description", "skills", "location", "work_mode");
    },

    // ---- runs ----
    async startRun(userId: string, trigger: RunTrigger, trx: Knex = db): Promise<string> {
      const [row] = await trx("auto_apply_runs").insert({ user_id: userId, trigger }).returning("id");
      return (row as { id: string }).id;
    },
    async finishRun(id: string, run: Omit<RunRow, "id" | "user_id" | "trigger" | "started_at" | "finished_at">, trx: Knex = db): Promise<void> {
      await trx("auto_apply_runs")
        .where({ id })
        .update({ ...run, skips: JSON.stringify(run.skips), finished_at: trx.fn.now() });
    },
    async runs(userId: string, limit: number, trx: Knex = db): Promise<RunRow[]> {
      return trx<RunRow>("auto_apply_runs").where({ user_id: userId }).orderBy([{ column: "started_at", order: "desc" }, { column: "id", order: "desc" }]).limit(limit);
    },
    async run(userId: string, id: string, trx: Knex = db): Promise<RunRow | undefined> {
      return trx<RunRow>("auto_apply_runs").where({ user_id: userId, id }).first();
    },
    async findApplication(userId: string, jobId: string, trx: Knex = db): Promise<{ id: string } | undefined> {
      return trx("auto_apply_applications").where({ user_id: userId, job_id: jobId }).first("id");
    },
    async setRunId(applicationId: string, runId: string, trx: Knex = db): Promise<void> {
      await trx("auto_apply_applications").where({ id: applicationId }).update({ run_id: runId });
    },

    // ---- screening facts and application packs ----
    async screening(userId: string, trx: Knex = db): Promise<ScreeningRow | undefined> {
      return trx<ScreeningRow>("auto_apply_screening").where({ user_id: userId }).first();
    },
    async saveScreening(row: Omit<ScreeningRow, "updated_at">, trx: Knex = db): Promise<ScreeningRow> {
      const [saved] = await trx("auto_apply_screening")
        .insert({ ...row, updated_at: trx.fn.now() })
        .onConflict("user_id")
        .merge()
        .returning("*");
      return saved as ScreeningRow;
    },
    async insertPack(row: Omit<PackRow, "id" | "created_at">, trx: Knex = db): Promise<PackRow> {
      const [saved] = await trx("auto_apply_packs")
        .insert({ ...row, resume_document: JSON.stringify(row.resume_document), facts: JSON.stringify(row.facts) })
        .onConflict("auto_apply_id")
        .merge()
        .returning("*");
      return saved as PackRow;
    },
    async packFor(userId: string, autoApplyId: string, trx: Knex = db): Promise<PackRow | undefined> {
      return trx<PackRow>("auto_apply_packs").where({ user_id: userId, auto_apply_id: autoApplyId }).first();
    },

    // ---- the application tracker (modules/applications) ----
    /**
     * Submissions and "ready for you" postings not yet put in the tracker, oldest first, with what the job index
     * still holds of each posting (its description, location and skills; null when ingestion has expired it).
     */
    async untracked(userId: string, trx: Knex = db): Promise<UntrackedApplication[]> {
      return trx("auto_apply_applications as a")
        .leftJoin("job_postings as p", "p.id", "a.job_id")
        .where("a.user_id", userId)
        .whereIn("a.status", ["submitted", "ready_for_you"])
        .whereNull("a.tracked_at")
        .orderBy("a.created_at", "asc")
        .select(
          "a.id",
          "a.job_id",
          "a.title",
          "a.company",
          "a.portal",
          "a.apply_link",
          "a.status",
          "a.created_at",
          "p.location",
          "p.work_mode",
          "p.source",
          "p.description",
          "p.skills",
        );
    },
    async markTracked(ids: string[], trx: Knex = db): Promise<void> {
      if (ids.length) await trx("auto_apply_applications").whereIn("id", ids).update({ tracked_at: trx.fn.now() });
    },
    /** The user applied to a "ready for you" posting themselves: the log shows it. */
    async markAppliedByUser(userId: string, id: string, at: Date, trx: Knex = db): Promise<boolean> {
      const n = await trx("auto_apply_applications").where({ id, user_id: userId, status: "ready_for_you" }).update({ applied_at: at, updated_at: trx.fn.now() });
      return n > 0;
    },
  };
}

/** An Auto-Apply log entry as the tracker takes it in. */
export interface UntrackedApplication {
  id: string;
  job_id: string;
  title: string;
  company: string | null;
  portal: string;
  apply_link: string;
  status: "submitted" | "ready_for_you";
  created_at: Date;
  location: string | null;
  work_mode: string | null;
  source: string | null;
  description: string | null;
  skills: string[] | null;
}


export type RunTrigger = "manual" | "schedule" | "settings";
export type RunOutcome = "running" | "completed" | "cap_reached" | "stopped" | "no_resume" | "no_portals";
export type SkipReason = "portal_off" | "outside_roles" | "outside_locations" | "below_min_match" | "company_cooldown" | "daily_cap" | "deferred";

export interface SkipGroup {
  reason: SkipReason;
  count: number;
  message: string;
  examples: Array<{ job_id: string; title: string; company: string | null; portal: string; score: number | null }>;
}

export interface RunRow {
  id: string;
  user_id: string;
  trigger: RunTrigger;
  outcome: RunOutcome;
  considered: number;
  submitted: number;
  ready_for_you: number;
  failed: number;
  skipped: number;
  skips: SkipGroup[];
  message: string;
  hint: string | null;
  started_at: Date;
  finished_at: Date | null;
}

export interface ScreeningRow extends ScreeningProfile {
  user_id: string;
  updated_at: Date;
}

export interface PackRow {
  id: string;
  user_id: string;
  auto_apply_id: string;
  job_title: string;
  company: string | null;
  resume_document: unknown;
  highlighted_skills: string[];
  cover_letter_id: string | null;
  facts: unknown;
  created_at: Date;
}

export type AutoApplyRepository = ReturnType<typeof createAutoApplyRepository>;
