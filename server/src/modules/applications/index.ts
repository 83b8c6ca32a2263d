import type { Db } from "../../db/handle";
import { createActivityRepository } from "../activity";
import type { AutoApplyRepository } from "../auto-apply";
import type { AppModule, ModuleContext } from "../module";
import { createResumeLookup } from "../resume";
import { createApplicationsRepository, type ApplicationsRepository } from "./applications-repository";
import { applicationsHandlers } from "./applications-routes";
import { createLetterPolisher } from "./letter-polisher";
import { createLettersService } from "./letters-service";
import { createMatchService } from "./match-service";
import { createTrackerService } from "./tracker-service";

/**
 * The job hunt in one place (issue 16): saved jobs and the application tracker (with Auto-Apply's submissions and
 * "ready for you" postings), resume-vs-job-description match reports, and cover letters.
 */
export function createApplicationsModule(
  // Auto-Apply's log comes from the composition root (registry.ts): Auto-Apply files its cover letters here, so
  // neither module's index imports the other's.
  ctx: Pick<ModuleContext, "knex" | "logger" | "usage" | "llm" | "documents"> & { autoApply: AutoApplyRepository },
): AppModule {
  const logger = ctx.logger.child({ module: "applications" });
  const repo = createApplicationsRepository(ctx.knex);
  const activity = createActivityRepository(ctx.knex);
  const tracker = createTrackerService({ repo, autoApply: ctx.autoApply, activity, logger });
  const resumes = createResumeLookup(ctx.knex);
  const match = createMatchService({ repo, usage: ctx.usage, activity, documents: ctx.documents, resumes, logger });
  const letters = createLettersService({ repo, resumes, polisher: createLetterPolisher(ctx.llm, { logger }), activity });
  return { name: "applications", handlers: applicationsHandlers({ tracker, match, letters, usage: ctx.usage }) };
}

export { createTrackedJobs, type TrackedJob } from "./tracked-jobs";

/** Where other modules file a cover letter they wrote (Auto-Apply's application packs): it appears in Cover Letters. */
export function createCoverLetterStore(knex: Db): Pick<ApplicationsRepository, "insertLetter"> {
  return createApplicationsRepository(knex);
}
