import { parseResume } from "../../engines/resume-parser/parse-resume";
import { ResumeReadError } from "../../engines/resume-parser/errors";
import type { ParsePool } from "../../engines/resume-parser/sandbox/parse-pool";
import type { ParsedResume } from "../../engines/resume-parser/types";
import { documentRefusal } from "../../lib/document-refusal";
import { AppError, badRequest, notFound, unprocessable } from "../../lib/errors";
import type { ResumeLookup } from "../resume";
import type { ApplicationsRepository } from "./applications-repository";
import { MESSAGES as TRACKER } from "./tracker-service";

export const MESSAGES = {
  noResume: "Upload your resume first (in Job Search or the Resume Builder), or paste its text, so there is something to match.",
  shortResume: "The resume text is too short to read. Paste your whole resume, or leave it empty to use the one you uploaded.",
  noJob: "Paste a job description, upload one, or pick a saved job.",
  shortJob: "That job description is too short to read. Paste the whole posting: the role, what it involves and what it asks for.",
  noDescription: "This application has no job description saved. Paste the job description to use it.",
  unsupported: "This file type is not supported. Please upload the job description as a PDF, DOCX or TXT file.",
  unreadable: "Unable to read that job description. Please try a PDF or DOCX file, or paste its text.",
};

export interface ResumeSource {
  text: string;
  parsed: ParsedResume;
  source: "stored" | "pasted";
  /** The stored resume read (the Resume Builder tailors from it); null for a pasted one. */
  resumeId: string | null;
}

export interface JobSource {
  text: string;
  title?: string;
  company?: string;
  applicationId: string | null;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * The resume to use: the stored resume `resume_id` names (404 when it is not the user's), else pasted text, else the
 * user's latest stored resume. A stored resume is read as its document: its text is never parsed again.
 */
export async function resolveResume(
  resumes: Pick<ResumeLookup, "resolve">,
  userId: string,
  input: { resume_id?: string; resume_text?: string },
): Promise<ResumeSource> {
  if (input.resume_id) {
    const stored = await resumes.resolve(userId, input.resume_id);
    if (stored) return { text: stored.text, parsed: stored.parsed, source: "stored", resumeId: stored.id };
  }
  const text = (input.resume_text ?? "").trim();
  if (text) {
    if (words(text) < 15) throw unprocessable(MESSAGES.shortResume, { errors: [{ path: "/body/resume_text", message: "is too short to read" }] });
    return { text, parsed: parseResume(text), source: "pasted", resumeId: null };
  }
  const stored = await resumes.resolve(userId);
  if (!stored?.text.trim()) throw unprocessable(MESSAGES.noResume);
  return { text: stored.text, parsed: stored.parsed, source: "stored", resumeId: stored.id };
}

/** The job: a tracked application's saved posting, or the pasted description. */
export async function resolveJob(
  repo: Pick<ApplicationsRepository, "find">,
  userId: string,
  input: { application_id?: string; job_description?: string; job_title?: string; company?: string },
): Promise<JobSource> {
  const title = input.job_title?.trim() || undefined;
  const company = input.company?.trim() || undefined;
  if (input.application_id) {
    const app = await repo.find(userId, input.application_id);
    if (!app) throw notFound(TRACKER.notFound);
    const text = (input.job_description?.trim() || app.description || "").trim();
    if (!text) throw unprocessable(MESSAGES.noDescription);
    return { text, title: title ?? app.title, company: company ?? app.company ?? undefined, applicationId: app.id };
  }
  const text = (input.job_description ?? "").trim();
  if (!text) throw badRequest(MESSAGES.noJob, { errors: [{ path: "/body/job_description", message: "is required without application_id" }] });
  if (words(text) < 12) throw unprocessable(MESSAGES.shortJob, { errors: [{ path: "/body/job_description", message: "is too short to read" }] });
  return { text, title, company, applicationId: null };
}

/** An uploaded job description, read in the sandboxed document reader. */
export async function readJobFile(documents: Pick<ParsePool, "read">, bytes: Uint8Array): Promise<string> {
  try {
    const read = await documents.read(bytes);
    const text = read.text.trim();
    if (words(text) < 12) throw new AppError(422, MESSAGES.shortJob);
    return text;
  } catch (err) {
    if (err instanceof ResumeReadError) throw documentRefusal(err, { unsupported: MESSAGES.unsupported, corrupt: MESSAGES.unreadable, empty: MESSAGES.unreadable });
    throw err;
  }
}
