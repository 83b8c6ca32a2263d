import type { Knex } from "knex";

/**
 * Reads other features' tables for the dashboard. Those features land at different times, so every
 * table (and the columns that vary) is looked up first: a table that does not exist yet is an empty section.
 */
export interface InterviewScoreRow {
  session_id: string;
  role: string;
  overall: number;
  finished_at: Date;
}

export interface PlaybookRow {
  id: string;
  title: string;
  created_at: Date;
}

export interface AutoApplyRow {
  enabled: boolean;
  last_run_at: Date | null;
  applications_today: number;
  total_applications: number;
  last_applied_at: Date | null;
}

export interface SavedInterviewRow {
  session_id: string;
  title: string | null;
  role: string;
  seniority: string;
  company: string | null;
  overall: number | null;
  answers: number;
  started_at: Date;
  finished_at: Date | null;
  saved_at: Date;
}

export interface DraftSummaryRow {
  id: string;
  name: string;
  target_role: string;
  created_at: Date;
  updated_at: Date;
}

/** A table that exists stays existing; a missing one is checked again after this long (a migration may add it). */
const RECHECK_MISSING_MS = 60_000;

export function createDashboardRepository(db: Knex) {
  const known = new Map<string, { exists: boolean; at: number }>();

  async function exists(table: string, column?: string): Promise<boolean> {
    const key = column ? `${table}.${column}` : table;
    const hit = known.get(key);
    if (hit && (hit.exists || Date.now() - hit.at < RECHECK_MISSING_MS)) return hit.exists;
    const found = column ? await db.schema.hasColumn(table, column) : await db.schema.hasTable(table);
    known.set(key, { exists: found, at: Date.now() });
    return found;
  }

  return {
    /** Finished mock interviews with a score, oldest first (the latest `limit`), for a chart. */
    async interviewScores(userId: string, limit: number): Promise<InterviewScoreRow[]> {
      if (!(await exists("interview_sessions"))) return [];
      const rows = await db("interview_sessions")
        .where({ user_id: userId })
        .whereNotNull("finished_at")
        .whereNotNull("overall")
        .orderBy("finished_at", "desc")
        .limit(limit)
        .select<Array<{ id: unknown; role: unknown; overall: unknown; finished_at: Date }>>("id", "role", "overall", "finished_at");
      return rows.reverse().map((r) => ({ session_id: String(r.id), role: String(r.role ?? ""), overall: Number(r.overall), finished_at: r.finished_at }));
    },

    async recentPlaybooks(userId: string, limit: number): Promise<PlaybookRow[]> {
      if (!(await exists("playbooks"))) return [];
      const rows = await db("playbooks")
        .where({ user_id: userId })
        .orderBy("created_at", "desc")
        .limit(limit)
        .select<Array<{ id: unknown; title: unknown; created_at: Date }>>("id", "title", "created_at");
      return rows.map((r) => ({ id: String(r.id), title: String(r.title ?? ""), created_at: r.created_at }));
    },

    /** Interview results the user saved (Save Results), the most recently saved first. */
    async savedInterviews(userId: string, limit: number): Promise<SavedInterviewRow[]> {
      if (!(await exists("interview_sessions", "saved_at"))) return [];
      const rows = await db("interview_sessions as s")
        .where({ "s.user_id": userId })
        .whereNotNull("s.saved_at")
        .orderBy([{ column: "s.saved_at", order: "desc" }, { column: "s.id", order: "desc" }])
        .limit(limit)
        .select<Array<Record<string, unknown>>>(
          "s.id",
          "s.title",
          "s.role",
          "s.seniority",
          "s.company",
          "s.overall",
          "s.started_at",
          "s.finished_at",
          "s.saved_at",
          db.raw("(SELECT count(*) FROM interview_turns t WHERE t.session_id = s.id) AS answers"),
        );
      return rows.map((r) => ({
        session_id: String(r.id),
        title: r.title === null ? null : String(r.title),
        role: String(r.role ?? ""),
        seniority: String(r.seniority ?? "mid"),
        company: r.company === null ? null : String(r.company),
        overall: r.overall === null ? null : Number(r.overall),
        answers: Number(r.answers ?? 0),
        started_at: new Date(r.started_at as Date),
        finished_at: r.finished_at ? new Date(r.finished_at as Date) : null,
        saved_at: new Date(r.saved_at as Date),
      }));
    },

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

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
