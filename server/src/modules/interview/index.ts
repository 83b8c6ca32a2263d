import { createFeedbackPolisher } from "../../engines/interviewer/llm-feedback";
import { createRuleBasedInterviewer } from "../../engines/interviewer/rule-based-interviewer";
import { createTrackedJobs } from "../applications";
import { createResumeLookup } from "../resume";
import type { AppModule, ModuleContext } from "../module";
import { createInterviewRepository } from "./interview-repository";
import { interviewHandlers } from "./interview-routes";
import { createInterviewService } from "./interview-service";


export { createInterviewHistory, type InterviewHistory } from "./interview-history-repository";

/** Interview AI: stored mock-interview sessions over the deterministic interviewer (LLM wording optional). */
export function createInterviewModule(ctx: Pick<ModuleContext, "knex" | "usage" | "llm" | "logger">): AppModule {
  const service = createInterviewService({
    repo: createInterviewRepository(ctx.knex),
    interviewer: createRuleBasedInterviewer(),
    polisher: createFeedbackPolisher(ctx.llm),
    usage: ctx.usage,
    jobs: createTrackedJobs(ctx.knex),
    resumes: createResumeLookup(ctx.knex),
    logger: ctx.logger,
  });
  return { name: "interview", handlers: interviewHandlers(service) };
}
