import type { Knex } from "knex";

/** How long an account's failures are remembered after the last one, and an address it logged in from. */
export const ACCOUNT_FAILURE_MEMORY_HOURS = 24;
export const KNOWN_ADDRESS_DAYS = 30;

export interface LoginKeys {
  /** Normalised email: unknown emails are throttled exactly like real accounts, so nothing tells them apart. */
  email: string;
  address: string;
}

/** Seconds left on each limit that is in force now (0 = not in force), and whether the address is known. */
export interface LoginState {
  pair: { count: number; endsIn: number };
  address: { count: number; endsIn: number };
  accountBlockedFor: number;
  knownAddress: boolean;
}

const pairKey = (k: LoginKeys) => `login:ip-email:${k.address}:${k.email}`;
const addressKey = (k: LoginKeys) => `login:ip:${k.address}`;
const seconds = (v: unknown) => Math.max(0, Number(v ?? 0));

/**
 * The SQL of login throttling. Address and address+account failures are fixed-window counters in
 * throttle_counters; an account's failures (from every address) and its backoff live in login_account_failures;
 * login_known_addresses remembers where each account last logged in. Every write is atomic, so any number of API
 * processes share the same numbers.
 */
export function createLoginThrottleRepository(db: Knex) {
  return {
    async state(keys: LoginKeys, windowSeconds: number): Promise<LoginState> {
      const { rows } = await db.raw<{ rows: Array<Record<string, unknown>> }>(
        `SELECT pair.count AS pair_count,
                EXTRACT(EPOCH FROM pair.window_start + make_interval(secs => ?::float8) - now()) AS pair_ends_in,
                addr.count AS address_count,
                EXTRACT(EPOCH FROM addr.window_start + make_interval(secs => ?::float8) - now()) AS address_ends_in,
                EXTRACT(EPOCH FROM acct.blocked_until - now()) AS account_blocked_for,
                known.address IS NOT NULL AS known
           FROM (SELECT 1) AS one
           LEFT JOIN throttle_counters pair ON pair.key = ? AND pair.window_start >= now() - make_interval(secs => ?::float8)
           LEFT JOIN throttle_counters addr ON addr.key = ? AND addr.window_start >= now() - make_interval(secs => ?::float8)
           LEFT JOIN login_account_failures acct ON acct.email = ? AND acct.blocked_until > now()
           LEFT JOIN login_known_addresses known ON known.email = ? AND known.address = ?
                 AND known.last_success_at > now() - make_interval(days => ?::int)`,
        [windowSeconds, windowSeconds, pairKey(keys), windowSeconds, addressKey(keys), windowSeconds, keys.email, keys.email, keys.address, KNOWN_ADDRESS_DAYS],
      );
      const r = rows[0] ?? {};
      return {
        pair: { count: Number(r.pair_count ?? 0), endsIn: seconds(r.pair_ends_in) },
        address: { count: Number(r.address_count ?? 0), endsIn: seconds(r.address_ends_in) },
        accountBlockedFor: seconds(r.account_blocked_for),
        knownAddress: Boolean(r.known),
      };
    },

    /** Counts one failure for the address and for the address+account pair; returns both new counts. */
    async countAddressFailure(keys: LoginKeys, windowSeconds: number): Promise<Pick<LoginState, "pair" | "address">> {
      const { rows } = await db.raw<{ rows: Array<{ key: string; count: number; ends_in: string }> }>(
        `INSERT INTO throttle_counters AS t (key, window_start, count) VALUES (?, now(), 1), (?, now(), 1)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN t.window_start < now() - make_interval(secs => ?::float8) THEN 1 ELSE t.count + 1 END,
           window_start = CASE WHEN t.window_start < now() - make_interval(secs => ?::float8) THEN now() ELSE t.window_start END
         RETURNING key, count, EXTRACT(EPOCH FROM window_start + make_interval(secs => ?::float8) - now()) AS ends_in`,
        [pairKey(keys), addressKey(keys), windowSeconds, windowSeconds, windowSeconds],
      );
      const read = (key: string) => {
        const row = rows.find((r) => r.key === key);
        return { count: Number(row?.count ?? 0), endsIn: seconds(row?.ends_in) };
      };
      return { pair: read(pairKey(keys)), address: read(addressKey(keys)) };
    },

    /**
     * Counts one failure against the account unless it is inside a backoff this attempt must respect (it raced
     * an earlier failure): then nothing changes and the remaining wait is returned. `backoffSeconds(n)` says how
     * long the n-th remembered failure blocks the account.
     */
    async countAccountFailure(email: string, respectBackoff: boolean, backoffSeconds: (failures: number) => number): Promise<{ counted: boolean; blockedFor: number }> {
      return db.transaction(async (trx) => {
        await trx.raw(`INSERT INTO login_account_failures (email, failures, last_failure_at) VALUES (?, 0, now()) ON CONFLICT (email) DO NOTHING`, [email]);
        const { rows } = await trx.raw<{ rows: Array<{ failures: number; stale: boolean; blocked_for: string | null }> }>(
          `SELECT failures, last_failure_at < now() - make_interval(hours => ?::int) AS stale,
                  EXTRACT(EPOCH FROM blocked_until - now()) AS blocked_for
             FROM login_account_failures WHERE email = ? FOR UPDATE`,
          [ACCOUNT_FAILURE_MEMORY_HOURS, email],
        );
        const row = rows[0]!;
        const blockedFor = seconds(row.blocked_for);
        if (respectBackoff && blockedFor > 0) return { counted: false, blockedFor };
        const failures = (row.stale ? 0 : Number(row.failures)) + 1;
        const wait = backoffSeconds(failures);
        await trx.raw(
          `UPDATE login_account_failures
              SET failures = ?, last_failure_at = now(),
                  blocked_until = CASE WHEN ?::float8 > 0 THEN now() + make_interval(secs => ?::float8) ELSE NULL END
            WHERE email = ?`,
          [failures, wait, wait, email],
        );
        return { counted: true, blockedFor: wait };
      });
    },

    /** After a successful login: the pair's failures are cleared and the address is known to the account. */
    async recordSuccess(keys: LoginKeys): Promise<void> {
      await db.raw(
        `WITH cleared AS (DELETE FROM throttle_counters WHERE key = ?),
              forgotten AS (DELETE FROM login_known_addresses WHERE email = ? AND address <> ? AND last_success_at < now() - make_interval(days => ?::int))
         INSERT INTO login_known_addresses (email, address, last_success_at) VALUES (?, ?, now())
         ON CONFLICT (email, address) DO UPDATE SET last_success_at = now()`, // the current address is never in `forgotten`: one statement may not touch a row twice
        [pairKey(keys), keys.email, keys.address, KNOWN_ADDRESS_DAYS, keys.email, keys.address],
      );
    },
  };
}

export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;
