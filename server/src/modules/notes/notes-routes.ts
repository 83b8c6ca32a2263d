import { currentUserId } from "../../http/auth-middleware";
import { send, type JsonBody, type OperationHandlers, type QueryParams } from "../../http/operations";
import type { NotesService } from "./notes-service";

/** A header-safe Content-Disposition; non-ASCII names also get the RFC 6266 filename* form. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "");
  return ascii === fileName ? `attachment; filename="${fileName}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function notesHandlers(notes: NotesService): OperationHandlers {
  return {
    async generateNotes(req, res) {
      send(res, "generateNotes", 201, await notes.generate(currentUserId(req), req.body as JsonBody<"generateNotes">));
    },

    async checkNotesFocus(req, res) {
      const { role, focus_areas } = req.query as QueryParams<"checkNotesFocus">;
      // One focus area arrives as a string, several as a list.
      const focus = focus_areas === undefined ? [] : Array.isArray(focus_areas) ? focus_areas : [String(focus_areas)];
      send(res, "checkNotesFocus", 200, notes.checkFocus(String(role), focus));
    },

    async listPlaybooks(req, res) {
      const { limit } = req.query as QueryParams<"listPlaybooks">;
      send(res, "listPlaybooks", 200, await notes.list(currentUserId(req), Number(limit ?? 10)));
    },

    async getPlaybook(req, res) {
      send(res, "getPlaybook", 200, await notes.get(currentUserId(req), String(req.params.noteId)));
    },

    async downloadNotesPdf(req, res) {
      const { bytes, filename } = await notes.pdf(currentUserId(req), String(req.params.noteId));
      res
        .status(200)
        .setHeader("Content-Type", "application/pdf")
        .setHeader("Content-Disposition", attachment(filename))
        .setHeader("Content-Length", String(bytes.length))
        .setHeader("Cache-Control", "private, no-store");
      res.end(bytes);
    },
  };
}
