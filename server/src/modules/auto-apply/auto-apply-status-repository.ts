import type { Knex } from "knex";
import { createTableProbe } from "../../db/table-probe";

export interface AutoApplyRow {
  enabled: boolean;
  last_run_at: Date | null;
  applications_today: number;
  total_applications: number;
  last_applied_at: Date | null;
}

/** Read-only queries of a user's Auto-Apply for other modules (the dashboard); this module owns the table, so the SQL is here. */
export function createAutoApplyStatus(db: Knex) {
  const exists = createTableProbe(db);
  return {
    /** Auto-Apply's switch, last run and how many applications went out (today in the user's time zone). */
    async autoApply(userId: string, timeZone: string): Promise<AutoApplyRow> {
      const status: AutoApplyRow = { enabled: false, last_run_at: null, applications_today: 0, total_applications: 0, last_applied_at: null };
      if (await exists("auto_apply_settings")) {
        // select * so a column this code expects but the table lacks is simply absent, not an error
        const row = await db("auto_apply_settings").where({ user_id: userId }).first<Record<string, unknown> | undefined>();
        status.enabled = row?.enabled === true;
        status.last_run_at = row?.last_run_at instanceof Date ? row.last_run_at : null;
      }
      if (await exists("auto_apply_applications")) {
        const q = db("auto_apply_applications").where({ user_id: userId });
        // Only applications that went out (or wait for the user to finish) count, not skips and failures.
        if (await exists("auto_apply_applications", "status")) q.whereIn("status", ["submitted", "ready_for_you"]);
        const row = await q
          .first<{ total: string | number; today: string | number; last: Date | null }>(
            db.raw("count(*) AS total"),
            db.raw("count(*) FILTER (WHERE (created_at AT TIME ZONE ?)::date = (now() AT TIME ZONE ?)::date) AS today", [timeZone, timeZone]),
            db.raw("max(created_at) AS last"),
          );
        status.total_applications = Number(row?.total ?? 0);
        status.applications_today = Number(row?.today ?? 0);
        status.last_applied_at = row?.last ?? null;
      }
      return status;
    },
  };
}

export type AutoApplyStatus = ReturnType<typeof createAutoApplyStatus>;
