import type { Knex } from "knex";

/** A draft as lists show it: no form. */
export interface DraftSummaryRow {
  id: string;
  name: string;
  target_role: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface DraftRow extends DraftSummaryRow {
  form: unknown;
}

// Drivers differ in whether jsonb arrives parsed.
const parsed = (value: unknown) => (typeof value === "string" ? (JSON.parse(value) as unknown) : value);

const SUMMARY_COLUMNS = ["id", "name", "created_at", "updated_at"] as const;

/** Resume Builder drafts (resume_drafts): the form as jsonb, stored exactly as the client sent it. */
export function createDraftsRepository(db: Knex) {
  const withTargetRole = (k: Knex) => k.raw("form->'info'->>'target_role' AS target_role");
  return {
    /** Runs `work` with the user's row locked, so two saves at once cannot both pass the per-user cap. */
    transactionForUser<T>(userId: string, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
      return db.transaction(async (trx) => {
        await trx("users").where({ id: userId }).forUpdate().first("id");
        return work(trx);
      });
    },

    async count(userId: string, trx: Knex = db): Promise<number> {
      const row = await trx("resume_drafts").where({ user_id: userId }).count<{ count: string | number }[]>({ count: "*" }).first();
      return Number(row?.count ?? 0);
    },

    async list(userId: string, limit: number, trx: Knex = db): Promise<DraftSummaryRow[]> {
      return trx("resume_drafts")
        .where({ user_id: userId })
        .orderBy([{ column: "updated_at", order: "desc" }, { column: "id", order: "desc" }])
        .limit(limit)
        .select<DraftSummaryRow[]>(...SUMMARY_COLUMNS, withTargetRole(trx));
    },

    async find(userId: string, id: string, trx: Knex = db): Promise<DraftRow | undefined> {
      const row = await trx("resume_drafts").where({ id, user_id: userId }).first<DraftRow | undefined>(...SUMMARY_COLUMNS, "form", withTargetRole(trx));
      return row && { ...row, form: parsed(row.form) };
    },

    async insert(userId: string, draft: { name: string; form: unknown }, trx: Knex = db): Promise<DraftRow> {
      const [row] = await trx("resume_drafts")
        .insert({ user_id: userId, name: draft.name, form: JSON.stringify(draft.form) })
        .returning<DraftRow[]>([...SUMMARY_COLUMNS, "form", withTargetRole(trx)]);
      return { ...row!, form: parsed(row!.form) };
    },

    /** Replaces name and form; undefined when the draft does not exist or is someone else's. */
    async update(userId: string, id: string, draft: { name: string; form: unknown }, trx: Knex = db): Promise<DraftRow | undefined> {
      const [row] = await trx("resume_drafts")
        .where({ id, user_id: userId })
        // Strictly later than before, even within one tick of the clock, so "most recently updated first" holds.
        .update({ name: draft.name, form: JSON.stringify(draft.form), updated_at: trx.raw("greatest(now(), updated_at + interval '1 microsecond')") })
        .returning<DraftRow[]>([...SUMMARY_COLUMNS, "form", withTargetRole(trx)]);
      return row && { ...row, form: parsed(row.form) };
    },

    async remove(userId: string, id: string, trx: Knex = db): Promise<boolean> {
      const rows: Array<{ id: string }> = await trx("resume_drafts").where({ id, user_id: userId }).delete().returning("id");
      return rows.length > 0;
    },
  };
}

export type DraftsRepository = ReturnType<typeof createDraftsRepository>;
