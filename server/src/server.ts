import http from "node:http";
import type { AddressInfo } from "node:net";
import { buildApp } from "./app";
import type { Config } from "./config";
import { migrateLatest, openDatabase, type Database, type Db } from "./db";
import { poolStats } from "./db/handle";
import { Lifecycle } from "./lib/lifecycle";
import { createLogger, type Logger } from "./lib/logger";
import { startQueue, type Queue } from "./jobs/queue";
import { closeSharedParsePool } from "./engines/resume-parser/sandbox/parse-pool";
import type { AppModule } from "./modules/registry";

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  queue?: Queue;
  implementedOperations: string[];
  logger: Logger;
  lifecycle: Lifecycle;
  /**
   * The start-up jobs that run behind the listening server: queue workers and schedules, then each module's
   * onStart (demo seeding). Settles when they are done; never rejects (a failure is logged).
   */
  startupJobs: Promise<void>;
  /** Readiness answers 503 from now on; after `delayMs` (load balancers notice) the server stops. */
  drain(delayMs: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * config → database (migrated) → app → listen → start-up jobs in the background. The server takes requests as
 * soon as the schema is current. Tests call it with port 0 (and await `startupJobs` when they need the demo
 * index); main.ts adds signals.
 */
export async function startServer(config: Config, options: { database?: Database } = {}): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const db = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  await migrateLatest(db.knex);
  const queue = config.runWorkers ? await startQueue(db, logger, { databaseUrl: config.databaseUrl }) : undefined;
  const lifecycle = new Lifecycle();
  const app = buildApp({ config, db: db.knex, logger, queue, lifecycle });
  const modules = app.locals.modules as AppModule[];
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === "0.0.0.0" ? "127.0.0.1" : config.host;

  const stopping = new AbortController();
  const startupJobs = (async () => {
    const started = Date.now();
    if (queue) for (const m of modules) if (!stopping.signal.aborted) await m.startWorkers?.(queue);
    for (const m of modules) if (!stopping.signal.aborted) await m.onStart?.(stopping.signal);
    logger.info({ ms: Date.now() - started }, "start-up jobs finished");
  })().catch((err: unknown) => {
    if (!stopping.signal.aborted) logger.error({ err }, "a start-up job failed; the server keeps serving");
  });

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      lifecycle.draining = true;
      stopping.abort();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 5_000).unref();
      });
      await startupJobs;
      await queue?.stop({ graceful: true, wait: true, timeout: 10_000 });
      await closeSharedParsePool();
      await poolSettled(db.knex, 5_000);
      if (!options.database) await db.close();
    })();
    return stopped;
  };
  return {
    url: `http://${host}:${port}`,
    port,
    db,
    queue,
    logger,
    lifecycle,
    startupJobs,
    implementedOperations: app.locals.implementedOperations as string[],
    async drain(delayMs: number) {
      lifecycle.draining = true;
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      await stop();
    },
    stop,
  };
}

/**
 * Waits (at most `ms`) until no statement holds or waits for a pooled connection, seen twice 10 ms apart: a request
 * whose client left before its answer keeps running after the listener closed, and closing the pool under it
 * would fail its last statements (a quota use it should give back, an activity entry) instead of finishing them.
 */
async function poolSettled(db: Db, ms: number): Promise<void> {
  const until = Date.now() + ms;
  let quiet = 0;
  while (quiet < 2 && Date.now() < until) {
    const s = poolStats(db);
    quiet = !s || (s.used === 0 && s.pendingAcquires === 0) ? quiet + 1 : 0;
    if (quiet < 2) await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
