import type { Db } from "../db/handle";
import type { Config } from "../config";
import type { Handler, OperationHandlers } from "../http/operations";
import type { Queue } from "../jobs/queue";
import type { Logger } from "../lib/logger";
import type { LlmClient } from "../engines/llm/llm-client";
import type { ParsePool } from "../engines/resume-parser/sandbox/parse-pool";
import type { UserRepository } from "./auth";
import type { UsageService } from "./usage";

/**
 * What a feature module is and what it may use. Kept apart from registry.ts (which imports every module) so a
 * module's index imports these types without importing the registry back.
 */
export interface ModuleContext {
  /** The database, to hand to repositories (only repositories and db/ import knex; services get a `Tx` from db/handle). */
  knex: Db;
  config: Config;
  logger: Logger;
  /** Absent when background work is off (e.g. most API tests); modules must then do work inline or skip it. */
  queue?: Queue;
  users: UserRepository;
  usage: UsageService;
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
