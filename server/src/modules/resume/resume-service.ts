import { ResumeReadError } from "../../engines/resume-parser/errors";
import type { ParsePool } from "../../engines/resume-parser/sandbox/parse-pool";
import type { FileKind } from "../../engines/resume-parser/types";
import { documentRefusal } from "../../lib/document-refusal";
import type { ResumeRepository } from "./resume-repository";

/** Job search accepts PDF, DOCX and plain text (SPEC section 5). Markdown is plain text written with marks. */
const ACCEPT: readonly FileKind[] = ["pdf", "docx", "txt", "md"];

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

const nullable = (s: string) => (s.trim() ? s.trim() : null);

export function createResumeService(deps: { resumes: Pick<ResumeRepository, "save">; documents: Pick<ParsePool, "read"> }) {
  return {
    /** Parses an uploaded resume and keeps it as the user's latest. Free: no quota is used. */
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
      await deps.resumes.save({
        user_id: userId,
        origin: "job_search",
        file_name: file.name || null,
        file_kind: kind,
        raw_text: read.text,
        parsed: p,
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
      };
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
