import fs from "node:fs";
import path from "node:path";
import knexFactory, { type Knex } from "knex";
import { pgliteClient } from "./pglite-knex";
import { PGliteThread } from "./pglite-proxy";
import { migrationSource } from "./migrations";

export type { Db, Tx } from "./handle";

export interface Database {
  knex: Knex;
  kind: "pglite" | "postgres";
  /** Present in embedded mode: pg-boss and raw SQL helpers talk to it directly (in its own thread). */
  pglite?: PGliteThread;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite database is used. */
  url?: string;
  /** Directory for the embedded database; omitted means in-memory (tests). */
  dataDir?: string;
  /** In-memory embedded database only: start from a dump of another one (tests start from a migrated template). */
  loadDataDir?: Blob;
  /** Connections in knex's pool (on PGlite, sessions sharing its one thread; see pglite-knex.ts). */
  poolMax?: number;
}

/**
 * On PGlite, enough sessions that the thread always has the next statement queued while replies are read; more only
 * lengthen the queue (measured in docs/PERFORMANCE.md).
 */
const PGLITE_SESSIONS = 8;

/**
 * Planner settings for our sessions. The job index and its indexes are small enough to stay in memory on any
 * current (SSD-backed) server, where a random page read costs about as much as a sequential one; with the
 * default 4.0 the planner walks a whole index instead of intersecting two (see docs/PERFORMANCE.md).
 */
const SESSION_SETTINGS = { random_page_cost: "1.1" } as const;

/**
 * On a PostgreSQL server only statements prepared by name (db/prepared.ts) use the plan cache: the search's lookups
 * by key and its walk over the pooled ids, whose best plan does not depend on the values. Planned once, not on every
 * call (the custom plans PostgreSQL tries first cost the finishing statement half a millisecond each time). Not set
 * on PGlite, whose driver may reuse statements of its own.
 */
const SERVER_SETTINGS = { ...SESSION_SETTINGS, plan_cache_mode: "force_generic_plan" } as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const knex = knexFactory({
      client: "pg",
      connection: {
        connectionString: options.url,
        options: Object.entries(SERVER_SETTINGS).map(([k, v]) => `-c ${k}=${v}`).join(" "),
      },
      pool: { min: 0, max: options.poolMax ?? 10 },
    });
    return { knex, kind: "postgres", close: () => knex.destroy() };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
  }
  const pglite = await PGliteThread.create({ dir, loadDataDir: options.loadDataDir && !dir ? options.loadDataDir : undefined, settings: SESSION_SETTINGS });
  const knex = knexFactory({
    client: pgliteClient(pglite, options.poolMax ?? PGLITE_SESSIONS),
    dialect: "postgres",
    connection: () => ({ pglite }) as object,
  });
  return {
    knex,
    kind: "pglite",
    pglite,
    async close() {
      await knex.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Any fixed 64-bit number; it names "the schema is being migrated" among PostgreSQL's advisory locks. */
const MIGRATION_LOCK_KEY = 7_246_301_918;

/**
 * Brings the schema up to date. Safe with several processes starting at once on one fresh database: knex's own
 * lock lives in a table that the first run must create, so two processes could both try to create it (42P07).
 * A session advisory lock, held on one pooled connection while knex migrates on the others, lets one process
 * migrate while the rest wait and then find nothing left to do. One embedded database has one process.
 */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const run = async () => ((await knex.migrate.latest({ migrationSource })) as [number, string[]])[1];
  if (knex.client.config.client !== "pg") return run();
  const connection = await knex.client.acquireConnection();
  try {
    await knex.raw("SELECT pg_advisory_lock(?)", [MIGRATION_LOCK_KEY]).connection(connection);
    try {
      return await run();
    } finally {
      await knex.raw("SELECT pg_advisory_unlock(?)", [MIGRATION_LOCK_KEY]).connection(connection);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

export async function migrateDown(knex: Knex): Promise<void> {
  await knex.migrate.rollback({ migrationSource }, true);
}
