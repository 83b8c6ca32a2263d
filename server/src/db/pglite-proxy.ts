import { Worker } from "node:worker_threads";

/** What the thread is started with (pglite-thread.ts). */
export interface ThreadStart {
  dir: string | undefined;
  loadDataDir: ArrayBuffer | undefined;
  settings: Record<string, string>;
}

/**
 * `session` says the sender can go on with the transaction a statement leaves open (a knex connection). Without it the
 * sender cannot: a transaction its statement leaves open is rolled back in the thread, as is one a failed exec left
 * open (pg-boss's `BEGIN; ...; COMMIT;` scripts send no ROLLBACK of their own).
 */
export type ThreadRequest =
  | { id: number; op: "query"; sql: string; params?: unknown[]; options?: Record<string, unknown>; session?: boolean }
  | { id: number; op: "exec"; sql: string; session?: boolean }
  | { id: number; op: "dump"; compression: "none" | "gzip" | "auto" }
  | { id: number; op: "ready" }
  | { id: number; op: "close" };

/** A request before it is numbered. */
type RequestBody = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

export interface ThreadReply {
  id: number;
  result?: unknown;
  /** The database is inside a transaction block (open or failed) after this request. */
  inTransaction?: boolean;
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

/** knex's default acquireConnectionTimeout. */
const TRANSACTION_WAIT_MS = 60_000;

/** A statement that opens a transaction block: knex's `BEGIN;` and `BEGIN TRANSACTION ISOLATION LEVEL ...;`. */
const OPENS_TRANSACTION = /^\s*(?:BEGIN|START\s+TRANSACTION)\b/i;

/**
 * PGlite in its own thread, with the part of PGlite's interface the app uses (knex-pglite's query, pg-boss's exec,
 * the test templates' dumpDataDir). Results and PostgreSQL's error fields cross as structured clones.
 *
 * PGlite is one PostgreSQL session, but several senders may use it at once (session(): one per knex connection):
 * the thread runs requests one at a time in arrival order, so a sender need not wait for another's reply before
 * sending. A transaction is the exception: from its BEGIN until the reply that finds the database outside a
 * transaction block again, only its sender's requests are sent; the others wait here. Requests sent before the
 * BEGIN are ahead of it in the thread's queue and finish before it starts.
 */
export class PGliteThread {
  closed = false;
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private next = 1;
  private readonly pending = new Map<number, { resolve(reply: ThreadReply): void; reject(error: Error): void }>();
  /** The sender whose transaction is open, if any. */
  private owner: object | undefined;
  /** Senders waiting for the open transaction to end, in arrival order. */
  private held: Array<() => void> = [];

