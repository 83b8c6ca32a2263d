import type { JsonBody, QueryParams, Schemas } from "../../http/operations";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { ActivityRepository } from "../activity";
import type { AutoApplyRepository, PackRow } from "../auto-apply";
import { isResumeDocument, screeningAnswers, type PackFacts } from "../../engines/application-pack/screening";
import { renderDocx, resumeFileName } from "../../engines/resume-writer/docx";
import { renderResumePdf } from "../../engines/resume-writer/resume-pdf";
import { toCsv } from "./csv";
import { TRACKER_STATUSES, type ApplicationChanges, type ApplicationRow, type ApplicationsRepository, type ListFilter, type TrackerStatus } from "./applications-repository";
import { letterSummary, reportSummary } from "./dto";

export const STATUS_LABEL: Record<TrackerStatus, string> = {
  saved: "Saved",
  applied: "Applied",
  interviewing: "Interviewing",
  offer: "Offer",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};
const ORIGIN_LABEL = { saved: "Saved", auto_apply: "Auto-Apply", manual: "Added by you" } as const;
const PORTAL_LABEL: Record<string, string> = { greenhouse: "Greenhouse", lever: "Lever", workable: "Workable", successfactors: "SuccessFactors", naukri: "Naukri", shine: "Shine", linkedin: "LinkedIn" };

export const MESSAGES = {
  notFound: "That application was not found. It may have been removed from your tracker.",
  postingNotFound: "That job posting is no longer in the job index. Search again to find it.",
  noPack: "This application has no application pack. Auto-Apply prepares one for each posting it hands to you as \"ready for you\".",
  movedOn: (status: TrackerStatus) => `This job is in your tracker as ${STATUS_LABEL[status]}. To remove it, delete it from Applications.`,
  blankTitle: "Please give the application a job title.",
  badEmail: "Contact email must be an email address, like name@company.com.",
};

