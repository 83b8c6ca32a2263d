import type { Knex } from "knex";

export const TRACKER_STATUSES = ["saved", "applied", "interviewing", "offer", "rejected", "withdrawn"] as const;
export type TrackerStatus = (typeof TRACKER_STATUSES)[number];
export type ApplicationOrigin = "saved" | "auto_apply" | "manual";

export interface ApplicationRow {
  id: string;
  user_id: string;
  job_id: string | null;
  origin: ApplicationOrigin;
  auto_apply_id: string | null;
  status: TrackerStatus;
  ready_for_you: boolean;
  title: string;
  company: string | null;
  location: string | null;
  work_mode: "remote" | "hybrid" | "onsite" | null;
  source: string | null;
  portal: string | null;
  apply_link: string | null;
  description: string;
  skills: string[];
  notes: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  salary_lpa: number | null;
  salary_note: string | null;
  next_step: string | null;
  /** "YYYY-MM-DD" (read as text, so no time zone moves the day). */
  next_step_due: string | null;
  applied_at: Date | null;
  status_changed_at: Date;
  created_at: Date;
  updated_at: Date;
}

export type NewApplication = Pick<ApplicationRow, "user_id" | "origin" | "title"> &
  Partial<Pick<ApplicationRow, "job_id" | "auto_apply_id" | "status" | "ready_for_you" | "company" | "location" | "work_mode" | "source" | "portal" | "apply_link" | "description" | "skills" | "notes" | "applied_at">> & {
    created_at?: Date;
  };

export type ApplicationChanges = Partial<
  Pick<
    ApplicationRow,
    | "status"
    | "ready_for_you"
    | "title"
    | "company"
    | "location"
    | "apply_link"
    | "notes"
    | "contact_name"
    | "contact_email"
    | "contact_phone"
    | "salary_lpa"
    | "salary_note"
    | "next_step"
    | "next_step_due"
    | "applied_at"
    | "auto_apply_id"
    | "status_changed_at"
  >
>;

export interface EventRow {
  id: string;
  application_id: string;
  kind: "created" | "status" | "details";
  from_status: TrackerStatus | null;
  to_status: TrackerStatus | null;
  summary: string;
  created_at: Date;
}

export interface PostingRow {
  id: string;
  title: string;
  company: string | null;
  location: string | null;
  work_mode: "remote" | "hybrid" | "onsite";
  source: string;
  portal: string;
  apply_link: string;
  description: string;
  skills: string[];
}

export interface ListFilter {
  status?: TrackerStatus;
  origin?: ApplicationOrigin;
  q?: string;
  sort: "updated" | "created" | "title" | "company" | "status" | "next_step_due" | "salary_lpa";
  order: "asc" | "desc";
}

export interface MatchReportRow {
  id: string;
  user_id: string;
  application_id: string | null;
  job_title: string;
  company: string | null;
  score: number;
  band: "good" | "partial" | "poor";
  job_description: string;
  report: Record<string, unknown>;
  created_at: Date;
}

export interface CoverLetterRow {
  id: string;
  user_id: string;
  application_id: string | null;
  title: string;
  job_title: string;
  company: string | null;
  tone: "concise" | "friendly" | "detailed" | "coach-like";
  body: string;
  polished: boolean;
  edited: boolean;
  resume_source: "stored" | "pasted";
  created_at: Date;
  updated_at: Date;
}

// Drivers differ in whether jsonb arrives parsed.
const parsedJson = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));

/** The columns a list shows (no description). next_step_due as text: a DATE must not move with the time zone. */
const LIST_COLUMNS = [
  "id", "user_id", "job_id", "origin", "auto_apply_id", "status", "ready_for_you", "title", "company", "location", "work_mode", "source", "portal", "apply_link",
  "notes", "contact_name", "contact_email", "contact_phone", "salary_lpa", "salary_note", "next_step", "applied_at", "status_changed_at", "created_at", "updated_at",
] as const;

