import { letterFileName, renderLetterDocx } from "../../engines/cover-letter/docx";
import { writeCoverLetter, type Tone } from "../../engines/cover-letter/writer";
import type { JsonBody, Schemas } from "../../http/operations";
import { badRequest, notFound } from "../../lib/errors";
import type { ActivityRepository } from "../activity";
import type { ResumeLookup } from "../resume";
import type { ApplicationsRepository } from "./applications-repository";
import { letterDto, letterSummary } from "./dto";
import type { LetterPolisher } from "./letter-polisher";
import { resolveJob, resolveResume } from "./sources";

export const LETTER_NOT_FOUND = "That cover letter was not found. It may have been deleted.";
export const MAX_LETTERS = 50;

export function createLettersService(deps: {
  repo: ApplicationsRepository;
  resumes: Pick<ResumeLookup, "resolve">;
  polisher: Pick<LetterPolisher, "polish">;
  activity: Pick<ActivityRepository, "record">;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function find(userId: string, id: string) {
    const row = await repo.letter(userId, id);
    if (!row) throw notFound(LETTER_NOT_FOUND);
    return row;
  }

  return {
    async create(userId: string, input: JsonBody<"createCoverLetter">): Promise<Schemas["CoverLetter"]> {
      const job = await resolveJob(repo, userId, input);
      const resume = await resolveResume(deps.resumes, userId, input);
      const tone: Tone = input.tone ?? "concise";
      const written = writeCoverLetter({ resumeText: resume.text, parsed: resume.parsed, job: { text: job.text, title: job.title, company: job.company }, tone, now: now() });
      // The job's facts are its description and the title and company given with it.
      const jobFacts = [job.text, job.title ?? "", job.company ?? ""].join("\n");
      const { letter, polished } = await deps.polisher.polish(written, tone, { resume: resume.text, job: jobFacts });
      const row = await repo.insertLetter({
        user_id: userId,
        application_id: job.applicationId,
        title: letter.title,
        job_title: letter.jobTitle || job.title || "Job description",
        company: letter.company,
        tone,
        body: letter.body,
        polished,
        edited: false,
        resume_source: resume.source,
      });
      await deps.activity.record({
        userId,
        kind: "cover_letter_written",
        summary: `Wrote a ${tone} cover letter for ${row.job_title}${row.company ? ` at ${row.company}` : ""}`,
        data: { letter_id: row.id, tone },
      });
      return letterDto(row);
    },

    async list(userId: string): Promise<Schemas["CoverLetterList"]> {
      return { cover_letters: (await repo.letters(userId, { limit: MAX_LETTERS })).map(letterSummary) };
    },

    async get(userId: string, id: string) {
      return letterDto(await find(userId, id));
    },

    async update(userId: string, id: string, input: JsonBody<"updateCoverLetter">) {
      const current = await find(userId, id);
      const title = input.title?.replace(/\s+/g, " ").trim();
      if (input.title !== undefined && !title) throw badRequest("Please give the cover letter a title.", { errors: [{ path: "/body/title", message: "must not be blank" }] });
      const body = input.body?.replace(/\r\n?/g, "\n").trim();
      if (input.body !== undefined && !body) throw badRequest("The cover letter is empty. Write something, or delete the letter.", { errors: [{ path: "/body/body", message: "must not be blank" }] });
      const row = await repo.updateLetter(userId, id, {
        ...(title ? { title } : {}),
        ...(body !== undefined ? { body, edited: current.edited || body !== current.body } : {}),
      });
      if (!row) throw notFound(LETTER_NOT_FOUND);
      return letterDto(row);
    },

    async remove(userId: string, id: string) {
      if (!(await repo.removeLetter(userId, id))) throw notFound(LETTER_NOT_FOUND);
    },

    async docx(userId: string, id: string) {
      const row = await find(userId, id);
      return { bytes: await renderLetterDocx(row), fileName: letterFileName(row.company ?? row.job_title) };
    },
  };
}

export type LettersService = ReturnType<typeof createLettersService>;
