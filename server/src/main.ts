import { ConfigError, loadConfig } from "./config";
import { exitOnFatalErrors } from "./lib/fatal";
import { startServer } from "./server";

// The composition root for `npm start` (compiled to server/dist/main.js): config is validated first, then the
// server starts. SIGTERM drains: readiness turns 503 for DRAIN_SECONDS, then the listener closes, requests in
// flight finish, and the queue and database close. SIGINT (Ctrl-C) stops without the wait.
let config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

const running = await startServer(config);
running.logger.info({ url: running.url, database: running.db.kind }, `Hirewise is ready on http://localhost:${running.port}`);

let shuttingDown = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (shuttingDown) return;
    shuttingDown = true;
    const delayMs = signal === "SIGTERM" ? config.drainSeconds * 1000 : 0;
    running.logger.info({ signal, drainSeconds: delayMs / 1000 }, "shutting down");
    await running.drain(delayMs);
    process.exit(0);
  });
}
exitOnFatalErrors(process, running.logger, () => running.stop());
