import { createActivityRepository } from "../dashboard/activity-repository";
import { createAutoApplyRepository } from "../auto-apply/auto-apply-repository";
import type { AppModule, ModuleContext } from "../registry";
import { createResumeLookup } from "../resume/resume-lookup";
import { createApplicationsRepository } from "./applications-repository";
import { applicationsHandlers } from "./applications-routes";
import { createLetterPolisher } from "./letter-polisher";
import { createLettersService } from "./letters-service";
import { createMatchService } from "./match-service";
import { createTrackerService } from "./tracker-service";

/**
 * The job hunt in one place (issue 16): saved jobs and the application tracker (with Auto-Apply's submissions and
 * "ready for you" postings), resume-vs-job-description match reports, and cover letters.
 */
export function createApplicationsModule(ctx: Pick<ModuleContext, "knex" | "logger" | "usage" | "llm" | "documents">): AppModule {
  const logger = ctx.logger.child({ module: "applications" });
  const repo = createApplicationsRepository(ctx.knex);
  const activity = createActivityRepository(ctx.knex);
  const tracker = createTrackerService({ repo, autoApply: createAutoApplyRepository(ctx.knex), activity, logger });
  const resumes = createResumeLookup(ctx.knex);
  const match = createMatchService({ repo, usage: ctx.usage, activity, documents: ctx.documents, resumes, logger });
  const letters = createLettersService({ repo, resumes, polisher: createLetterPolisher(ctx.llm, { logger }), activity });
  return { name: "applications", handlers: applicationsHandlers({ tracker, match, letters, usage: ctx.usage }) };
}
