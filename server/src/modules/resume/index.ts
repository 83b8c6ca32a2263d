import type { AppModule, ModuleContext } from "../module";
import { createResumeRepository } from "./resume-repository";
import { resumeHandlers } from "./resume-routes";
import { createResumeService } from "./resume-service";

/** POST /resume/upload: parse a resume for the job search workspace and keep it as the user's latest. */
export function createResumeModule(ctx: Pick<ModuleContext, "knex" | "documents">): AppModule {
  const service = createResumeService({ resumes: createResumeRepository(ctx.knex), documents: ctx.documents });
  return { name: "resume", handlers: resumeHandlers(service) };
}
