import type { Knex } from "knex";
import { createTableProbe } from "../../db/table-probe";

export interface InterviewScoreRow {
  session_id: string;
  role: string;
  overall: number;
  finished_at: Date;
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

/** Read-only queries of a user's interviews for other modules (the dashboard): scores over time and saved results. This module owns the tables, so the SQL is here. */
export function createInterviewHistory(db: Knex) {
  const exists = createTableProbe(db);
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
  };
}

export type InterviewHistory = ReturnType<typeof createInterviewHistory>;
