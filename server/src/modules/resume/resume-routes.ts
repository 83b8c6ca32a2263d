import type { Request } from "express";
import { currentUserId } from "../../http/auth-middleware";
import { send, type OperationHandlers } from "../../http/operations";
import { badRequest } from "../../lib/errors";
import type { ResumeService } from "./resume-service";

type UploadedPart = { fieldname: string; originalname: string; buffer: Buffer };

/** The validator runs multer: req.files is an array; a text field named "file" would pass validation, so check here. */
function fileField(req: Request, name: string): UploadedPart | undefined {
  const files = (req.files ?? []) as UploadedPart[];
  return Array.isArray(files) ? files.find((f) => f.fieldname === name) : undefined;
}

export function resumeHandlers(service: ResumeService): OperationHandlers {
  return {
    async uploadResume(req, res) {
      const userId = currentUserId(req);
      const file = fileField(req, "file");
      if (!file) throw badRequest("Please choose a resume file (PDF, DOCX or TXT) to upload.", { errors: [{ path: "/body/file", message: "is required" }] });
      const result = await service.upload(userId, { name: file.originalname, bytes: new Uint8Array(file.buffer) });
      send(res, "uploadResume", 200, result);
    },
  };
}
