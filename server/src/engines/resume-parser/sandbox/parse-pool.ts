import os from "node:os";
import { Piscina } from "piscina";
import { ResumeReadError } from "../errors";
import type { ReadResumeResult } from "../read-resume";
import type { FileKind } from "../types";
import type { ParseOutcome, ParseTask } from "./parse-worker";

export interface ParsePoolOptions {
  /** Reader threads; a file in excess waits in the queue. */
  threads: number;
  /** Files waiting beyond the running ones; past it the caller gets `busy` (503) at once. */
  maxQueue: number;
  /** Wall time for one file; the thread reading it is killed and replaced when it runs over. */
  timeoutMs: number;
  /** Heap of one reader thread; a file that needs more kills its thread (and only it). */
  memoryMb: number;
}

export function defaultParsePoolOptions(): ParsePoolOptions {
  const threads = Math.max(1, Math.min(4, os.availableParallelism() - 1));
  return { threads, maxQueue: threads * 8, timeoutMs: 5_000, memoryMb: 256 };
}

// Under tsx or vitest the worker is TypeScript and needs the same loader; compiled, it is plain JS.
const workerUrl = new URL(`./parse-worker${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url);
const execArgv = workerUrl.pathname.endsWith(".ts") ? ["--import", "tsx"] : [];

/**
 * Reads untrusted documents off the request thread, in threads with a heap limit and a time limit,
 * behind a bounded queue: a hostile file costs one thread for a few seconds, never the process.
 */
export class ParsePool {
  private readonly pool: Piscina<ParseTask, ParseOutcome>;
  /** Files being read or waiting: admission is counted here so the bound holds while threads start. */
  private inFlight = 0;

  constructor(readonly options: ParsePoolOptions = defaultParsePoolOptions()) {
    this.pool = new Piscina<ParseTask, ParseOutcome>({
      filename: workerUrl.href,
      execArgv,
      minThreads: 1,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
  }

  /** Sniff, extract and parse one file. Throws ResumeReadError (with a message for the user) on refusal. */
  async read(bytes: Uint8Array, accept?: readonly FileKind[]): Promise<ReadResumeResult> {
    if (this.inFlight >= this.options.threads + this.options.maxQueue) throw new ResumeReadError("busy");
    this.inFlight += 1;
    let outcome: ParseOutcome;
    try {
      outcome = await this.pool.run(accept ? { bytes, accept } : { bytes }, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      throw this.refusal(error);
    } finally {
      this.inFlight -= 1;
    }
    if (!outcome.ok) throw new ResumeReadError(outcome.code, outcome.message);
    return outcome.result;
  }

  private refusal(error: unknown): ResumeReadError {
    const e = error as { name?: string; code?: string; message?: string };
    if (e.name === "AbortError") {
      const seconds = Math.round(this.options.timeoutMs / 1000);
      return new ResumeReadError("too-complex", `This file took more than ${seconds} seconds to read (a resume takes a fraction of a second), so it was not read. Please save it again from your editor or upload a PDF.`, { cause: error });
    }
    if (e.code === "ERR_WORKER_OUT_OF_MEMORY") {
      return new ResumeReadError("too-complex", `This file needs more than ${this.options.memoryMb} MB of memory to open (a resume needs a few), so it was not read. Please save it again from your editor or upload a PDF.`, { cause: error });
    }
    if (/queue is at limit/i.test(e.message ?? "")) return new ResumeReadError("busy", undefined, { cause: error });
    return new ResumeReadError("corrupt", undefined, { cause: error });
  }

  get stats() {
    return { threads: this.pool.threads.length, inFlight: this.inFlight, queued: this.pool.queueSize, utilization: this.pool.utilization };
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

let shared: ParsePool | undefined;

/** One pool per process, made on first use; every API module shares it. */
export function sharedParsePool(options?: Partial<ParsePoolOptions>): ParsePool {
  shared ??= new ParsePool({ ...defaultParsePoolOptions(), ...options });
  return shared;
}

export async function closeSharedParsePool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
