import { createFeedbackPolisher } from "../../engines/interviewer/llm-feedback";
import { createRuleBasedInterviewer } from "../../engines/interviewer/rule-based-interviewer";
import { createApplicationsRepository } from "../applications/applications-repository";
import type { AppModule, ModuleContext } from "../registry";
import { createInterviewRepository } from "./interview-repository";
import { interviewHandlers } from "./interview-routes";
import { createInterviewService } from "./interview-service";

/** The user's tracked applications as saved jobs to practise for (read only). */
function savedJobs(knex: ModuleContext["knex"]) {
  const applications = createApplicationsRepository(knex);
  return {
    async find(userId: string, applicationId: string) {
      const app = await applications.find(userId, applicationId);
      return app ? { applicationId: app.id, title: app.title, company: app.company, description: app.description ?? "", skills: app.skills ?? [] } : undefined;
    },
  };
}

/** Interview AI: stored mock-interview sessions over the deterministic interviewer (LLM wording optional). */
export function createInterviewModule(ctx: Pick<ModuleContext, "knex" | "usage" | "llm" | "logger">): AppModule {
  const service = createInterviewService({
    repo: createInterviewRepository(ctx.knex),
    interviewer: createRuleBasedInterviewer(),
    polisher: createFeedbackPolisher(ctx.llm),
    usage: ctx.usage,
    jobs: savedJobs(ctx.knex),
    logger: ctx.logger,
  });
  return { name: "interview", handlers: interviewHandlers(service) };
}
