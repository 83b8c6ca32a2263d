import { currentUserId } from "../../http/auth-middleware";
import { uploadedFile } from "../../http/files";
import { send, type OperationHandlers } from "../../http/operations";
import { badRequest } from "../../lib/errors";
import type { ResumeService } from "./resume-service";

export function resumeHandlers(service: ResumeService): OperationHandlers {
  return {
    async uploadResume(req, res) {
      const userId = currentUserId(req);
      const file = uploadedFile(req, "file");
      if (!file) throw badRequest("Please choose a resume file (PDF, DOCX or TXT) to upload.", { errors: [{ path: "/body/file", message: "is required" }] });
      const result = await service.upload(userId, { name: file.originalname, bytes: new Uint8Array(file.buffer) });
      send(res, "uploadResume", 200, result);
    },

    async createResume(req, res) {
      send(res, "createResume", 201, await service.create(currentUserId(req), req.body.document));
    },

    async getLatestResume(req, res) {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getLatestResume", 200, await service.latest(currentUserId(req)));
    },

    async getResume(req, res) {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getResume", 200, await service.get(currentUserId(req), req.params.resumeId));
    },

    async updateResume(req, res) {
      send(res, "updateResume", 200, await service.update(currentUserId(req), req.params.resumeId, req.body.document));
    },
  };
}
