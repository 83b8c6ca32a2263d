import type { Schemas } from "../../http/operations";
import type { CoverLetterRow, MatchReportRow } from "./applications-repository";

const iso = (d: Date | string) => new Date(d).toISOString();

export function reportSummary(r: Pick<MatchReportRow, "id" | "application_id" | "job_title" | "company" | "score" | "band" | "created_at">): Schemas["JobMatchSummary"] {
  return { id: r.id, application_id: r.application_id, job_title: r.job_title, company: r.company, score: r.score, band: r.band, created_at: iso(r.created_at) };
}

export function letterSummary(l: Pick<CoverLetterRow, "id" | "application_id" | "title" | "job_title" | "company" | "tone" | "created_at" | "updated_at">): Schemas["CoverLetterSummary"] {
  return { id: l.id, application_id: l.application_id, title: l.title, job_title: l.job_title, company: l.company, tone: l.tone, created_at: iso(l.created_at), updated_at: iso(l.updated_at) };
}

export function letterDto(l: CoverLetterRow): Schemas["CoverLetter"] {
  return { ...letterSummary(l), body: l.body, polished: l.polished, edited: l.edited, resume_source: l.resume_source };
}
