import { currentUserId } from "../../http/auth-middleware";
import { sendDownload } from "../../http/files";
import { send, type OperationHandlers } from "../../http/operations";
import type { NotesService } from "./notes-service";

export function notesHandlers(notes: NotesService): OperationHandlers {
  return {
    async generateNotes(req, res) {
      send(res, "generateNotes", 201, await notes.generate(currentUserId(req), req.body));
    },

    async checkNotesFocus(req, res) {
      const { role, focus_areas } = req.query;
      // One focus area arrives as a string, several as a list.
      const focus = focus_areas === undefined ? [] : Array.isArray(focus_areas) ? focus_areas : [String(focus_areas)];
      send(res, "checkNotesFocus", 200, notes.checkFocus(String(role), focus));
    },

    async listPlaybooks(req, res) {
      const { limit } = req.query;
      send(res, "listPlaybooks", 200, await notes.list(currentUserId(req), Number(limit ?? 10)));
    },

    async getPlaybook(req, res) {
      send(res, "getPlaybook", 200, await notes.get(currentUserId(req), req.params.noteId));
    },

    async downloadNotesPdf(req, res) {
      const { bytes, filename } = await notes.pdf(currentUserId(req), req.params.noteId);
      sendDownload(res, { body: bytes, fileName: filename, type: "application/pdf" });
    },
  };
}
