import type { Knex } from "knex";
import type { Config } from "../config";
import type { OperationHandlers } from "../http/operations";
import type { Queue } from "../jobs/queue";
import type { Logger } from "../lib/logger";
import { createLlmClient, type LlmClient } from "../engines/llm/llm-client";
import { createAuthModule } from "./auth";
import { createBillingModule } from "./billing";
import { healthHandlers } from "./system/health-routes";

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
}

export interface AppModule {
  name: string;
  handlers: OperationHandlers;
  /** Registers pg-boss workers and schedules; called once the queue is running. */
  startWorkers?(queue: Queue): Promise<void>;
  /** Runs once at server start after migrations (e.g. seeding demo data when DEMO_DATA is on). */
  onStart?(): Promise<void>;
}

/**
 * The one list of feature modules. Each feature wires itself in its own index.ts; add it here with
 * one line. Handlers are keyed by operationId; an operation no module handles answers 501.
 */
export function createModules(base: Pick<ModuleContext, "knex" | "config" | "logger" | "queue">, version: string): AppModule[] {
  const auth = createAuthModule(base.knex, base.config);
  const billing = createBillingModule(base.knex, auth.users);
  const ctx: ModuleContext = { ...base, users: auth.users, usage: billing.usage, llm: createLlmClient(base.config.llm, base.logger) };
  void ctx; // feature modules below take it
  return [
    { name: "system", handlers: healthHandlers(base.knex, version) },
    { name: "auth", handlers: auth.handlers },
    { name: "billing", handlers: billing.handlers },
    // feature modules: one line each, e.g. createJobsModule(ctx),
  ];
}
