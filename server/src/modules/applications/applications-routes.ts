import type { Request } from "express";
import { currentUserId } from "../../http/auth-middleware";
import { DOCX_TYPE, sendDownload, uploadedFile } from "../../http/files";
import { send, type OperationHandlers } from "../../http/operations";
import { badRequest } from "../../lib/errors";
import { withTimeZone, type UsageService } from "../usage";
import type { LettersService } from "./letters-service";
import type { MatchService } from "./match-service";
import type { TrackerService } from "./tracker-service";

const param = (req: Request, name: string) => String(req.params[name]);

export function applicationsHandlers(deps: { tracker: TrackerService; match: MatchService; letters: LettersService; usage: Pick<UsageService, "rememberTimeZone"> }): OperationHandlers {
  const { tracker, match, letters } = deps;
  return {
    // Saved jobs.
    async listSavedJobs(req, res) {
      res.setHeader("Cache-Control", "no-store");
      send(res, "listSavedJobs", 200, await tracker.savedJobs(currentUserId(req)));
    },
    async saveJob(req, res) {
      send(res, "saveJob", 200, await tracker.saveJob(currentUserId(req), param(req, "jobId")));
    },
    async unsaveJob(req, res) {
      await tracker.unsaveJob(currentUserId(req), param(req, "jobId"));
      res.status(204).end();
    },

    // The tracker.
    async listApplications(req, res) {
      res.setHeader("Cache-Control", "no-store");
      send(res, "listApplications", 200, await tracker.list(currentUserId(req), req.query));
    },
    async createApplication(req, res) {
      send(res, "createApplication", 201, await tracker.create(currentUserId(req), req.body));
    },
    async getApplicationsSummary(req, res) {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getApplicationsSummary", 200, await tracker.summary(currentUserId(req)));
    },
    async exportApplications(req, res) {
      const { text, fileName } = await tracker.csv(currentUserId(req), req.query);
      sendDownload(res, { body: text, fileName, type: "text/csv; charset=utf-8" });
    },
    async getApplication(req, res) {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getApplication", 200, await tracker.get(currentUserId(req), param(req, "applicationId")));
    },
    async updateApplication(req, res) {
      send(res, "updateApplication", 200, await tracker.update(currentUserId(req), param(req, "applicationId"), req.body));
    },
    async downloadApplicationPackDocx(req, res) {
      const { bytes, fileName } = await tracker.packResume(currentUserId(req), param(req, "applicationId"), "docx");
      sendDownload(res, { body: bytes, fileName, type: DOCX_TYPE });
    },
    async downloadApplicationPackPdf(req, res) {
      const { bytes, fileName } = await tracker.packResume(currentUserId(req), param(req, "applicationId"), "pdf");
      sendDownload(res, { body: bytes, fileName, type: "application/pdf" });
    },
    async deleteApplication(req, res) {
      await tracker.remove(currentUserId(req), param(req, "applicationId"));
      res.status(204).end();
    },

    // Match against a job description.
    createJobMatch: withTimeZone(deps.usage, async (req, res) => {
      send(res, "createJobMatch", 201, await match.create(currentUserId(req), req.body));
    }),
    createJobMatchFromFile: withTimeZone(deps.usage, async (req, res) => {
      const file = uploadedFile(req, "job_file");
      if (!file) throw badRequest("Please choose the job description file (PDF, DOCX or TXT) to upload.", { errors: [{ path: "/body/job_file", message: "is required" }] });
      const body = req.body;
      send(res, "createJobMatchFromFile", 201, await match.createFromFile(currentUserId(req), new Uint8Array(file.buffer), body));
    }),
    async listJobMatches(req, res) {
      res.setHeader("Cache-Control", "no-store");
      send(res, "listJobMatches", 200, await match.list(currentUserId(req)));
    },
    async getJobMatch(req, res) {
      send(res, "getJobMatch", 200, await match.get(currentUserId(req), param(req, "reportId")));
    },
    async deleteJobMatch(req, res) {
      await match.remove(currentUserId(req), param(req, "reportId"));
      res.status(204).end();
    },

    // Cover letters.
    async createCoverLetter(req, res) {
      send(res, "createCoverLetter", 201, await letters.create(currentUserId(req), req.body));
    },
    async listCoverLetters(req, res) {
      res.setHeader("Cache-Control", "no-store");
      send(res, "listCoverLetters", 200, await letters.list(currentUserId(req)));
    },
    async getCoverLetter(req, res) {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getCoverLetter", 200, await letters.get(currentUserId(req), param(req, "letterId")));
    },
    async updateCoverLetter(req, res) {
      send(res, "updateCoverLetter", 200, await letters.update(currentUserId(req), param(req, "letterId"), req.body));
    },
    async deleteCoverLetter(req, res) {
      await letters.remove(currentUserId(req), param(req, "letterId"));
      res.status(204).end();
    },
    async downloadCoverLetterDocx(req, res) {
      const { bytes, fileName } = await letters.docx(currentUserId(req), param(req, "letterId"));
      sendDownload(res, { body: bytes, fileName, type: DOCX_TYPE });
    },
  };
}
