import type { Knex } from "knex";
import { prepared } from "../../db/prepared";
import type { AccountTimeZone } from "./time-zone";

/**
 * A write that goes with a use (activity-repository's activityInsertFrom): an INSERT whose rows are selected from the
 * common table expression named `source`, which holds the new count when the use was taken and nothing when refused.
 */
export type AlsoWhenTaken = (source: string) => { sql: string; bindings: unknown[] };

/** The counter's upsert with `also` riding in the same statement (written only with the rows the upsert returns as `taken`). */
function withAlso(upsert: string, bindings: unknown[], also: { sql: string; bindings: unknown[] } | undefined, select: string): { sql: string; bindings: Knex.RawBinding[] } {
  return also
    ? { sql: `WITH taken AS (${upsert}), also AS (${also.sql}) SELECT ${select} FROM taken`, bindings: [...bindings, ...also.bindings] as Knex.RawBinding[] }
    : { sql: upsert, bindings: bindings as Knex.RawBinding[] };
}

export function createUsageRepository(db: Knex) {
  return {
    /**
     * Adds one use in a single statement, refusing when the count has reached `limit`: two concurrent
     * requests can never both take the last slot. Returns the new count, or null when refused.
     */
    async consume(userId: string, feature: string, period: string, limit: number | null, trx: Knex = db, also?: AlsoWhenTaken): Promise<number | null> {
      if (limit !== null && limit <= 0) return null;
      const guard = limit === null ? "" : "WHERE usage_counters.count < ?";
      const upsert = `INSERT INTO usage_counters (user_id, feature, period, count) VALUES (?, ?, ?, 1)
         ON CONFLICT (user_id, feature, period) DO UPDATE SET count = usage_counters.count + 1, updated_at = now() ${guard}
         RETURNING count`;
      const bindings: unknown[] = limit === null ? [userId, feature, period] : [userId, feature, period, limit];
      // The other write rides in the same statement: a refused use (no row in `taken`) writes nothing.
      const { sql, bindings: all } = withAlso(upsert, bindings, also?.("taken"), "count");
      // Every search counts: prepared once per connection (db/prepared.ts).
      const { rows } = await trx.raw<{ rows: Array<{ count: number }> }>(sql, all).options(prepared(sql));
      return rows[0] ? Number(rows[0].count) : null;
    },
    /**
     * Uses of features without a limit, of many requests at once (usage-service's batching), in one statement with
     * `also` (their activity entries): the new count for each use, in order (a user's uses in the list count up one by one).
     */
    async consumeUnlimited(uses: ReadonlyArray<{ userId: string; feature: string; period: string }>, also?: { sql: string; bindings: unknown[] }, trx: Knex = db): Promise<number[]> {
      const key = (u: { userId: string; feature: string; period: string }) => `${u.userId.toLowerCase()}\u0000${u.feature}\u0000${u.period}`;
      const added = new Map<string, { userId: string; feature: string; period: string; n: number }>();
      for (const u of uses) {
        const got = added.get(key(u));
        if (got) got.n++;
        else added.set(key(u), { ...u, n: 1 });
      }
      const counters = [...added.values()];
      const upsert = `INSERT INTO usage_counters (user_id, feature, period, count)
         SELECT * FROM unnest(?::uuid[], ?::text[], ?::text[], ?::int[])
         ON CONFLICT (user_id, feature, period) DO UPDATE SET count = usage_counters.count + excluded.count, updated_at = now()
         RETURNING user_id, feature, period, count`;
      const bindings: unknown[] = [counters.map((c) => c.userId), counters.map((c) => c.feature), counters.map((c) => c.period), counters.map((c) => c.n)];
      const { sql, bindings: all } = withAlso(upsert, bindings, also, "user_id, feature, period, count");
      const result = await trx.raw(sql, all).options(prepared(sql));
      const counts = new Map<string, number>();
      for (const r of (result.rows ?? result) as Array<{ user_id: string; feature: string; period: string; count: number }>) {
        const c = added.get(key({ userId: r.user_id, feature: r.feature, period: r.period }))!;
        // The first use of the key gets the lowest of its new counts.
        counts.set(key(c), Number(r.count) - c.n);
      }
      return uses.map((u) => {
        const next = counts.get(key(u))! + 1;
        counts.set(key(u), next);
        return next;
      });
    },
    /**
     * Adds `amount` (e.g. seconds of voice practice) in a single statement, refusing when the count has reached
     * `limit` or the addition would pass it by more than `grace`; the count never goes past `limit`. Returns the
     * new count, or null when refused.
     */
    async consumeAmount(userId: string, feature: string, period: string, amount: number, limit: number, grace: number, trx: Knex = db): Promise<number | null> {
      if (limit <= 0 || amount > limit + grace) return null;
      const { rows } = await trx.raw<{ rows: Array<{ count: number }> }>(
        `INSERT INTO usage_counters (user_id, feature, period, count) VALUES (?, ?, ?, least(?::int, ?::int))
         ON CONFLICT (user_id, feature, period) DO UPDATE SET count = least(usage_counters.count + ?::int, ?::int), updated_at = now()
         WHERE usage_counters.count < ?::int AND usage_counters.count + ?::int <= ?::int
         RETURNING count`,
        [userId, feature, period, amount, limit, amount, limit, limit, amount, limit + grace],
      );
      return rows[0] ? Number(rows[0].count) : null;
    },
    /** Gives `amount` back (work it paid for failed). */
    async releaseAmount(userId: string, feature: string, period: string, amount: number, trx: Knex = db): Promise<void> {
      await trx("usage_counters")
        .where({ user_id: userId, feature, period })
        .update({ count: trx.raw("greatest(count - ?::int, 0)", [amount]), updated_at: trx.fn.now() });
    },
    async count(userId: string, feature: string, period: string, trx: Knex = db): Promise<number> {
      const row = await trx("usage_counters").where({ user_id: userId, feature, period }).first<{ count: number } | undefined>("count");
      return row ? Number(row.count) : 0;
    },
    /** Every counter of a user for the given periods, in one query: { "feature|period": count }. */
    async countsFor(userId: string, periods: string[], trx: Knex = db): Promise<Map<string, number>> {
      const rows = await trx("usage_counters").where({ user_id: userId }).whereIn("period", periods).select<Array<{ feature: string; period: string; count: number }>>("feature", "period", "count");
      return new Map(rows.map((r) => [`${r.feature}|${r.period}`, Number(r.count)]));
    },
    /** Gives a use back (e.g. when the work it paid for failed). */
    async release(userId: string, feature: string, period: string, trx: Knex = db): Promise<void> {
      await trx("usage_counters").where({ user_id: userId, feature, period }).andWhere("count", ">", 0).decrement("count", 1);
    },
    /** Clears every counter of a user: a new plan counts from its activation (SPEC section 4). */
    async resetForUser(userId: string, trx: Knex = db): Promise<void> {
      await trx("usage_counters").where({ user_id: userId }).delete();
    },
    /**
     * Applies `decide` to the account's time zone under a row lock, so two processes recording reports at once
     * cannot both act on the same old state. `hasUsage`: whether any counter of the user exists.
     */
    async changeTimeZone(userId: string, decide: (tz: AccountTimeZone, hasUsage: boolean) => AccountTimeZone | null): Promise<void> {
      await db.transaction(async (trx) => {
        const tz = await trx("users").where({ id: userId }).forUpdate().first<AccountTimeZone | undefined>("time_zone", "pending_time_zone", "pending_time_zone_day");
        if (!tz) return;
        const used = await trx("usage_counters").where({ user_id: userId }).first<{ one: number } | undefined>(trx.raw("1 AS one"));
        const next = decide(tz, Boolean(used));
        if (next) await trx("users").where({ id: userId }).update({ ...next, updated_at: trx.fn.now() });
      });
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
