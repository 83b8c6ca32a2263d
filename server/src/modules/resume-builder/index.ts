import { createRuleBasedResumeWriter } from "../../engines/resume-writer/rule-based-writer";
import type { ResumeWriter } from "../../engines/resume-writer/types";
import { createActivityRepository } from "../activity";
import type { AppModule, ModuleContext } from "../module";
import { createResumeLookup } from "../resume";
import { createDraftsRepository } from "./drafts-repository";
import { draftHandlers } from "./drafts-routes";
import { createDraftsService } from "./drafts-service";
import { createResumeBuilderRepository } from "./resume-builder-repository";
import { resumeBuilderHandlers } from "./resume-builder-routes";
import { createResumeBuilderService } from "./resume-builder-service";
import { createResumePolisher } from "./resume-polisher";

export { createDraftSummaries, type DraftSummaries } from "./draft-summaries-repository";

/**
 * Resume Builder: ingest (analyse), compare with a benchmark, build markdown (optionally LLM-polished), export Word
 * and PDF; drafts (Save Draft). Resumes are the resume module's stored documents, taken by id.
 */
export function createResumeBuilderModule(ctx: Pick<ModuleContext, "knex" | "logger" | "usage" | "llm" | "documents">, writer: ResumeWriter = createRuleBasedResumeWriter()): AppModule {
  const logger = ctx.logger.child({ module: "resume-builder" });
  const service = createResumeBuilderService({
    writer,
    polisher: createResumePolisher(ctx.llm, { logger }),
    repo: createResumeBuilderRepository(ctx.knex),
    activity: createActivityRepository(ctx.knex),
    usage: ctx.usage,
    logger,
    documents: ctx.documents,
    resumes: createResumeLookup(ctx.knex),
  });
  const drafts = createDraftsService({ repo: createDraftsRepository(ctx.knex) });
  return { name: "resume-builder", handlers: { ...resumeBuilderHandlers(service, ctx.usage), ...draftHandlers(drafts) } };
}
