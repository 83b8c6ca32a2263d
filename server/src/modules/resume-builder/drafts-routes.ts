import { currentUserId } from "../../http/auth-middleware";
import { send, type OperationHandlers } from "../../http/operations";
import type { DraftsService } from "./drafts-service";

export function draftHandlers(drafts: DraftsService): OperationHandlers {
  return {
    listResumeDrafts: async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      send(res, "listResumeDrafts", 200, await drafts.list(currentUserId(req)));
    },
    createResumeDraft: async (req, res) => {
      send(res, "createResumeDraft", 201, await drafts.create(currentUserId(req), req.body));
    },
    getResumeDraft: async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getResumeDraft", 200, await drafts.get(currentUserId(req), req.params.draftId));
    },
    updateResumeDraft: async (req, res) => {
      send(res, "updateResumeDraft", 200, await drafts.update(currentUserId(req), req.params.draftId, req.body));
    },
    deleteResumeDraft: async (req, res) => {
      await drafts.remove(currentUserId(req), req.params.draftId);
      res.status(204).end();
    },
  };
}