/** At most this many applications are listed (the CSV too); a job hunt rarely tracks more. */
export const MAX_LISTED = 500;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const blankToNull = (s: string | null | undefined) => {
  if (s === undefined) return undefined;
  const t = (s ?? "").replace(/\s+/g, " ").trim();
  return t ? t : null;
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function applicationDto(row: ApplicationRow): Schemas["TrackedApplication"] {
  return {
    id: row.id,
    job_id: row.job_id,
    origin: row.origin,
    status: row.status,
    ready_for_you: row.ready_for_you,
    title: row.title,
    company: row.company,
    location: row.location,
    work_mode: row.work_mode,
    source: row.source,
    apply_link: row.apply_link,
    notes: row.notes,
    contact_name: row.contact_name,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    salary_lpa: row.salary_lpa === null ? null : Number(row.salary_lpa),
    salary_note: row.salary_note,
    next_step: row.next_step,
    next_step_due: row.next_step_due,
    applied_at: iso(row.applied_at),
    status_changed_at: iso(row.status_changed_at)!,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

/** Words for the fields an update changed, for the history ("Updated notes and next step"). */
const FIELD_WORDS: Partial<Record<keyof ApplicationChanges, string>> = {
  title: "title",
  company: "company",
  location: "location",
  apply_link: "link",
  notes: "notes",
  contact_name: "contact",
  contact_email: "contact",
  contact_phone: "contact",
  salary_lpa: "salary",
  salary_note: "salary",
  next_step: "next step",
  next_step_due: "next step",
  applied_at: "applied date",
};

export interface TrackerDeps {
  repo: ApplicationsRepository;
  autoApply: Pick<AutoApplyRepository, "untracked" | "markTracked" | "markAppliedByUser" | "packFor" | "screening">;
  activity: Pick<ActivityRepository, "record">;
  logger: Logger;
  now?: () => Date;
}

export function createTrackerService(deps: TrackerDeps) {
  const { repo, autoApply } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Puts every Auto-Apply submission and "ready for you" posting not yet tracked into the tracker: a posting the
   * user already tracks is linked (and moves to applied when Auto-Apply submitted it), any other becomes a new
   * application. Each log entry is taken in once, so one the user removes from the tracker stays removed.
   */
  async function sync(userId: string): Promise<void> {
    const pending = await autoApply.untracked(userId);
    for (const a of pending) {
      await repo.transaction(async (trx) => {
        const portal = PORTAL_LABEL[a.portal] ?? a.portal;
        const existing = await repo.findByJob(userId, a.job_id, trx);
        if (existing) {
          const locked = await repo.lock(userId, existing.id, trx);
          if (locked && !locked.auto_apply_id) {
            if (a.status === "submitted" && locked.status === "saved") {
              await repo.update(userId, locked.id, { auto_apply_id: a.id, status: "applied", applied_at: a.created_at, status_changed_at: now(), ready_for_you: false }, trx);
              await repo.addEvent({ application_id: locked.id, kind: "status", from_status: "saved", to_status: "applied", summary: `Auto-Apply submitted your application on ${portal}` }, trx);
            } else if (a.status === "ready_for_you" && locked.status === "saved") {
              await repo.update(userId, locked.id, { auto_apply_id: a.id, ready_for_you: true }, trx);
              await repo.addEvent({ application_id: locked.id, kind: "details", summary: `Auto-Apply prepared this posting for you: finish it on ${portal}` }, trx);
            } else {
              await repo.update(userId, locked.id, { auto_apply_id: a.id }, trx);
            }
          }
        } else {
          const submitted = a.status === "submitted";
          const row = await repo.insert(
            {
              user_id: userId,
              origin: "auto_apply",
              job_id: a.job_id,
              auto_apply_id: a.id,
              status: submitted ? "applied" : "saved",
              ready_for_you: !submitted,
              title: a.title,
              company: a.company,
              location: a.location,
              work_mode: (a.work_mode as ApplicationRow["work_mode"]) ?? null,
              source: a.source,
              portal: a.portal,
              apply_link: a.apply_link,
              description: a.description ?? "",
              skills: a.skills ?? [],
              applied_at: submitted ? a.created_at : null,
              created_at: a.created_at,
            },
            trx,
          );
          if (row) {
            await repo.addEvent(
              {
                application_id: row.id,
                kind: "created",
                to_status: row.status,
                summary: submitted ? `Auto-Apply submitted your application on ${portal}` : `Auto-Apply prepared this posting for you: finish it on ${portal}`,
                created_at: a.created_at,
              },
              trx,
            );
          }
        }
        await autoApply.markTracked([a.id], trx);
        // The pack's cover letter belongs to the application it was written for.
        const pack = a.status === "ready_for_you" ? await autoApply.packFor(userId, a.id, trx) : undefined;
        const tracked = pack?.cover_letter_id ? await repo.findByJob(userId, a.job_id, trx) : undefined;
        if (pack?.cover_letter_id && tracked?.auto_apply_id === a.id) await repo.linkLetter(userId, pack.cover_letter_id, tracked.id, trx);
      });
    }
  }

  async function detail(userId: string, id: string): Promise<Schemas["ApplicationDetail"]> {
    const row = await repo.find(userId, id);
    if (!row) throw notFound(MESSAGES.notFound);
    const [events, reports, letters, pack] = await Promise.all([
      repo.events(id),
      repo.reports(userId, { limit: 20, applicationId: id }),
      repo.letters(userId, { limit: 20, applicationId: id }),
      packDto(userId, row),
    ]);
    return {
      ...applicationDto(row),
      description: row.description,
      skills: row.skills ?? [],
      history: events.map((e) => ({ id: e.id, kind: e.kind, from_status: e.from_status, to_status: e.to_status, summary: e.summary, created_at: iso(e.created_at)! })),
      match_reports: reports.map(reportSummary),
      cover_letters: letters.map(letterSummary),
      ...(pack ? { pack } : {}),
    };
  }

  async function packOf(userId: string, row: Pick<ApplicationRow, "auto_apply_id">): Promise<PackRow | undefined> {
    return row.auto_apply_id ? autoApply.packFor(userId, row.auto_apply_id) : undefined;
  }

  async function packDto(userId: string, row: ApplicationRow): Promise<Schemas["ApplicationPack"] | null> {
    const pack = await packOf(userId, row);
    if (!pack || !isResumeDocument(pack.resume_document)) return null;
    const [letter, profile] = await Promise.all([pack.cover_letter_id ? repo.letter(userId, pack.cover_letter_id) : undefined, autoApply.screening(userId)]);
    const answers = screeningAnswers(pack.facts as PackFacts, profile);
    const name = pack.resume_document.name;
    return {
      id: pack.id,
      created_at: iso(pack.created_at)!,
      job_title: pack.job_title,
      company: pack.company,
      resume_docx_name: resumeFileName(name, "docx"),
      resume_pdf_name: resumeFileName(name, "pdf"),
      highlighted_skills: pack.highlighted_skills ?? [],
      ...(letter ? { cover_letter: letterSummary(letter) } : {}),
      answers,
      missing_answers: answers.filter((a) => a.missing).length,
    };
  }

  function filterFrom(query: QueryParams<"listApplications">): ListFilter {
    return { status: query.status, origin: query.origin, q: query.q, sort: query.sort ?? "updated", order: query.order ?? "desc" };
  }

  return {
    sync,

    async savedJobs(userId: string): Promise<Schemas["SavedJobList"]> {
      await sync(userId);
      const rows = await repo.savedJobs(userId);
      return { saved_jobs: rows.map((r) => ({ job_id: r.job_id!, application_id: r.id, status: r.status, saved_at: iso(r.created_at)!, title: r.title, company: r.company })) };
    },

    /** Save on a job card: a snapshot of the posting as a saved application (or the application it already has). */
    async saveJob(userId: string, jobId: string): Promise<Schemas["SavedJob"]> {
      let row = await repo.findByJob(userId, jobId);
      if (!row) {
        const posting = await repo.posting(jobId);
        if (!posting) throw notFound(MESSAGES.postingNotFound);
        row = await repo.transaction(async (trx) => {
          const created = await repo.insert(
            {
              user_id: userId,
              origin: "saved",
              job_id: posting.id,
              title: posting.title,
              company: posting.company,
              location: posting.location,
              work_mode: posting.work_mode,
              source: posting.source,
              portal: posting.portal,
              apply_link: posting.apply_link,
              description: posting.description,
              skills: posting.skills ?? [],
            },
            trx,
          );
          if (created) await repo.addEvent({ application_id: created.id, kind: "created", to_status: "saved", summary: "Saved from Job Search" }, trx);
          return created ?? (await repo.findByJob(userId, jobId, trx));
        });
        if (!row) throw notFound(MESSAGES.postingNotFound);
        await deps.activity.record({ userId, kind: "job_saved", summary: `Saved ${row.title}${row.company ? ` at ${row.company}` : ""}`, data: { application_id: row.id, job_id: jobId } });
      }
      return { job_id: jobId, application_id: row.id, status: row.status, saved_at: iso(row.created_at)!, title: row.title, company: row.company };
    },

    async unsaveJob(userId: string, jobId: string): Promise<void> {
      const row = await repo.findByJob(userId, jobId);
      if (!row) return;
      if (row.status !== "saved") throw conflict(MESSAGES.movedOn(row.status));
      await repo.remove(userId, row.id);
    },

    async list(userId: string, query: QueryParams<"listApplications">): Promise<Schemas["ApplicationList"]> {
      await sync(userId);
      const [rows, counts] = await Promise.all([repo.list(userId, filterFrom(query), MAX_LISTED), repo.counts(userId)]);
      return { applications: rows.map(applicationDto), counts, total: Object.values(counts).reduce((a, b) => a + b, 0) };
    },

    async csv(userId: string, query: QueryParams<"exportApplications">): Promise<{ text: string; fileName: string }> {
      await sync(userId);
      const rows = await repo.list(userId, filterFrom(query), MAX_LISTED);
      const day = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 10) : "");
      const header = ["Title", "Company", "Location", "Status", "Origin", "Saved on", "Applied on", "Next step", "Due", "CTC (LPA)", "Salary note", "Contact", "Contact email", "Contact phone", "Link", "Notes"];
      const body = rows.map((r) => [
        r.title,
        r.company ?? "",
        r.location ?? "",
        STATUS_LABEL[r.status] + (r.ready_for_you ? " (ready for you)" : ""),
        ORIGIN_LABEL[r.origin],
        day(r.created_at),
        day(r.applied_at),
        r.next_step ?? "",
        r.next_step_due ?? "",
        r.salary_lpa === null ? "" : String(Number(r.salary_lpa)),
        r.salary_note ?? "",
        r.contact_name ?? "",
        r.contact_email ?? "",
        r.contact_phone ?? "",
        r.apply_link ?? "",
        r.notes,
      ]);
      return { text: toCsv([header, ...body]), fileName: `hirewise-applications-${now().toISOString().slice(0, 10)}.csv` };
    },

    async summary(userId: string): Promise<Schemas["ApplicationsSummary"]> {
      await sync(userId);
      const [latest, upcoming, counts, reports, letters, ready] = await Promise.all([
        repo.list(userId, { sort: "updated", order: "desc" }, 5),
        repo.upcoming(userId, 5),
        repo.counts(userId),
        repo.reports(userId, { limit: 3 }),
        repo.letters(userId, { limit: 3 }),
        repo.readyForYou(userId, 5),
      ]);
      return {
        counts,
        total: Object.values(counts).reduce((a, b) => a + b, 0),
        latest: latest.map(applicationDto),
        upcoming: upcoming.map(applicationDto),
        match_reports: reports.map(reportSummary),
        cover_letters: letters.map(letterSummary),
        ready_for_you: ready.map(applicationDto),
      };
    },

    async get(userId: string, id: string) {
      await sync(userId);
      return detail(userId, id);
    },

    async create(userId: string, input: JsonBody<"createApplication">): Promise<Schemas["ApplicationDetail"]> {
      const title = blankToNull(input.title);
      if (!title) throw badRequest(MESSAGES.blankTitle, { errors: [{ path: "/body/title", message: "must not be blank" }] });
      const status = input.status ?? "saved";
      const row = await repo.transaction(async (trx) => {
        const created = await repo.insert(
          {
            user_id: userId,
            origin: "manual",
            title,
            status,
            company: blankToNull(input.company) ?? null,
            location: blankToNull(input.location) ?? null,
            apply_link: blankToNull(input.apply_link) ?? null,
            description: (input.job_description ?? "").trim(),
            notes: (input.notes ?? "").trim(),
            applied_at: status === "applied" || status === "interviewing" || status === "offer" ? now() : null,
          },
          trx,
        );
        await repo.addEvent({ application_id: created!.id, kind: "created", to_status: status, summary: `Added by you as ${STATUS_LABEL[status]}` }, trx);
        return created!;
      });
      await deps.activity.record({ userId, kind: "application_added", summary: `Tracking ${row.title}${row.company ? ` at ${row.company}` : ""}`, data: { application_id: row.id } });
      return detail(userId, row.id);
    },

    async update(userId: string, id: string, input: JsonBody<"updateApplication">): Promise<Schemas["ApplicationDetail"]> {
      if (input.title !== undefined && !blankToNull(input.title)) throw badRequest(MESSAGES.blankTitle, { errors: [{ path: "/body/title", message: "must not be blank" }] });
      const email = blankToNull(input.contact_email);
      if (email && !EMAIL.test(email)) throw badRequest(MESSAGES.badEmail, { errors: [{ path: "/body/contact_email", message: "must be an email address" }] });
      let movedStatus: { from: TrackerStatus; to: TrackerStatus; title: string } | null = null;
      await repo.transaction(async (trx) => {
        const row = await repo.lock(userId, id, trx);
        if (!row) throw notFound(MESSAGES.notFound);
        const changes: ApplicationChanges = {};
        const set = <K extends keyof ApplicationChanges>(key: K, value: ApplicationChanges[K] | undefined) => {
          if (value === undefined) return;
          const before = (row as unknown as Record<string, unknown>)[key];
          const same = before instanceof Date && value instanceof Date ? before.getTime() === value.getTime() : before === value || (typeof before === "number" && Number(before) === value);
          if (!same) changes[key] = value;
        };
        set("title", input.title !== undefined ? blankToNull(input.title)! : undefined);
        set("company", blankToNull(input.company));
        set("location", blankToNull(input.location));
        set("apply_link", blankToNull(input.apply_link));
        set("notes", input.notes !== undefined ? input.notes.trim() : undefined);
        set("contact_name", blankToNull(input.contact_name));
        set("contact_email", email);
        set("contact_phone", blankToNull(input.contact_phone));
        set("salary_lpa", input.salary_lpa === undefined ? undefined : input.salary_lpa === null ? null : Math.round(input.salary_lpa * 100) / 100);
        set("salary_note", blankToNull(input.salary_note));
        set("next_step", blankToNull(input.next_step));
        set("next_step_due", input.next_step_due === undefined ? undefined : input.next_step_due);
        set("applied_at", input.applied_at === undefined ? undefined : input.applied_at === null ? null : new Date(input.applied_at));
        const detailsChanged = Object.keys(changes) as Array<keyof ApplicationChanges>;

        if (input.status && input.status !== row.status) {
          const to = input.status;
          changes.status = to;
          changes.status_changed_at = now();
          const progressed = to === "applied" || to === "interviewing" || to === "offer";
          if (progressed && !row.applied_at && changes.applied_at === undefined) changes.applied_at = now();
          if (row.ready_for_you && to !== "saved") {
            changes.ready_for_you = false;
            // Marking a "ready for you" posting as applied shows in the Auto-Apply log too.
            if (progressed && row.auto_apply_id) await autoApply.markAppliedByUser(userId, row.auto_apply_id, (changes.applied_at as Date | undefined) ?? row.applied_at ?? now(), trx);
          }
          movedStatus = { from: row.status, to, title: row.title };
        }
        if (!Object.keys(changes).length) return;
        await repo.update(userId, id, changes, trx);
        if (movedStatus) {
          await repo.addEvent({ application_id: id, kind: "status", from_status: movedStatus.from, to_status: movedStatus.to, summary: `${STATUS_LABEL[movedStatus.from]} → ${STATUS_LABEL[movedStatus.to]}` }, trx);
        }
        const words = [...new Set(detailsChanged.map((k) => FIELD_WORDS[k]).filter((w): w is string => !!w))];
        if (words.length) {
          const list = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
          await repo.addEvent({ application_id: id, kind: "details", summary: `Updated ${list}` }, trx);
        }
      });
      const moved = movedStatus as { from: TrackerStatus; to: TrackerStatus; title: string } | null;
      if (moved) {
        await deps.activity.record({ userId, kind: "application_moved", summary: `${moved.title}: ${STATUS_LABEL[moved.from]} → ${STATUS_LABEL[moved.to]}`, data: { application_id: id, status: moved.to } });
      }
      return detail(userId, id);
    },

    /** The pack's tailored resume as Word or PDF, rendered from the document Auto-Apply built. */
    async packResume(userId: string, id: string, format: "docx" | "pdf"): Promise<{ bytes: Buffer; fileName: string }> {
      const row = await repo.find(userId, id);
      if (!row) throw notFound(MESSAGES.notFound);
      const pack = await packOf(userId, row);
      if (!pack || !isResumeDocument(pack.resume_document)) throw notFound(MESSAGES.noPack);
      const doc = pack.resume_document;
      const bytes = format === "docx" ? await renderDocx(doc) : await renderResumePdf(doc);
      return { bytes, fileName: resumeFileName(doc.name, format) };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound(MESSAGES.notFound);
    },
  };
}

export type TrackerService = ReturnType<typeof createTrackerService>;
export { TRACKER_STATUSES };
