import { currentUserId } from "../../http/auth-middleware";
import { DOCX_TYPE, sendDownload, uploadedFile } from "../../http/files";
import { send, type OperationHandlers } from "../../http/operations";
import { badRequest } from "../../lib/errors";
import { withTimeZone, type UsageService } from "../usage";
import type { ResumeBuilderService } from "./resume-builder-service";

export function resumeBuilderHandlers(service: ResumeBuilderService, usage: UsageService): OperationHandlers {
  return {
    async ingestResume(req, res) {
      const file = uploadedFile(req, "resume_file");
      const body = req.body;
      const source = { resumeId: body.resume_id || undefined, file: file ? { name: file.originalname, bytes: new Uint8Array(file.buffer) } : undefined };
      const result = await service.ingest(currentUserId(req), source, { role: body.target_role, company: body.target_company });
      send(res, "ingestResume", 200, result);
    },

    compareResume: withTimeZone(usage, async (req, res) => {
      const file = uploadedFile(req, "benchmark_file");
      if (!file) throw badRequest("Please choose a benchmark resume file (PDF, DOCX, TXT, MD or RTF) to compare with.", { errors: [{ path: "/body/benchmark_file", message: "is required" }] });
      const body = req.body;
      const candidate = { resumeId: body.resume_id || undefined, text: body.candidate_text };
      const result = await service.compare(currentUserId(req), { name: file.originalname, bytes: new Uint8Array(file.buffer) }, candidate, body.focus_role);
      send(res, "compareResume", 200, result);
    }),

    buildResume: withTimeZone(usage, async (req, res) => {
      const result = await service.buildMarkdown(currentUserId(req), req.body);
      send(res, "buildResume", 200, result);
    }),

    buildResumeDocx: withTimeZone(usage, async (req, res) => {
      const { bytes, fileName } = await service.buildDocx(currentUserId(req), req.body);
      sendDownload(res, { body: bytes, fileName, type: DOCX_TYPE });
    }),

    buildResumePdf: withTimeZone(usage, async (req, res) => {
      const { bytes, fileName } = await service.buildPdf(currentUserId(req), req.body);
      sendDownload(res, { body: bytes, fileName, type: "application/pdf" });
    }),

    async listResumeTemplates(req, res) {
      send(res, "listResumeTemplates", 200, await service.templates(currentUserId(req)));
    },
  };
}
