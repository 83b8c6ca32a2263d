import cluster from "node:cluster";
import { runPrimary, WORKER_NUMBER_ENV } from "./cluster";
import { ConfigError, loadConfig, type Config } from "./config";
import { createLogger } from "./lib/logger";

// The composition root for `npm start` (compiled to server/dist/main.js): config is validated first, then the
// server starts. SIGTERM drains: readiness turns 503 for DRAIN_SECONDS, then the listener closes, requests in
// flight finish, and the queue and database close. SIGINT (Ctrl-C) stops without the wait.
// WEB_CONCURRENCY > 1 (with DATABASE_URL) makes this process the primary of that many API processes (cluster.ts).
let config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

if (cluster.isPrimary && config.webConcurrency > 1 && config.databaseUrl) {
  await runPrimary(config, createLogger(config.logLevel));
} else {
  if (cluster.isPrimary && config.webConcurrency > 1) {
    // The embedded database (PGlite) lives inside one process; a second could not open it.
    createLogger(config.logLevel).warn(
      { webConcurrency: config.webConcurrency },
      "WEB_CONCURRENCY is ignored without DATABASE_URL: the embedded database serves one process, so one API process runs",
    );
  }
  await serve(config);
}

async function serve(config: Config) {
  // Loaded here, not at the top: the primary of several processes never builds the app.
  const [{ startServer }, { exitOnFatalErrors }, { reportToPrimary }] = await Promise.all([import("./server"), import("./lib/fatal"), import("./http/metrics")]);
  const running = await startServer(config);
  const worker = cluster.isWorker ? Number(process.env[WORKER_NUMBER_ENV]) : undefined;
  if (cluster.isWorker) reportToPrimary();
  running.logger.info({ url: running.url, database: running.db.kind, worker }, `Hirewise is ready on http://localhost:${running.port}`);

  let shuttingDown = false;
  const shutDown = async (signal: string, delayMs: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    running.logger.info({ signal, drainSeconds: delayMs / 1000, worker }, "shutting down");
    await running.drain(delayMs);
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void shutDown(signal, signal === "SIGTERM" ? config.drainSeconds * 1000 : 0));
  // A forked process whose primary is gone gets no more connections: it stops rather than linger.
  if (cluster.isWorker) process.on("disconnect", () => void shutDown("primary gone", 0));
  exitOnFatalErrors(process, running.logger, () => running.stop());
}
