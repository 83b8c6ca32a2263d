import type { AppModule, ModuleContext } from "../module";
import { createResumeRepository } from "./resume-repository";
import { resumeHandlers } from "./resume-routes";
import { createResumeService } from "./resume-service";

/**
 * Resumes, parsed once: POST /resume/upload parses a file and stores it with its structured document and an id;
 * GET/PUT /resume/{id} read and edit that document (the Resume Builder's form); POST /resume stores one typed
 * from scratch. Other modules read stored resumes through `createResumeLookup` (resume-lookup.ts).
 */
export function createResumeModule(ctx: Pick<ModuleContext, "knex" | "documents">): AppModule {
  const service = createResumeService({ resumes: createResumeRepository(ctx.knex), documents: ctx.documents });
  return { name: "resume", handlers: resumeHandlers(service) };
}
export { createResumeLookup, type ResumeLookup, type UsableResume } from "./resume-lookup";
