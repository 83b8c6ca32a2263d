import http from "node:http";
import type { AddressInfo } from "node:net";
import { buildApp } from "./app";
import type { Config } from "./config";
import { migrateLatest, openDatabase, type Database } from "./db";
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
  stop(): Promise<void>;
}

/** config → database (migrated) → app → listen. Tests call it with port 0; main.ts adds signals. */
export async function startServer(config: Config, options: { database?: Database } = {}): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const db = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  await migrateLatest(db.knex);
  const queue = config.runWorkers ? await startQueue(db, logger, { databaseUrl: config.databaseUrl }) : undefined;
  const app = buildApp({ config, db: db.knex, logger, queue });
  for (const m of app.locals.modules as AppModule[]) await m.onStart?.();
  if (queue) for (const m of app.locals.modules as AppModule[]) await m.startWorkers?.(queue);
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host === "0.0.0.0" ? "127.0.0.1" : config.host;
  let stopping: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    port,
    db,
    queue,
    logger,
    implementedOperations: app.locals.implementedOperations as string[],
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 5_000).unref();
        });
        await queue?.stop({ graceful: true, wait: true, timeout: 10_000 });
        await closeSharedParsePool();
        if (!options.database) await db.close();
      })();
      return stopping;
    },
  };
}
