import type { Knex } from "knex";
import type { AnswerScore, InterviewPlan, InterviewQuestion, InterviewSummary, Seniority } from "../../engines/interviewer/interviewer";
import type { SpeakingMetrics } from "../../engines/interviewer/speaking";
import { recordActivity, type ActivityInput } from "../activity";

/** A spoken answer's browser timing (as sent) and the speaking metrics computed from it and the transcript. */
export interface StoredVoice {
  timing: {
    duration_seconds: number;
    speech_start_seconds?: number;
    speech_end_seconds?: number;
    pauses?: Array<{ start_seconds: number; end_seconds: number }>;
    recognition?: boolean;
  };
  /** Seconds counted against the day's voice minutes. */
  charged_seconds: number;
  metrics: SpeakingMetrics;
}

export interface InterviewSession {
  id: string;
  userId: string;
  role: string;
  seniority: Seniority;
  company: string | null;
  plan: InterviewPlan;
  /** The question waiting for an answer; null once the interview is over. */
  currentQuestion: InterviewQuestion | null;
  overall: number | null;
  sectionScores: InterviewSummary["section_scores"] | null;
  summary: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  /** Save Results: the title it was saved under, and when (null when not saved). */
  title: string | null;
  savedAt: Date | null;
}

/** A session as lists show it (no plan or transcript), with how many questions were answered. */
export interface SessionSummary {
  id: string;
  role: string;
  seniority: Seniority;
  company: string | null;
  overall: number | null;
  answers: number;
  title: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  savedAt: Date | null;
}

/** A session read under its row lock, with how long it has been running by the database's clock. */
export interface LockedSession extends InterviewSession {
  elapsedSeconds: number;
}

export interface StoredTurn {
  turnNo: number;
  question: InterviewQuestion;
  answer: string;
  score: number;
  /** What the candidate was shown (the LLM's wording when it answered, else result.feedback). */
  feedback: string;
  result: AnswerScore;
  /** Set when the answer was spoken. */
  voice?: StoredVoice | null;
}

interface SessionRow {
  id: string;
  user_id: string;
  role: string;
  seniority: Seniority;
  company: string | null;
  plan: InterviewPlan | string;
  current_question: InterviewQuestion | string | null;
  overall: string | number | null;
  section_scores: InterviewSummary["section_scores"] | string | null;
  summary: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
  title?: string | null;
  saved_at?: Date | string | null;
}

interface SummaryRow {
  id: string;
  role: string;
  seniority: Seniority;
  company: string | null;
  overall: string | number | null;
  answers: string | number;
  title: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
  saved_at: Date | string | null;
}

const SUMMARY_COLUMNS = ["s.id", "s.role", "s.seniority", "s.company", "s.overall", "s.title", "s.started_at", "s.finished_at", "s.saved_at"];

interface TurnRow {
  turn_no: number;
  question: InterviewQuestion | string;
  answer: string;
  score: string | number;
  feedback: string;
  result: AnswerScore | string;
  voice?: StoredVoice | string | null;
}

const UNIQUE_VIOLATION = "23505";

