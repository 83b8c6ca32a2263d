import PgBoss from "pg-boss";
import type { Database } from "../db";
import type { Logger } from "../lib/logger";

/**
 * Background work (Auto-Apply runs, job ingestion) runs as pg-boss jobs in PostgreSQL, so any number of
 * API processes can share one queue. In embedded mode pg-boss talks to PGlite through a knex connection: a query
 * waits for any open knex transaction instead of landing inside it, and a script runs whole in PGlite's thread.
 */
export type Queue = PgBoss;

interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<Array<{ rows: unknown[] }>>;
}

function pgliteAdapter(db: Database) {
  const client = db.knex.client as { acquireConnection(): Promise<PgliteLike>; releaseConnection(c: PgliteLike): Promise<void> };
  return {
    async executeSql(text: string, values?: unknown[]) {
      const conn = await client.acquireConnection();
      try {
        if (values && values.length) return await conn.query(text, values);
        // pg-boss sends multi-statement scripts (its own migrations) without parameters.
        const results = await conn.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      } finally {
        await client.releaseConnection(conn);
      }
    },
  };
}

export interface QueueOptions {
  databaseUrl?: string;
  /** Run maintenance and cron scheduling in this process (every process may; pg-boss elects one). */
  supervise?: boolean;
}

export async function startQueue(db: Database, logger: Logger, options: QueueOptions = {}): Promise<Queue> {
  const common = { schema: "pgboss", supervise: options.supervise ?? true, schedule: options.supervise ?? true, migrate: true };
  const boss =
    db.kind === "postgres" && options.databaseUrl
      ? new PgBoss({ ...common, connectionString: options.databaseUrl, max: 4 })
      : new PgBoss({ ...common, db: pgliteAdapter(db) });
  boss.on("error", (err) => logger.error({ err }, "queue error"));
  await boss.start();
  return boss;
}

/** Creates the queue if needed; safe to call from every process at start. */
export async function ensureQueue(boss: Queue, name: string, options: Omit<PgBoss.Queue, "name"> = {}): Promise<void> {
  const existing = await boss.getQueue(name);
  if (!existing) await boss.createQueue(name, { name, ...options });
}
