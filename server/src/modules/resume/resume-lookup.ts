/**
 * The resume module's public interface for other modules: a stored resume by id (or the user's latest), as its
 * structured document plus what the analysis engines read. Nothing here parses text: a resume is parsed once,
 * when it is uploaded, and edited only as a document.
 *
 * Interview setup and Auto-Apply call this too:
 *   const resumes = createResumeLookup(ctx.knex);
 *   const resume = await resumes.resolve(userId, body.resume_id);  // the id's resume (404 if it is not theirs), else their latest (or undefined)
 *   resume?.document   // contact, summary, experience (with bullets), education, projects, certifications, skills, languages
 *   resume?.parsed     // the same facts as a ParsedResume, for engines that take one
 *   resume?.text       // plain text of the resume, for what reads text
 */
import type { Db } from "../../db/handle";
import { documentFromParsed, normaliseDocument, parsedFromDocument, type ResumeDoc } from "../../engines/resume-parser/document";
import type { ParsedResume } from "../../engines/resume-parser/types";
import { notFound } from "../../lib/errors";
import { createResumeRepository, rankingFactsFrom, type ResumeOrigin, type ResumeRow } from "./resume-repository";

export type { ResumeDoc } from "../../engines/resume-parser/document";

/** The detail of a 404 for a resume id that is not one of the user's. */
export const RESUME_NOT_FOUND = "That resume was not found. Upload it again (in Job Search or the Resume Builder), or use another one.";

export interface UsableResume {
  id: string;
  origin: ResumeOrigin;
  fileName: string | null;
  fileKind: string | null;
  document: ResumeDoc;
  /** The same facts as the parser's shape (the upload's parse, or the edited document's fields). */
  parsed: ParsedResume;
  /** The upload's text, or the edited document written out. */
  text: string;
  /** Canonical skill names. */
  skills: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** A stored row as a usable resume; rows from before documents existed get one from their parse. */
export function usableResume(row: ResumeRow): UsableResume {
  const stored = (row.parsed ?? {}) as Partial<ParsedResume>;
  const document = row.document ? normaliseDocument(row.document) : documentFromParsed(stored as ParsedResume);
  // Older parser output may lack fields the engines read: the document fills them.
  const derived = parsedFromDocument(document, row.skills?.length ? row.skills : document.skills);
  const parsed: ParsedResume = {
    ...derived,
    ...Object.fromEntries(Object.entries(stored).filter(([k, v]) => v !== undefined && v !== null && k in derived)),
  } as ParsedResume;
  return {
    id: row.id,
    origin: row.origin,
    fileName: row.file_name,
    fileKind: row.file_kind,
    document,
    parsed,
    text: row.raw_text,
    skills: row.skills ?? [],
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? row.created_at,
  };
}

export function createResumeLookup(db: Db) {
  const repo = createResumeRepository(db);
  /** The user's resume with this id; 404 (with a detail) when there is none or it is another user's. */
  async function byId(userId: string, resumeId: string): Promise<UsableResume> {
    const row = await repo.find(userId, resumeId);
    if (!row) throw notFound(RESUME_NOT_FOUND);
    return usableResume(row);
  }
  return {
    byId,

    /** The user's newest resume, if they have stored one. */
    async latest(userId: string): Promise<UsableResume | undefined> {
      const row = await repo.latest(userId);
      return row ? usableResume(row) : undefined;
    },

    /** Only the canonical skills of the user's newest resume (cheap: no document is read); undefined when they have none. */
    latestSkills: (userId: string): Promise<string[] | undefined> => repo.latestSkills(userId),

    /**
     * The few parse facts job ranking reads from the user's newest resume (titles, headline, location, sections) and
     * its canonical skills, without loading the document or text: a search stays fast.
     */
    latestRankingFacts: (userId: string): Promise<{ parsed: unknown; skills: string[] } | undefined> => repo.latestRankingFacts(userId),
    /** The same facts as a scalar subquery for another module's statement (resume-repository rankingFactsSql), and their reader. */
    rankingFactsSql: (userId: string): string => repo.rankingFactsSql(userId),
    rankingFactsFrom,

    /** Stores a resume parsed from an upload, with its document; it becomes the user's latest. */
    async storeParsed(userId: string, input: { origin: ResumeOrigin; fileName: string | null; fileKind: string; text: string; parsed: ParsedResume }): Promise<UsableResume> {
      const row = await repo.save({
        user_id: userId,
        origin: input.origin,
        file_name: input.fileName,
        file_kind: input.fileKind,
        raw_text: input.text,
        parsed: input.parsed,
        document: documentFromParsed(input.parsed),
        skills: input.parsed.skills,
      });
      return usableResume(row);
    },

    /** The resume a request names (`resume_id`, preferred), else the user's latest; undefined when they have none. */
    async resolve(userId: string, resumeId?: string | null): Promise<UsableResume | undefined> {
      if (resumeId) return byId(userId, resumeId);
      return this.latest(userId);
    },
  };
}

export type ResumeLookup = ReturnType<typeof createResumeLookup>;