// Drivers differ in whether jsonb and numeric arrive parsed; normalise here so callers get plain objects.
function json<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}
function num(value: string | number): number {
  return typeof value === "number" ? value : Number(value);
}
function date(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

function toSession(row: SessionRow): InterviewSession {
  return {
    id: row.id,
    userId: row.user_id,
    role: row.role,
    seniority: row.seniority,
    company: row.company,
    plan: json(row.plan),
    currentQuestion: row.current_question === null ? null : json(row.current_question),
    overall: row.overall === null ? null : num(row.overall),
    sectionScores: row.section_scores === null ? null : json(row.section_scores),
    summary: row.summary,
    startedAt: date(row.started_at),
    finishedAt: row.finished_at === null ? null : date(row.finished_at),
    title: row.title ?? null,
    savedAt: row.saved_at ? date(row.saved_at) : null,
  };
}

function toSummary(row: SummaryRow): SessionSummary {
  return {
    id: row.id,
    role: row.role,
    seniority: row.seniority,
    company: row.company,
    overall: row.overall === null ? null : num(row.overall),
    answers: num(row.answers),
    title: row.title,
    startedAt: date(row.started_at),
    finishedAt: row.finished_at === null ? null : date(row.finished_at),
    savedAt: row.saved_at === null ? null : date(row.saved_at),
  };
}

function toTurn(row: TurnRow): StoredTurn {
  return {
    turnNo: row.turn_no,
    question: json(row.question),
    answer: row.answer,
    score: num(row.score),
    feedback: row.feedback,
    result: json(row.result),
    voice: row.voice ? json(row.voice) : null,
  };
}

/** Queries that run on the connection or transaction given. */
function queries(db: Knex) {
  return {
    async createSession(input: {
      userId: string;
      role: string;
      seniority: Seniority;
      company: string | null;
      plan: InterviewPlan;
      currentQuestion: InterviewQuestion;
    }): Promise<InterviewSession> {
      const [row] = await db<SessionRow>("interview_sessions")
        .insert({
          user_id: input.userId,
          role: input.role,
          seniority: input.seniority,
          company: input.company,
          plan: JSON.stringify(input.plan),
          current_question: JSON.stringify(input.currentQuestion),
        })
        .returning("*");
      return toSession(row as SessionRow);
    },

    /** The user's session, or undefined when it does not exist or belongs to someone else. */
    async findSession(userId: string, sessionId: string): Promise<InterviewSession | undefined> {
      const row = await db<SessionRow>("interview_sessions").where({ id: sessionId, user_id: userId }).first();
      return row ? toSession(row) : undefined;
    },

    /**
     * Same as findSession, but holds the row lock until the transaction ends so answers are taken one at a time.
     * The elapsed time comes from the database clock, the same clock that stamped started_at.
     */
    async lockSession(userId: string, sessionId: string): Promise<LockedSession | undefined> {
      const row = (await db("interview_sessions")
        .where({ id: sessionId, user_id: userId })
        .forUpdate()
        .first("*", db.raw("extract(epoch from (now() - started_at)) as elapsed_seconds"))) as (SessionRow & { elapsed_seconds: string | number }) | undefined;
      return row ? { ...toSession(row), elapsedSeconds: num(row.elapsed_seconds) } : undefined;
    },

    async listTurns(sessionId: string): Promise<StoredTurn[]> {
      const rows: TurnRow[] = await db("interview_turns")
        .where({ session_id: sessionId })
        .orderBy("turn_no", "asc")
        .select("turn_no", "question", "answer", "score", "feedback", "result", "voice");
      return rows.map(toTurn);
    },

    /** Inserts a turn, or returns false when that turn number is already taken (the unique index decides). */
    async insertTurn(sessionId: string, turn: StoredTurn): Promise<boolean> {
      try {
        await db("interview_turns").insert({
          session_id: sessionId,
          turn_no: turn.turnNo,
          question: JSON.stringify(turn.question),
          answer: turn.answer,
          score: turn.score,
          feedback: turn.feedback,
          result: JSON.stringify(turn.result),
          voice: turn.voice ? JSON.stringify(turn.voice) : null,
        });
        return true;
      } catch (err) {
        if ((err as { code?: string }).code === UNIQUE_VIOLATION) return false;
        throw err;
      }
    },

    async setCurrentQuestion(sessionId: string, question: InterviewQuestion | null): Promise<void> {
      await db("interview_sessions")
        .where({ id: sessionId })
        .update({ current_question: question === null ? null : JSON.stringify(question) });
    },

    /** Stores the result and ends the session (no question is pending after a finish). */
    async saveSummary(sessionId: string, summary: InterviewSummary): Promise<InterviewSession> {
      const [row] = await db<SessionRow>("interview_sessions")
        .where({ id: sessionId })
        .update({
          overall: summary.overall,
          section_scores: JSON.stringify(summary.section_scores),
          summary: summary.summary,
          current_question: null,
          finished_at: db.fn.now(),
        })
        .returning("*");
      return toSession(row as SessionRow);
    },

    async updateTurnFeedback(sessionId: string, turnNo: number, feedback: string): Promise<void> {
      await db("interview_turns").where({ session_id: sessionId, turn_no: turnNo }).update({ feedback });
    },

    async updateSummaryText(sessionId: string, summary: string): Promise<void> {
      await db("interview_sessions").where({ id: sessionId }).update({ summary });
    },

    recordActivity(input: ActivityInput): Promise<void> {
      return recordActivity(db, input);
    },

    /** The user's session as lists show it, or undefined when it does not exist or is someone else's. */
    async findSummary(userId: string, sessionId: string): Promise<SessionSummary | undefined> {
      const row = await summaries(db).where({ "s.id": sessionId, "s.user_id": userId }).first();
      return row ? toSummary(row) : undefined;
    },

    /** Saved sessions, the most recently saved first. */
    async listSaved(userId: string, limit: number): Promise<SessionSummary[]> {
      const rows = await summaries(db)
        .where({ "s.user_id": userId })
        .whereNotNull("s.saved_at")
        .orderBy([{ column: "s.saved_at", order: "desc" }, { column: "s.id", order: "desc" }])
        .limit(limit);
      return rows.map(toSummary);
    },

    /** Marks the session saved under `title`; a session saved before keeps its first saved_at. */
    async markSaved(sessionId: string, title: string): Promise<void> {
      await db("interview_sessions")
        .where({ id: sessionId })
        .update({ title, saved_at: db.raw("coalesce(saved_at, now())") });
    },

    /** Takes the session out of the saved list (its title stays, for a later save). */
    async unmarkSaved(sessionId: string): Promise<void> {
      await db("interview_sessions").where({ id: sessionId }).update({ saved_at: null });
    },
  };
}

/** Sessions with the columns lists show and their number of answered questions. */
function summaries(db: Knex) {
  return db("interview_sessions as s").select<SummaryRow[]>(
    ...SUMMARY_COLUMNS,
    db.raw("(SELECT count(*) FROM interview_turns t WHERE t.session_id = s.id) AS answers"),
  );
}

export type InterviewQueries = ReturnType<typeof queries>;

/** Owns every interview query. `transaction` hands the work the same queries bound to one transaction. */
export function createInterviewRepository(db: Knex) {
  return {
    ...queries(db),
    transaction<T>(work: (tx: InterviewQueries) => Promise<T>): Promise<T> {
      return db.transaction((trx) => work(queries(trx)));
    },
  };
}

export type InterviewRepository = ReturnType<typeof createInterviewRepository>;
