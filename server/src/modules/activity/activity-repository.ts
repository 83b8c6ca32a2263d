import type { Knex } from "knex";
import { asPrepared } from "../../db/prepared";

/** What a feature records for the dashboard's "recent activity". */
export interface ActivityInput {
  userId: string;
  /** e.g. job_search, interview_finished, resume_built, playbook_generated, plan_activated */
  kind: string;
  /** One line shown as is, e.g. "Searched Google Ads, SQL in Bengaluru". */
  summary: string;
  /** Small, kind-specific details (keywords, counts, ids); never resume text or secrets. */
  data?: Record<string, unknown>;
}

export interface ActivityRow {
  id: string;
  kind: string;
  summary: string;
  data: Record<string, unknown>;
  created_at: Date;
}

const MAX_SUMMARY = 200;

/**
 * Appends one event to the user's activity log. Any module may call it (pass its transaction as `knex`
 * to record only if the work commits), e.g. `await recordActivity(trx, { userId, kind: "job_search", … })`.
 */
export async function recordActivity(knex: Knex, input: ActivityInput): Promise<void> {
  await asPrepared(knex("activity_events").insert({
    user_id: input.userId,
    kind: input.kind,
    summary: storedSummary(input.summary),
    data: JSON.stringify(input.data ?? {}),
    created_at: knex.raw(AFTER_PREVIOUS, [input.userId]),
  }));
}

/**
 * Strictly after the user's previous event, so "newest first" is the order things happened even when the clock has
 * not moved between two events (PGlite's clock ticks in milliseconds; ties would fall back to the random id).
 * GREATEST ignores the NULL of a user's first event. One placeholder: the user id.
 */
const AFTER_PREVIOUS = "greatest(now(), (select max(created_at) + interval '1 microsecond' from activity_events where user_id = ?::uuid))";

function storedSummary(text: string): string {
  const summary = text.trim().replace(/\s+/g, " ");
  return summary.length > MAX_SUMMARY ? `${summary.slice(0, MAX_SUMMARY - 1)}…` : summary;
}

/**
 * Several events as part of another module's statement (no source: they are written with it): the counterpart of
 * activityInsertFrom for many requests' uses counted in one statement (usage-repository consumeUnlimited). A user's
 * events in the list are one microsecond apart, in list order, after their previous one.
 */
export function activityInserts(inputs: readonly ActivityInput[]): { sql: string; bindings: unknown[] } {
  const nth = new Map<string, number>();
  return {
    sql: `INSERT INTO activity_events (user_id, kind, summary, data, created_at)
      SELECT e.user_id, e.kind, e.summary, e.data,
        greatest(now(), (select max(a.created_at) + interval '1 microsecond' from activity_events a where a.user_id = e.user_id)) + e.nth * interval '1 microsecond'
      FROM unnest(?::uuid[], ?::text[], ?::text[], ?::jsonb[], ?::int[]) AS e(user_id, kind, summary, data, nth)`,
    bindings: [
      inputs.map((e) => e.userId),
      inputs.map((e) => e.kind),
      inputs.map((e) => storedSummary(e.summary)),
      inputs.map((e) => JSON.stringify(e.data ?? {})),
      inputs.map((e) => {
        const n = nth.get(e.userId) ?? 0;
        nth.set(e.userId, n + 1);
        return n;
      }),
    ],
  };
}

/**
 * The same event as part of another module's statement: an INSERT whose one row is selected from `source` (a
 * common table expression of that statement), so it is written only when `source` yields a row, in the same
 * statement and commit (a search's use of the daily quota and its entry in the log: usage-repository consume).
 */
export function activityInsertFrom(input: ActivityInput, source: string): { sql: string; bindings: unknown[] } {
  return {
    sql: `INSERT INTO activity_events (user_id, kind, summary, data, created_at)
      SELECT ?::uuid, ?::text, ?::text, ?::jsonb, ${AFTER_PREVIOUS} FROM ${source}`,
    bindings: [input.userId, input.kind, storedSummary(input.summary), JSON.stringify(input.data ?? {}), input.userId],
  };
}

export function createActivityRepository(db: Knex) {
  return {
    record: (input: ActivityInput, trx: Knex = db) => recordActivity(trx, input),

    /** The user's latest events, newest first, optionally of one kind. */
    async recent(userId: string, options: { kind?: string; limit: number }, trx: Knex = db): Promise<ActivityRow[]> {
      const q = trx("activity_events").where({ user_id: userId });
      if (options.kind) q.andWhere({ kind: options.kind });
      return q
        .orderBy([{ column: "created_at", order: "desc" }, { column: "id", order: "desc" }])
        .limit(options.limit)
        .select<ActivityRow[]>("id", "kind", "summary", "data", "created_at");
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
