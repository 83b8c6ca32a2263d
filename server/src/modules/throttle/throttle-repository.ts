import type { Knex } from "knex";

/**
 * Fixed-window counters in PostgreSQL, so every API process sees the same numbers.
 * `hit` is one atomic upsert: a window that has expired restarts at 1.
 */
export function createThrottleRepository(db: Knex) {
  return {
    async hit(key: string, windowSeconds: number): Promise<{ count: number; windowStart: Date }> {
      const { rows } = await db.raw<{ rows: Array<{ count: number; window_start: Date }> }>(
        `INSERT INTO throttle_counters (key, window_start, count) VALUES (?, now(), 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN throttle_counters.window_start < now() - make_interval(secs => ?) THEN 1 ELSE throttle_counters.count + 1 END,
           window_start = CASE WHEN throttle_counters.window_start < now() - make_interval(secs => ?) THEN now() ELSE throttle_counters.window_start END
         RETURNING count, window_start`,
        [key, windowSeconds, windowSeconds],
      );
      const row = rows[0]!;
      return { count: Number(row.count), windowStart: new Date(row.window_start) };
    },

    /** The count in the current window, and seconds until it ends (0 when no window is open). */
    async peek(key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }> {
      const row = await db("throttle_counters")
        .where({ key })
        .andWhereRaw("window_start >= now() - make_interval(secs => ?)", [windowSeconds])
        .first<{ count: number; window_start: Date } | undefined>("count", "window_start");
      if (!row) return { count: 0, retryAfterSeconds: 0 };
      const endsAt = new Date(row.window_start).getTime() + windowSeconds * 1000;
      return { count: Number(row.count), retryAfterSeconds: Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)) };
    },

    /** Takes back one hit (an attempt that turned out not to count); never below zero. */
    async release(key: string): Promise<void> {
      await db("throttle_counters").where({ key }).andWhere("count", ">", 0).decrement("count", 1);
    },

    async reset(key: string): Promise<void> {
      await db("throttle_counters").where({ key }).delete();
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
