import { ConfigError, loadConfig } from "./config";
import { exitOnFatalErrors } from "./lib/fatal";
import { startServer } from "./server";

// The composition root for `npm start`: config is validated first, then the server starts;
// SIGINT/SIGTERM drain connections and close the database.
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
    running.logger.info({ signal }, "shutting down");
    await running.stop();
    process.exit(0);
  });
}
exitOnFatalErrors(process, running.logger, () => running.stop());
