import { documentFromParsed, documentText, normaliseDocument, parsedFromDocument, type ResumeDoc } from "../../engines/resume-parser/document";
import { ResumeReadError } from "../../engines/resume-parser/errors";
import type { ParsePool } from "../../engines/resume-parser/sandbox/parse-pool";
import type { FileKind } from "../../engines/resume-parser/types";
import { getDefaultSkillExtractor } from "../../engines/skills/default-extractor";
import type { SkillExtractor } from "../../engines/skills/skill-extractor";
import { documentRefusal } from "../../lib/document-refusal";
import { badRequest, notFound } from "../../lib/errors";
import { RESUME_NOT_FOUND, usableResume } from "./resume-lookup";
import type { ResumeRepository, ResumeRow } from "./resume-repository";

/** Job search accepts PDF, DOCX and plain text (SPEC section 5). Markdown is plain text written with marks. */
const ACCEPT: readonly FileKind[] = ["pdf", "docx", "txt", "md"];
export const EMPTY_RESUME = "The resume is empty. Add your name and at least one of a summary, skills, experience, projects or education.";

export const NO_RESUME = "You have not stored a resume yet. Upload one in Job Search or the Resume Builder.";

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

const nullable = (s: string) => (s.trim() ? s.trim() : null);

function isEmpty(doc: ResumeDoc): boolean {
  const c = doc.contact;
  return ![c.name, c.email, c.phone, c.location, c.headline, doc.summary].some(Boolean) && ![doc.experience, doc.education, doc.projects, doc.certifications, doc.skills, doc.languages, c.links].some((xs) => xs.length);
}

/** A stored resume on the wire (StoredResume). */
export function storedResumeBody(row: ResumeRow) {
  const r = usableResume(row);
  return {
    id: r.id,
    origin: r.origin,
    file_name: r.fileName,
    file_kind: r.fileKind,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    document: r.document,
  };
}

/**
 * What is stored beside an edited document: its text written out and the engines' shape of it, with canonical
 * skill names (the listed ones, then those its own text shows), so every reader of the row sees the edit.
 */
export function derivedFromDocument(doc: ResumeDoc, skills: SkillExtractor) {
  const text = documentText(doc);
  const canonical = [...new Set([...doc.skills.map((s) => skills.canonicalize(s) ?? s), ...skills.extract(text)])];
  return { raw_text: text, parsed: parsedFromDocument(doc, canonical), skills: canonical };
}

export function createResumeService(deps: {
  resumes: Pick<ResumeRepository, "save" | "find" | "latest" | "update">;
  documents: Pick<ParsePool, "read">;
  skills?: SkillExtractor;
}) {
  const skills = deps.skills ?? getDefaultSkillExtractor();
  return {
    /** Parses an uploaded resume once, stores it with its document, and keeps it as the user's latest. Free: no quota is used. */
    async upload(userId: string, file: UploadedFile) {
      let read;
      try {
        read = await deps.documents.read(file.bytes, ACCEPT);
      } catch (err) {
        if (err instanceof ResumeReadError) throw documentRefusal(err);
        throw err;
      }
      const kind = read.kind === "md" ? "txt" : read.kind;
      const p = read.parsed;
      const document = documentFromParsed(p);
      const row = await deps.resumes.save({
        user_id: userId,
        origin: "job_search",
        file_name: file.name || null,
        file_kind: kind,
        raw_text: read.text,
        parsed: p,
        document,
        skills: p.skills,
      });
      return {
        parsed: {
          name: nullable(p.name),
          email: nullable(p.email),
          phone: nullable(p.phone),
          address: nullable(p.address),
          experience: p.experience,
          skills: p.skills,
          location: nullable(p.location),
          headline: nullable(p.headline),
          summary: nullable(p.summary),
          education: p.education,
          links: p.links,
        },
        raw_text: read.text,
        sections: p.sections.map((s) => ({ name: s.name, heading: s.heading, text: s.text })),
        file: { name: file.name, type: kind, size: file.bytes.length },
        resume_id: row.id,
        document,
      };
    },

    /** The user's newest stored resume (what tools use without a resume_id); 404 when they have stored none. */
    async latest(userId: string) {
      const row = await deps.resumes.latest(userId);
      if (!row) throw notFound(NO_RESUME);
      return storedResumeBody(row);
    },

    async get(userId: string, resumeId: string) {
      const row = await deps.resumes.find(userId, resumeId);
      if (!row) throw notFound(RESUME_NOT_FOUND);
      return storedResumeBody(row);
    },

    /** A resume written in the Resume Builder from scratch: stored as a document, no file behind it. */
    async create(userId: string, input: unknown) {
      const document = normaliseDocument(input);
      if (isEmpty(document)) throw badRequest(EMPTY_RESUME, { errors: [{ path: "/body/document", message: "is empty" }] });
      const row = await deps.resumes.save({ user_id: userId, origin: "resume_builder", file_name: null, file_kind: null, document, ...derivedFromDocument(document, skills) });
      return storedResumeBody(row);
    },

    /** The Resume Builder's edits: the document replaces the stored one, exactly as sent (trimmed, blanks dropped). */
    async update(userId: string, resumeId: string, input: unknown) {
      const document = normaliseDocument(input);
      if (isEmpty(document)) throw badRequest(EMPTY_RESUME, { errors: [{ path: "/body/document", message: "is empty" }] });
      const row = await deps.resumes.update(userId, resumeId, { document, ...derivedFromDocument(document, skills) });
      if (!row) throw notFound(RESUME_NOT_FOUND);
      return storedResumeBody(row);
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
