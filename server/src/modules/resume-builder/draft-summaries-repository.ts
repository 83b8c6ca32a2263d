import type { Knex } from "knex";
import { createTableProbe } from "../../db/table-probe";

export interface DraftSummaryRow {
  id: string;
  name: string;
  target_role: string;
  created_at: Date;
  updated_at: Date;
}

/** Read-only queries of a user's Resume Builder drafts (without their forms) for other modules (the dashboard); this module owns the table, so the SQL is here. */
export function createDraftSummaries(db: Knex) {
  const exists = createTableProbe(db);
  return {
    /** Resume Builder drafts, the most recently updated first (without their forms). */
    async resumeDrafts(userId: string, limit: number): Promise<DraftSummaryRow[]> {
      if (!(await exists("resume_drafts"))) return [];
      const rows = await db("resume_drafts")
        .where({ user_id: userId })
        .orderBy([{ column: "updated_at", order: "desc" }, { column: "id", order: "desc" }])
        .limit(limit)
        .select<Array<Record<string, unknown>>>("id", "name", "created_at", "updated_at", db.raw("form->'info'->>'target_role' AS target_role"));
      return rows.map((r) => ({
        id: String(r.id),
        name: String(r.name ?? ""),
        target_role: typeof r.target_role === "string" ? r.target_role : "",
        created_at: new Date(r.created_at as Date),
        updated_at: new Date(r.updated_at as Date),
      }));
    },
  };
}

export type DraftSummaries = ReturnType<typeof createDraftSummaries>;
