/**
 * The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so a statement never
 * holds the API's event loop. A request's JavaScript and the database's work run on two cores at once, and a long
 * statement (a rebuild of the search index, demo seeding) no longer stalls every other request and /health.
 * Messages: { id, op, ... } in, { id, result } or { id, error } out, one statement at a time in arrival order.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ThreadReply, ThreadRequest, ThreadStart } from "./pglite-proxy";

const start = workerData as ThreadStart;
const port = parentPort!;

/** The fields PostgreSQL's errors carry (code, constraint...) survive the trip; callers branch on them. */
function plainError(error: unknown): ThreadReply["error"] {
  const e = error as Record<string, unknown> & { message?: string; name?: string };
  const out: Record<string, unknown> = { message: String(e?.message ?? error), name: e?.name ?? "Error" };
  for (const key of ["code", "detail", "hint", "position", "schema", "table", "column", "dataType", "constraint", "severity", "where", "routine"]) {
    if (e && typeof e[key] !== "object" && e[key] !== undefined) out[key] = e[key];
  }
  return out as ThreadReply["error"];
}

const ready = (async () => {
  const loadDataDir = start.loadDataDir ? new Blob([start.loadDataDir]) : undefined;
  const db = await PGlite.create(start.dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  for (const [k, v] of Object.entries(start.settings)) await db.exec(`SET ${k} = ${v}`);
  return db;
})();

/**
 * After a statement: a transaction its sender cannot go on with is rolled back here (see ThreadRequest's `session`),
 * so the database is never left inside a block that nobody will end. Returns whether one is still open.
 */
async function settleTransaction(db: PGlite, message: ThreadRequest, wasInTransaction: boolean, failed: boolean): Promise<boolean> {
  if (!db.isInTransaction()) return false;
  const session = "session" in message && message.session;
  if (session && !(message.op === "exec" && failed && !wasInTransaction)) return true;
  await db.exec("ROLLBACK");
  return false;
}

port.on("message", async (message: ThreadRequest) => {
  let db: PGlite | undefined;
  let wasInTransaction = false;
  try {
    db = await ready;
    wasInTransaction = db.isInTransaction();
    let result: unknown;
    let transfer: ArrayBuffer[] = [];
    if (message.op === "query") result = await db.query(message.sql, message.params, message.options);
    else if (message.op === "exec") result = await db.exec(message.sql);
    else if (message.op === "dump") {
      const buffer = await (await db.dumpDataDir(message.compression)).arrayBuffer();
      result = buffer;
      transfer = [buffer];
    } else if (message.op === "ready") result = true;
    else {
      if (!db.closed) await db.close();
      result = true;
    }
    const inTransaction = !db.closed && (await settleTransaction(db, message, wasInTransaction, false));
    port.postMessage({ id: message.id, result, inTransaction } satisfies ThreadReply, transfer);
  } catch (error) {
    const inTransaction = db && !db.closed ? await settleTransaction(db, message, wasInTransaction, true).catch(() => db!.isInTransaction()) : false;
    port.postMessage({ id: message.id, error: plainError(error), inTransaction } satisfies ThreadReply);
  }
});
