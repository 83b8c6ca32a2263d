import { matchJob, type MatchResult } from "../../engines/job-match/match";
import type { ParsePool } from "../../engines/resume-parser/sandbox/parse-pool";
import type { JsonBody, Schemas } from "../../http/operations";
import { notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { ActivityRepository } from "../activity";
import type { ResumeLookup } from "../resume";
import type { UsageService } from "../usage";
import type { ApplicationsRepository, MatchReportRow } from "./applications-repository";
import { reportSummary } from "./dto";
import { readJobFile, resolveJob, resolveResume, type JobSource } from "./sources";

/** The resume a match reads: `resume_id` (preferred), else `resume_text`, else the user's latest. */
type ResumeInput = { resume_id?: string; resume_text?: string };

export const REPORT_NOT_FOUND = "That match report was not found. It may have been deleted.";
/** Reports kept in the list (the newest); older ones still open by id. */
export const MAX_REPORTS = 50;

function reportDto(row: MatchReportRow): Schemas["JobMatchReport"] {
  const r = row.report as unknown as Omit<MatchResult, "job_title" | "company" | "score" | "band"> & { resume_source: "stored" | "pasted"; resume_id?: string | null };
  return {
    ...reportSummary(row),
    summary: r.summary,
    parts: r.parts,
    skills: r.skills,
    title_fit: r.title_fit,
    experience: r.experience,
    education: r.education,
    keyword_gaps: r.keyword_gaps,
    resume_source: r.resume_source,
    job_description: row.job_description,
    // Reports kept before the resume's id was recorded have none: the builder then asks for an upload.
    tailor: { ...r.tailor, resume_id: r.resume_id ?? null },
  };
}

export function createMatchService(deps: {
  repo: ApplicationsRepository;
  usage: Pick<UsageService, "consume" | "release">;
  activity: Pick<ActivityRepository, "record">;
  documents: Pick<ParsePool, "read">;
  resumes: Pick<ResumeLookup, "resolve">;
  logger: Logger;
  now?: () => Date;
}) {
  const { repo, usage, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function run(userId: string, job: JobSource, resumeInput: ResumeInput): Promise<Schemas["JobMatchReport"]> {
    const resume = await resolveResume(deps.resumes, userId, resumeInput);
    // One of the plan's resume scores (SPEC section 9), given back if the match fails.
    await usage.consume(userId, "resumeScores");
    try {
      const result = matchJob({ resumeText: resume.text, parsed: resume.parsed, jobText: job.text, jobTitle: job.title, company: job.company, now: now() });
      const { job_title, company, score, band, ...rest } = result;
      const row = await repo.insertReport({
        user_id: userId,
        application_id: job.applicationId,
        job_title: job_title || "Job description",
        company,
        score,
        band,
        job_description: job.text,
        report: { ...rest, resume_source: resume.source, resume_id: resume.resumeId },
      });
      await deps.activity.record({
        userId,
        kind: "job_matched",
        summary: `Matched your resume with ${row.job_title}${company ? ` at ${company}` : ""}: ${score}/100`,
        data: { report_id: row.id, score, band },
      });
      return reportDto(row);
    } catch (err) {
      await usage.release(userId, "resumeScores").catch((e: unknown) => logger.error({ err: e }, "could not release a resume score"));
      throw err;
    }
  }

  return {
    async create(userId: string, input: JsonBody<"createJobMatch">) {
      const job = await resolveJob(repo, userId, input);
      return run(userId, job, input);
    },

    async createFromFile(userId: string, file: Uint8Array, input: { job_title?: string; company?: string } & ResumeInput) {
      // The resume is checked before the file is read, so a user without one is told at once.
      await resolveResume(deps.resumes, userId, input);
      const text = await readJobFile(deps.documents, file);
      return run(userId, { text, title: input.job_title?.trim() || undefined, company: input.company?.trim() || undefined, applicationId: null }, input);
    },

    async list(userId: string): Promise<Schemas["JobMatchList"]> {
      return { reports: (await repo.reports(userId, { limit: MAX_REPORTS })).map(reportSummary) };
    },

    async get(userId: string, id: string) {
      const row = await repo.report(userId, id);
      if (!row) throw notFound(REPORT_NOT_FOUND);
      return reportDto(row);
    },

    async remove(userId: string, id: string) {
      if (!(await repo.removeReport(userId, id))) throw notFound(REPORT_NOT_FOUND);
    },
  };
}

export type MatchService = ReturnType<typeof createMatchService>;
