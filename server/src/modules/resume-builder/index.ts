import { createRuleBasedResumeWriter } from "../../engines/resume-writer/rule-based-writer";
import type { ResumeWriter } from "../../engines/resume-writer/types";
import { createActivityRepository } from "../dashboard/activity-repository";
import type { AppModule, ModuleContext } from "../registry";
import { createResumeBuilderRepository } from "./resume-builder-repository";
import { resumeBuilderHandlers } from "./resume-builder-routes";
import { createResumeBuilderService } from "./resume-builder-service";

/** Resume Builder: ingest (analyse), compare with a benchmark, build markdown, export Word. */
export function createResumeBuilderModule(ctx: Pick<ModuleContext, "knex" | "logger" | "usage">, writer: ResumeWriter = createRuleBasedResumeWriter()): AppModule {
  const service = createResumeBuilderService({
    writer,
    repo: createResumeBuilderRepository(ctx.knex),
    activity: createActivityRepository(ctx.knex),
    usage: ctx.usage,
    logger: ctx.logger.child({ module: "resume-builder" }),
  });
  return { name: "resume-builder", handlers: resumeBuilderHandlers(service, ctx.usage) };
}
