import type { Knex } from "knex";
import { createTableProbe } from "../../db/table-probe";

export interface PlaybookRow {
  id: string;
  title: string;
  created_at: Date;
}

/** Read-only queries of a user's playbooks for other modules (the dashboard); this module owns the table, so the SQL is here. */
export function createPlaybookHistory(db: Knex) {
  const exists = createTableProbe(db);
  return {
    async recentPlaybooks(userId: string, limit: number): Promise<PlaybookRow[]> {
      if (!(await exists("playbooks"))) return [];
      const rows = await db("playbooks")
        .where({ user_id: userId })
        .orderBy("created_at", "desc")
        .limit(limit)
        .select<Array<{ id: unknown; title: unknown; created_at: Date }>>("id", "title", "created_at");
      return rows.map((r) => ({ id: String(r.id), title: String(r.title ?? ""), created_at: r.created_at }));
    },
  };
}

export type PlaybookHistory = ReturnType<typeof createPlaybookHistory>;
