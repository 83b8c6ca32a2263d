import type { Knex } from "knex";
import type { Config } from "../config";
import type { Handler, OperationHandlers } from "../http/operations";
import type { Queue } from "../jobs/queue";
import type { Logger } from "../lib/logger";
import { createLlmClient, type LlmClient } from "../engines/llm/llm-client";
import { sharedParsePool, type ParsePool } from "../engines/resume-parser/sandbox/parse-pool";
import { timedReads } from "../http/metrics";
import { createAccountModule } from "./account";
import { createAuthModule } from "./auth";
import { createBillingModule } from "./billing";
import { rememberTimeZoneMiddleware } from "./usage/remember-time-zone";
import { createDashboardModule } from "./dashboard";
import { healthHandlers } from "./system/health-routes";
import { createInterviewModule } from "./interview";
import { createAutoApplyModule } from "./auto-apply";
import { createJobsModule } from "./jobs";
import { createNotesModule } from "./notes";
import { createTipsModule } from "./tips";
import { createResumeModule } from "./resume";
import { createResumeBuilderModule } from "./resume-builder";
import { createApplicationsModule } from "./applications";

/** What every feature module may use. Narrow it with Pick<> in the module's own factory. */
export interface ModuleContext {
  knex: Knex;
  config: Config;
  logger: Logger;
  /** Absent when background work is off (e.g. most API tests); modules must then do work inline or skip it. */
  queue?: Queue;
  users: ReturnType<typeof createAuthModule>["users"];
  usage: ReturnType<typeof createBillingModule>["usage"];
  /** The optional LLM (disabled unless LLM_BASE_URL and LLM_MODEL are set); engines fall back when it returns null. */
  llm: LlmClient;
  /** Reads uploaded documents in the sandboxed thread pool (never on the request thread). */
  documents: Pick<ParsePool, "read">;
}

export interface AppModule {
  name: string;
  handlers: OperationHandlers;
  /** Registers pg-boss workers and schedules; called once the queue is running. */
  startWorkers?(queue: Queue): Promise<void>;
  /**
   * Runs once per server start, behind the listening server (e.g. seeding demo data when DEMO_DATA is on).
   * `signal` aborts when the server stops: long work should stop between steps and resume at the next start.
   */
  onStart?(signal?: AbortSignal): Promise<void>;
  /** Middleware for every authenticated operation, run right after the bearer check. */
  afterAuth?: Handler;
}

/**
 * The one list of feature modules. Each feature wires itself in its own index.ts; add it here with
 * one line. Handlers are keyed by operationId; an operation no module handles answers 501.
 */
export function createModules(base: Pick<ModuleContext, "knex" | "config" | "logger" | "queue">, version: string): AppModule[] {
  const auth = createAuthModule(base.knex, base.config);
  const billing = createBillingModule(base, auth.users);
  const { threads, timeoutMs, memoryMb } = base.config.parse;
  // Every read is timed for /metrics (hirewise_document_parse_duration_seconds).
  const documents = timedReads(sharedParsePool({ ...(threads ? { threads, maxQueue: threads * 8 } : {}), timeoutMs, memoryMb }));
  const ctx: ModuleContext = { ...base, users: auth.users, usage: billing.usage, llm: createLlmClient(base.config.llm, base.logger), documents };
  const account = createAccountModule(ctx);
  return [
    { name: "system", handlers: healthHandlers(base.knex, version) },
    { name: "auth", handlers: auth.handlers },
    account,
    // X-Time-Zone on any authenticated call keeps "today" the user's today for daily quotas.
    { name: "billing", handlers: billing.handlers, afterAuth: rememberTimeZoneMiddleware(billing.usage) },
    createDashboardModule(ctx),
    createAutoApplyModule(ctx),
    createInterviewModule(ctx),
    createJobsModule(ctx),
    createResumeModule(ctx),
    createResumeBuilderModule(ctx),
    createNotesModule(ctx),
    createApplicationsModule(ctx),
    createTipsModule(ctx, account.preferences),
  ];
}
