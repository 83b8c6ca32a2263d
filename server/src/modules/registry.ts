import { createLlmClient } from "../engines/llm/llm-client";
import { sharedParsePool } from "../engines/resume-parser/sandbox/parse-pool";
import { timedReads } from "../http/metrics";
import type { AppModule, ModuleContext } from "./module";
import { createAccountModule } from "./account";
import { createAuthModule } from "./auth";
import { createBillingModule } from "./billing";
import { createUsageModule } from "./usage";
import { createDashboardModule } from "./dashboard";
import { createSystemModule } from "./system";
import { createInterviewModule } from "./interview";
import { createAutoApplyModule, createAutoApplyRepository } from "./auto-apply";
import { createJobsModule } from "./jobs";
import { createNotesModule } from "./notes";
import { createTipsModule } from "./tips";
import { createResumeModule } from "./resume";
import { createResumeBuilderModule } from "./resume-builder";
import { createApplicationsModule } from "./applications";

export type { AppModule, ModuleContext } from "./module";

/**
 * The one list of feature modules. Each feature wires itself in its own index.ts; add it here with
 * one line. Handlers are keyed by operationId; an operation no module handles answers 501.
 */
export function createModules(base: Pick<ModuleContext, "knex" | "config" | "logger" | "queue">, version: string): AppModule[] {
  const auth = createAuthModule(base.knex, base.config);
  const usage = createUsageModule(base.knex, auth.users, base.config);
  const billing = createBillingModule(base, auth.users, usage);
  const { threads, timeoutMs, memoryMb } = base.config.parse;
  // Every read is timed for /metrics (hirewise_document_parse_duration_seconds).
  const documents = timedReads(sharedParsePool({ ...(threads ? { threads, maxQueue: threads * 8 } : {}), timeoutMs, memoryMb }));
  const ctx: ModuleContext = { ...base, users: auth.users, usage: usage.service, llm: createLlmClient(base.config.llm, base.logger), documents };
  const account = createAccountModule(ctx);
  return [
    createSystemModule(base.knex, version),
    { name: "auth", handlers: auth.handlers },
    account,
    // X-Time-Zone on any authenticated call keeps "today" the user's today for daily quotas.
    { name: usage.name, handlers: usage.handlers, afterAuth: usage.afterAuth },
    { name: billing.name, handlers: billing.handlers },
    createDashboardModule(ctx),
    createAutoApplyModule(ctx),
    createInterviewModule(ctx),
    createJobsModule(ctx),
    createResumeModule(ctx),
    createResumeBuilderModule(ctx),
    createNotesModule(ctx),
    createApplicationsModule({ ...ctx, autoApply: createAutoApplyRepository(ctx.knex) }),
    createTipsModule(ctx, account.preferences),
  ];
}
