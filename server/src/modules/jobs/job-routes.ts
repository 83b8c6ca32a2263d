import { currentUserId } from "../../http/auth-middleware";
import { send, type OperationHandlers } from "../../http/operations";
import type { JobService } from "./job-service";

export function jobHandlers(service: JobService): OperationHandlers {
  return {
    async searchJobs(req, res) {
      const q = req.query;
      const result = await service.search(currentUserId(req), {
        query: q.query,
        location: q.location,
        maxPages: q.max_pages,
        workMode: q.work_mode,
        resumeId: q.resume_id,
      });
      send(res, "searchJobs", 200, result);
    },
  };
}