  private constructor(start: ThreadStart) {
    this.worker = new Worker(threadEntry[0], { ...threadEntry[1], workerData: start, transferList: start.loadDataDir ? [start.loadDataDir] : [] });
    this.worker.on("message", (reply: ThreadReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.settle(reply.id);
      waiting.resolve(reply);
    });
    // A thread that dies (out of memory, a WebAssembly abort) fails what was waiting rather than hanging it.
    const fail = (error: Error) => {
      this.closed = true;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      this.release();
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

  /** A sender that may hold a transaction open across requests (a knex connection). */
  session(): PGliteSession {
    return new PGliteSession(this);
  }

  private post(request: RequestBody): Promise<ThreadReply> {
    if (this.closed) return Promise.reject(new Error("the embedded database is closed"));
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ ...request, id });
    });
  }

  private async call(request: RequestBody): Promise<unknown> {
    return resultOf(await this.post(request));
  }

  /**
   * Sends a statement for `sender` once no other sender's transaction is open. Posting happens synchronously when
   * nothing is open, so statements reach the thread in the order they were sent.
   */
  async send(sender: object, request: Extract<RequestBody, { sql: string }>): Promise<unknown> {
    // The last check, the claim and the post run with no await between them: a sender resumed at the same release
    // must see the claim, and no statement may be posted between a BEGIN's claim and its post.
    const deadline = Date.now() + TRANSACTION_WAIT_MS;
    while (this.owner && this.owner !== sender) await this.nextRelease(deadline);
    if (OPENS_TRANSACTION.test(request.sql)) this.owner = sender;
    let reply: ThreadReply;
    try {
      reply = await this.post(request);
    } catch (error) {
      if (this.owner === sender) this.release();
      throw error;
    }
    // Only the owner's requests are in flight while a transaction is open, so this reply speaks of the owner's own.
    // A sender that opened one without a BEGIN of its own (an exec ending in BEGIN) owns it from here on.
    if (reply.inTransaction) this.owner ??= sender;
    else if (this.owner === sender) this.release();
    return resultOf(reply);
  }

  /**
   * Waits for the open transaction to end. Gives up at `deadline`, as long after the first try as knex waits for a
   * free connection (as a statement did here when knex pooled one connection): a statement sent outside a
   * transaction by code waiting inside it would otherwise wait for ever.
   */
  private nextRelease(deadline: number): Promise<void> {
    const left = deadline - Date.now();
    if (left <= 0) return Promise.reject(new Error(`waited ${TRANSACTION_WAIT_MS / 1000} s for another connection's transaction to end`));
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      this.held.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Whether `sender`'s transaction is the open one. */
  heldBy(sender: object): boolean {
    return this.owner === sender;
  }

  private release(): void {
    this.owner = undefined;
    const held = this.held;
    this.held = [];
    for (const resume of held) resume();
  }

  /** One statement, outside any transaction (waits for an open one to end). */
  query(sql: string, params?: unknown[], options?: Record<string, unknown>): Promise<QueryResult> {
    return this.send({}, { op: "query", sql, params, options: plainOptions(options) }) as Promise<QueryResult>;
  }

  /** Statements separated by semicolons, run as one request: nothing else runs between them. */
  exec(sql: string): Promise<QueryResult[]> {
    return this.send({}, { op: "exec", sql }) as Promise<QueryResult[]>;
  }

  async dumpDataDir(compression: "none" | "gzip" | "auto" = "auto"): Promise<Blob> {
    const deadline = Date.now() + TRANSACTION_WAIT_MS;
    while (this.owner) await this.nextRelease(deadline);
    return new Blob([(await this.call({ op: "dump", compression })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.call({ op: "close" });
    this.closed = true;
    await this.worker.terminate();
  }
}

/**
 * One knex connection's view of the thread: its statements go straight to the thread, and a transaction it opens
 * keeps the other sessions' statements back until it ends.
 */
export class PGliteSession {
  constructor(private readonly thread: PGliteThread) {}

  query(sql: string, params?: unknown[], options?: Record<string, unknown>): Promise<QueryResult> {
    return this.thread.send(this, { op: "query", sql, params, options: plainOptions(options), session: true }) as Promise<QueryResult>;
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.thread.send(this, { op: "exec", sql, session: true }) as Promise<QueryResult[]>;
  }

  /** A connection dropped inside its transaction (knex gave up on it) must not hold the database: rolled back. */
  async end(): Promise<void> {
    if (this.thread.heldBy(this) && !this.thread.closed) await this.query("ROLLBACK").catch(() => undefined);
  }
}

/** A reply's result, or its error rethrown with PostgreSQL's fields (code, constraint...) that callers branch on. */
function resultOf(reply: ThreadReply): unknown {
  if (reply.error) throw Object.assign(new Error(reply.error.message), reply.error);
  return reply.result;
}

/** knex passes its query options along; only plain data can cross (functions such as custom parsers cannot). */
function plainOptions(options: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!options) return undefined;
  const plain = Object.fromEntries(Object.entries(options).filter(([, v]) => typeof v !== "function"));
  return Object.keys(plain).length ? plain : undefined;
}