const STATUS_ORDER = `CASE status ${TRACKER_STATUSES.map((s, i) => `WHEN '${s}' THEN ${i}`).join(" ")} END`;
const likeAny = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The tracker's tables (applications, application_events, job_match_reports, cover_letters). Every method takes an optional transaction. */
export function createApplicationsRepository(db: Knex) {
  const select = (trx: Knex) => trx("applications").select([...LIST_COLUMNS, trx.raw("to_char(next_step_due, 'YYYY-MM-DD') AS next_step_due")]);

  return {
    transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    // ---- postings ----
    async posting(jobId: string, trx: Knex = db): Promise<PostingRow | undefined> {
      return trx("job_postings").where({ id: jobId }).first("id", "title", "company", "location", "work_mode", "source", "portal", "apply_link", "description", "skills");
    },

    // ---- applications ----
    async insert(row: NewApplication, trx: Knex = db): Promise<ApplicationRow | null> {
      const values = { ...row, ...(row.skills ? { skills: row.skills } : {}) };
      const q = trx("applications").insert(values);
      // A posting is tracked once per user: a second save (or a race) finds the first.
      const rows = row.job_id ? await q.onConflict(["user_id", "job_id"]).ignore().returning("id") : await q.returning("id");
      const id = (rows[0] as { id: string } | undefined)?.id;
      return id ? ((await this.find(row.user_id, id, trx)) ?? null) : null;
    },

    async find(userId: string, id: string, trx: Knex = db): Promise<(ApplicationRow & { description: string; skills: string[] }) | undefined> {
      return select(trx).select("description", "skills").where({ user_id: userId, id }).first();
    },

    async findByJob(userId: string, jobId: string, trx: Knex = db): Promise<ApplicationRow | undefined> {
      return select(trx).where({ user_id: userId, job_id: jobId }).first();
    },

    /** Locks the row for an update in the same transaction. */
    async lock(userId: string, id: string, trx: Knex): Promise<ApplicationRow | undefined> {
      return select(trx).where({ user_id: userId, id }).forUpdate().first();
    },

    async update(userId: string, id: string, changes: ApplicationChanges, trx: Knex = db): Promise<void> {
      await trx("applications").where({ user_id: userId, id }).update({ ...changes, updated_at: trx.fn.now() });
    },

    async remove(userId: string, id: string, trx: Knex = db): Promise<boolean> {
      const rows: Array<{ id: string }> = await trx("applications").where({ user_id: userId, id }).delete().returning("id");
      return rows.length > 0;
    },

    async list(userId: string, filter: ListFilter, limit: number, trx: Knex = db): Promise<ApplicationRow[]> {
      const q = select(trx).where({ user_id: userId });
      if (filter.status) q.andWhere({ status: filter.status });
      if (filter.origin) q.andWhere({ origin: filter.origin });
      for (const word of (filter.q ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)) {
        q.andWhereRaw("lower(concat_ws(' ', title, company, location, notes, contact_name, contact_email, next_step)) LIKE ?", [likeAny(word)]);
      }
      const dir = filter.order === "asc" ? "ASC" : "DESC";
      const nulls = "NULLS LAST";
      const order: Record<ListFilter["sort"], string> = {
        updated: `updated_at ${dir}`,
        created: `created_at ${dir}`,
        title: `lower(title) ${dir}`,
        company: `lower(company) ${dir} ${nulls}`,
        status: `${STATUS_ORDER} ${dir}`,
        next_step_due: `applications.next_step_due ${dir} ${nulls}`,
        salary_lpa: `salary_lpa ${dir} ${nulls}`,
      };
      return q.orderByRaw(`${order[filter.sort]}, updated_at DESC, id DESC`).limit(limit);
    },

    async counts(userId: string, trx: Knex = db): Promise<Record<TrackerStatus, number>> {
      const rows = (await trx("applications").where({ user_id: userId }).groupBy("status").select("status").count({ n: "*" })) as Array<{ status: TrackerStatus; n: string | number }>;
      const out = Object.fromEntries(TRACKER_STATUSES.map((s) => [s, 0])) as Record<TrackerStatus, number>;
      for (const r of rows) out[r.status] = Number(r.n);
      return out;
    },

    /** Open applications with a next step due, soonest first. */
    async upcoming(userId: string, limit: number, trx: Knex = db): Promise<ApplicationRow[]> {
      return select(trx)
        .where({ user_id: userId })
        .whereNotNull("next_step_due")
        .whereNotIn("status", ["rejected", "withdrawn"])
        .orderByRaw("applications.next_step_due ASC, updated_at DESC")
        .limit(limit);
    },

    async savedJobs(userId: string, trx: Knex = db): Promise<Array<Pick<ApplicationRow, "id" | "job_id" | "status" | "title" | "company" | "created_at">>> {
      return trx("applications").where({ user_id: userId }).whereNotNull("job_id").orderBy([{ column: "created_at", order: "desc" }, { column: "id", order: "desc" }]).select("id", "job_id", "status", "title", "company", "created_at");
    },

    // ---- history ----
    async addEvent(event: Pick<EventRow, "application_id" | "kind" | "summary"> & Partial<Pick<EventRow, "from_status" | "to_status">> & { created_at?: Date }, trx: Knex = db): Promise<void> {
      await trx("application_events").insert({
        ...event,
        // Strictly after the application's previous event, so the history reads in the order things happened.
        created_at: event.created_at ?? trx.raw("greatest(now(), (select max(created_at) + interval '1 microsecond' from application_events where application_id = ?))", [event.application_id]),
      });
    },
    async events(applicationId: string, trx: Knex = db): Promise<EventRow[]> {
      return trx("application_events").where({ application_id: applicationId }).orderBy([{ column: "created_at", order: "asc" }, { column: "id", order: "asc" }]);
    },

    // ---- match reports ----
    async insertReport(row: Omit<MatchReportRow, "id" | "created_at">, trx: Knex = db): Promise<MatchReportRow> {
      const [saved] = await trx("job_match_reports").insert({ ...row, report: JSON.stringify(row.report) }).returning("*");
      return { ...saved, report: parsedJson(saved.report) } as MatchReportRow;
    },
    async report(userId: string, id: string, trx: Knex = db): Promise<MatchReportRow | undefined> {
      const row = await trx("job_match_reports").where({ user_id: userId, id }).first();
      return row ? ({ ...row, report: parsedJson(row.report) } as MatchReportRow) : undefined;
    },
    async reports(userId: string, options: { limit: number; applicationId?: string }, trx: Knex = db): Promise<Array<Omit<MatchReportRow, "report" | "job_description">>> {
      const q = trx("job_match_reports").where({ user_id: userId });
      if (options.applicationId) q.andWhere({ application_id: options.applicationId });
      return q.orderBy([{ column: "created_at", order: "desc" }, { column: "id", order: "desc" }]).limit(options.limit).select("id", "user_id", "application_id", "job_title", "company", "score", "band", "created_at");
    },
    async removeReport(userId: string, id: string, trx: Knex = db): Promise<boolean> {
      const rows: Array<{ id: string }> = await trx("job_match_reports").where({ user_id: userId, id }).delete().returning("id");
      return rows.length > 0;
    },

    // ---- cover letters ----
    async insertLetter(row: Omit<CoverLetterRow, "id" | "created_at" | "updated_at">, trx: Knex = db): Promise<CoverLetterRow> {
      const [saved] = await trx("cover_letters").insert(row).returning("*");
      return saved as CoverLetterRow;
    },
    async letter(userId: string, id: string, trx: Knex = db): Promise<CoverLetterRow | undefined> {
      return trx("cover_letters").where({ user_id: userId, id }).first();
    },
    async letters(userId: string, options: { limit: number; applicationId?: string }, trx: Knex = db): Promise<Array<Omit<CoverLetterRow, "body">>> {
      const q = trx("cover_letters").where({ user_id: userId });
      if (options.applicationId) q.andWhere({ application_id: options.applicationId });
      return q
        .orderBy([{ column: "updated_at", order: "desc" }, { column: "id", order: "desc" }])
        .limit(options.limit)
        .select("id", "user_id", "application_id", "title", "job_title", "company", "tone", "polished", "edited", "resume_source", "created_at", "updated_at");
    },
    /** A pack's letter joins the tracked application it was written for (when the tracker takes the posting in). */
    async linkLetter(userId: string, letterId: string, applicationId: string, trx: Knex = db): Promise<void> {
      await trx("cover_letters").where({ user_id: userId, id: letterId }).whereNull("application_id").update({ application_id: applicationId });
    },
    /** Open "ready for you" applications that came from Auto-Apply, newest first. */
    async readyForYou(userId: string, limit: number, trx: Knex = db): Promise<ApplicationRow[]> {
      return select(trx).where({ user_id: userId, ready_for_you: true, status: "saved" }).orderBy([{ column: "created_at", order: "desc" }, { column: "id", order: "desc" }]).limit(limit);
    },
    async updateLetter(userId: string, id: string, changes: Partial<Pick<CoverLetterRow, "title" | "body" | "edited">>, trx: Knex = db): Promise<CoverLetterRow | undefined> {
      const [row] = await trx("cover_letters").where({ user_id: userId, id }).update({ ...changes, updated_at: trx.fn.now() }).returning("*");
      return row as CoverLetterRow | undefined;
    },
    async removeLetter(userId: string, id: string, trx: Knex = db): Promise<boolean> {
      const rows: Array<{ id: string }> = await trx("cover_letters").where({ user_id: userId, id }).delete().returning("id");
      return rows.length > 0;
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
