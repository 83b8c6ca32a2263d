import { Worker } from "node:worker_threads";

/** What the thread is started with (pglite-thread.ts). */
export interface ThreadStart {
  dir: string | undefined;
  loadDataDir: ArrayBuffer | undefined;
  settings: Record<string, string>;
}

export type ThreadRequest =
  | { id: number; op: "query"; sql: string; params?: unknown[]; options?: Record<string, unknown> }
  | { id: number; op: "exec"; sql: string }
  | { id: number; op: "dump"; compression: "none" | "gzip" | "auto" }
  | { id: number; op: "ready" }
  | { id: number; op: "close" };

/** A request before it is numbered. */
type RequestBody = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

export interface ThreadReply {
  id: number;
  result?: unknown;
  error?: { message: string; name: string; code?: string; [field: string]: unknown };
}

export interface QueryResult {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

// Compiled, the thread is plain JS beside main.js. Under tsx or vitest it is TypeScript: a small script registers
// tsx's loader in the new thread first (a .ts entry given to Worker is read before any --import would apply).
const threadUrl = new URL(`./pglite-thread${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url);
const threadEntry: [string | URL, { eval?: boolean }] = threadUrl.pathname.endsWith(".ts")
  ? [`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(threadUrl.href)}); })`, { eval: true }]
  : [threadUrl, {}];

/**
 * PGlite in its own thread, with the part of PGlite's interface the app uses (knex-pglite's query, pg-boss's exec,
 * the test templates' dumpDataDir). Results and PostgreSQL's error fields cross as structured clones.
 */
export class PGliteThread {
  closed = false;
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private next = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  private constructor(start: ThreadStart) {
    this.worker = new Worker(threadEntry[0], { ...threadEntry[1], workerData: start, transferList: start.loadDataDir ? [start.loadDataDir] : [] });
    this.worker.on("message", (reply: ThreadReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.settle(reply.id);
      if (reply.error) waiting.reject(Object.assign(new Error(reply.error.message), reply.error));
      else waiting.resolve(reply.result);
    });
    // A thread that dies (out of memory, a WebAssembly abort) fails what was waiting rather than hanging it.
    const fail = (error: Error) => {
      this.closed = true;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`the embedded database thread stopped (exit code ${code})`)));
    this.waitReady = this.call({ op: "ready" }).then(() => undefined);
  }

  /** The thread keeps the process alive only while a statement is waiting on it, as an in-process database would. */
  private settle(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  static async create(options: { dir?: string; loadDataDir?: Blob; settings: Record<string, string> }): Promise<PGliteThread> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const thread = new PGliteThread({ dir: options.dir, loadDataDir, settings: options.settings });
    await thread.waitReady;
    return thread;
  }

  private call(request: RequestBody): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error("the embedded database is closed"));
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ ...request, id });
    });
  }

  query(sql: string, params?: unknown[], options?: Record<string, unknown>): Promise<QueryResult> {
    return this.call({ op: "query", sql, params, options: plainOptions(options) }) as Promise<QueryResult>;
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.call({ op: "exec", sql }) as Promise<QueryResult[]>;
  }

  async dumpDataDir(compression: "none" | "gzip" | "auto" = "auto"): Promise<Blob> {
    return new Blob([(await this.call({ op: "dump", compression })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.call({ op: "close" });
    this.closed = true;
    await this.worker.terminate();
  }
}

/** knex passes its query options along; only plain data can cross (functions such as custom parsers cannot). */
function plainOptions(options: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!options) return undefined;
  const plain = Object.fromEntries(Object.entries(options).filter(([, v]) => typeof v !== "function"));
  return Object.keys(plain).length ? plain : undefined;
}
