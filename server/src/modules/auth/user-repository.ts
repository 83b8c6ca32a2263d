import type { Knex } from "knex";
import { asPrepared, prepared } from "../../db/prepared";

export type PlanId = "free" | "starter" | "pro" | "pro_plus";

export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  plan: PlanId;
  plan_activated_at: Date;
  /** The end of the paid period of a paid plan; null for Free and for plans with no paid period (plans/periods.ts). */
  paid_through: Date | null;
  /** The zone in effect until a pending change's day ends (usage/time-zone.ts zoneInEffect). */
  time_zone: string;
  pending_time_zone: string | null;
  pending_time_zone_day: string | null;
  created_at: Date;
}

/** Every column of UserRow, listed (db/prepared.ts: a prepared statement never reads `*`). */
const USER_COLUMNS = [
  "id",
  "email",
  "name",
  "password_hash",
  "plan",
  "plan_activated_at",
  "paid_through",
  "time_zone",
  "pending_time_zone",
  "pending_time_zone_day",
  "created_at",
] as const satisfies ReadonlyArray<keyof UserRow>;

const UNIQUE_VIOLATION = "23505";

export function createUserRepository(db: Knex) {
  return {
    async findByEmail(email: string, trx: Knex = db): Promise<UserRow | undefined> {
      return trx<UserRow>("users").where({ email }).first();
    },
    /** Read on every request that counts a use (the plan and time zone): prepared, so its columns are listed. */
    async findById(id: string, trx: Knex = db): Promise<UserRow | undefined> {
      return asPrepared(trx<UserRow>("users").where({ id }).first(USER_COLUMNS));
    },
    /**
     * findById with one more value read in the same statement: `also` gives a scalar subquery of another module over
     * the user's rows (it is handed the user id column), read as `also` (one round trip where a request needs both).
     */
    async findByIdWith(id: string, also: (userId: string) => string, trx: Knex = db): Promise<{ user: UserRow | undefined; also: unknown }> {
      const sql = `SELECT ${USER_COLUMNS.map((c) => `u.${c}`).join(", ")}, (${also("u.id")}) AS also FROM users u WHERE u.id = ?`;
      const result = await trx.raw(sql, [id]).options(prepared(sql));
      const row = ((result.rows ?? result) as Array<UserRow & { also: unknown }>)[0];
      if (!row) return { user: undefined, also: undefined };
      const { also: value, ...user } = row;
      return { user, also: value };
    },
    /** Inserts, or returns null when the email is already taken (the unique index decides, not a pre-check). */
    async create(user: { email: string; name: string; passwordHash: string; plan: PlanId }, trx: Knex = db): Promise<UserRow | null> {
      const rows = await trx<UserRow>("users")
        .insert({ email: user.email, name: user.name, password_hash: user.passwordHash, plan: user.plan })
        .onConflict("email")
        .ignore()
        .returning("*");
      return rows[0] ?? null;
    },
    /**
     * Changes the name and/or the (normalised) email. Returns the updated row, "taken" when another account has
     * the email (the unique index decides, not a pre-check), or undefined when the user no longer exists.
     */
    async updateProfile(id: string, changes: { name?: string; email?: string }, trx: Knex = db): Promise<UserRow | "taken" | undefined> {
      try {
        const rows: UserRow[] = await trx("users")
          .where({ id })
          .update({ ...changes, updated_at: trx.fn.now() })
          .returning("*");
        return rows[0];
      } catch (err) {
        if ((err as { code?: string }).code === UNIQUE_VIOLATION) return "taken";
        throw err;
      }
    },
    async setPasswordHash(id: string, passwordHash: string, trx: Knex = db): Promise<void> {
      await trx("users").where({ id }).update({ password_hash: passwordHash, updated_at: trx.fn.now() });
    },
    /** A new plan from `activatedAt`, paid until `paidThrough` (null: no paid period). */
    async setPlan(id: string, plan: PlanId, period: { activatedAt: Date; paidThrough: Date | null }, trx: Knex = db): Promise<void> {
      await trx("users").where({ id }).update({ plan, plan_activated_at: period.activatedAt, paid_through: period.paidThrough, updated_at: trx.fn.now() });
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
