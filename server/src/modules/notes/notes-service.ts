import { renderPlaybookPdf } from "../../engines/playbook/pdf";
import { normalizeFocusAreas } from "../../engines/playbook/writer";
import { DEFAULT_PLAYBOOK_FILENAME, type Playbook, type PlaybookRequest, type PlaybookWriter, type WritingStyle } from "../../engines/playbook/types";
import { badRequest, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { ActivityRepository } from "../activity";
import type { UserRepository } from "../auth";
import type { NotesRepository, PlaybookListRow, PlaybookRow } from "./notes-repository";
import type { SummaryPolisher } from "./summary-polisher";

export const PLAYBOOK_NOT_FOUND = "That playbook was not found.";
const ROLE_REQUIRED = "Please enter a target role.";

/** Where the owner downloads a stored playbook (GET /notes/{noteId}/pdf). */
export const pdfUrlFor = (id: string) => `/api/v1/notes/${id}/pdf`;

export interface GenerateInput {
  role: string;
  experience_level: PlaybookRequest["experience_level"];
  focus_areas: string[];
  target_company?: string;
  writing_style?: WritingStyle;
}

function present(row: PlaybookRow) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    pdf_url: pdfUrlFor(row.id),
    filename: row.filename || DEFAULT_PLAYBOOK_FILENAME,
    sections: row.sections,
    resources: row.resources,
  };
}

function presentListItem(row: PlaybookListRow) {
  return {
    id: row.id,
    title: row.title,
    role: row.role,
    experience_level: row.experience_level,
    target_company: row.target_company,
    pdf_url: pdfUrlFor(row.id),
    filename: row.filename || DEFAULT_PLAYBOOK_FILENAME,
    created_at: row.created_at.toISOString(),
  };
}

export function createNotesService(deps: {
  writer: PlaybookWriter;
  polisher: SummaryPolisher;
  repo: NotesRepository;
  users: Pick<UserRepository, "findById">;
  activity: Pick<ActivityRepository, "record">;
  logger: Logger;
}) {
  const { writer, polisher, repo, users, activity, logger } = deps;

  async function ownPlaybook(userId: string, id: string): Promise<PlaybookRow> {
    const row = await repo.findForUser(id, userId);
    if (!row) throw notFound(PLAYBOOK_NOT_FOUND);
    return row;
  }

  return {
    /** Writes a playbook for the request, stores it for the user and returns it with its download link. */
    async generate(userId: string, input: GenerateInput) {
      const role = input.role.trim().replace(/\s+/g, " ");
      // The contract's minLength lets "   " through; a blank role has nothing to write about.
      if (!role) throw badRequest(ROLE_REQUIRED, { errors: [{ path: "/body/role", message: "must not be blank" }] });
      const request: PlaybookRequest = {
        role,
        experience_level: input.experience_level,
        focus_areas: normalizeFocusAreas(input.focus_areas),
        target_company: input.target_company?.trim() || null,
        writing_style: input.writing_style ?? "concise",
      };
      const playbook: Playbook = await writer.generate(request);
      const polished = await polisher.summary(request, playbook);
      const row = await repo.create({
        user_id: userId,
        role,
        experience_level: request.experience_level,
        focus_areas: request.focus_areas,
        target_company: request.target_company ?? null,
        writing_style: request.writing_style ?? "concise",
        title: playbook.title,
        summary: polished ?? playbook.summary,
        filename: playbook.filename || DEFAULT_PLAYBOOK_FILENAME,
        sections: playbook.sections,
        resources: playbook.resources,
      });
      // The playbook is saved either way; a missing dashboard line must not cost the user their notes.
      await activity
        .record({
          userId,
          kind: "playbook_generated",
          summary: `Generated a playbook: ${row.title}`,
          data: { playbook_id: row.id, role, experience_level: request.experience_level, focus_areas: request.focus_areas.length },
        })
        .catch((err: unknown) => logger.error({ err }, "could not record playbook activity"));
      return present(row);
    },

    /** Which focus areas fit the role, before generating (free, nothing stored). */
    checkFocus(role: string, focusAreas: readonly string[]) {
      if (!role.trim()) throw badRequest("Please enter a target role.");
      return writer.checkFocus(role, focusAreas);
    },

    async get(userId: string, id: string) {
      return present(await ownPlaybook(userId, id));
    },

    async list(userId: string, limit: number) {
      const rows = await repo.listForUser(userId, limit);
      return { playbooks: rows.map(presentListItem) };
    },

    /** Renders the stored playbook on demand; the PDF carries the owner's name on its title band. */
    async pdf(userId: string, id: string): Promise<{ bytes: Buffer; filename: string }> {
      const row = await ownPlaybook(userId, id);
      const user = await users.findById(userId);
      const generatedFor = user?.name?.trim() || user?.email || undefined;
      const bytes = await renderPlaybookPdf(
        { title: row.title, summary: row.summary, filename: row.filename, sections: row.sections, resources: row.resources },
        { generatedFor },
      );
      return { bytes, filename: row.filename || DEFAULT_PLAYBOOK_FILENAME };
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
