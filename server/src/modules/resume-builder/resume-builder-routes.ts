import type { Request } from "express";
import { currentUserId } from "../../http/auth-middleware";
import { send, type JsonBody, type OperationHandlers } from "../../http/operations";
import { badRequest } from "../../lib/errors";
import { withTimeZone } from "../usage/remember-time-zone";
import type { UsageService } from "../usage/usage-service";
import type { ResumeBuilderService } from "./resume-builder-service";

type UploadedPart = { fieldname: string; originalname: string; buffer: Buffer };

/** The validator runs multer: req.files is an array, and a text field with the file's name passes validation. */
function fileField(req: Request, name: string): UploadedPart | undefined {
  const files = (req.files ?? []) as UploadedPart[];
  return Array.isArray(files) ? files.find((f) => f.fieldname === name) : undefined;
}

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A header-safe Content-Disposition; non-ASCII names also get the RFC 6266 filename* form. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "");
  return ascii === fileName ? `attachment; filename="${fileName}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function resumeBuilderHandlers(service: ResumeBuilderService, usage: UsageService): OperationHandlers {
  return {
    async ingestResume(req, res) {
      const file = fileField(req, "resume_file");
      if (!file) throw badRequest("Please choose your resume file (PDF, DOCX, TXT, MD or RTF) to upload.", { errors: [{ path: "/body/resume_file", message: "is required" }] });
      const body = req.body as { target_role?: string; target_company?: string };
      const result = await service.ingest(currentUserId(req), { name: file.originalname, bytes: new Uint8Array(file.buffer) }, { role: body.target_role, company: body.target_company });
      send(res, "ingestResume", 200, result);
    },

    compareResume: withTimeZone(usage, async (req, res) => {
      const file = fileField(req, "benchmark_file");
      if (!file) throw badRequest("Please choose a benchmark resume file (PDF, DOCX, TXT, MD or RTF) to compare with.", { errors: [{ path: "/body/benchmark_file", message: "is required" }] });
      const body = req.body as { candidate_text: string; focus_role?: string };
      const result = await service.compare(currentUserId(req), { name: file.originalname, bytes: new Uint8Array(file.buffer) }, body.candidate_text, body.focus_role);
      send(res, "compareResume", 200, result);
    }),

    buildResume: withTimeZone(usage, async (req, res) => {
      const result = await service.buildMarkdown(currentUserId(req), req.body as JsonBody<"buildResume">);
      send(res, "buildResume", 200, result);
    }),

    buildResumeDocx: withTimeZone(usage, async (req, res) => {
      const { bytes, fileName } = await service.buildDocx(currentUserId(req), req.body as JsonBody<"buildResumeDocx">);
      res.status(200).setHeader("Content-Type", DOCX).setHeader("Content-Disposition", attachment(fileName)).setHeader("Cache-Control", "no-store");
      res.end(bytes);
    }),

    buildResumePdf: withTimeZone(usage, async (req, res) => {
      const { bytes, fileName } = await service.buildPdf(currentUserId(req), req.body as JsonBody<"buildResumePdf">);
      res.status(200).setHeader("Content-Type", "application/pdf").setHeader("Content-Disposition", attachment(fileName)).setHeader("Cache-Control", "no-store");
      res.end(bytes);
    }),

    async listResumeTemplates(req, res) {
      send(res, "listResumeTemplates", 200, await service.templates(currentUserId(req)));
    },
  };
}
