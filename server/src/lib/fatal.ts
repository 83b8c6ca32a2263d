import type { Logger } from "./logger";

interface ProcessLike {
  on(event: "uncaughtException" | "unhandledRejection", listener: (error: unknown) => void): unknown;
  exit(code: number): void;
}

/**
 * An error nothing caught means the process may be in a state nobody designed for: log it, stop
 * taking requests (finishing what can be finished within `graceMs`), and exit non-zero so the
 * supervisor (systemd, Docker, Kubernetes) starts a clean process. Never keep serving half-broken.
 */
export function exitOnFatalErrors(proc: ProcessLike, logger: Logger, stop: () => Promise<void>, graceMs = 5_000): void {
  let exiting = false;
  const fatal = (kind: string) => (error: unknown) => {
    logger.fatal({ err: error }, `${kind}: shutting down`);
    if (exiting) return;
    exiting = true;
    const timer = setTimeout(() => proc.exit(1), graceMs);
    timer.unref?.();
    stop()
      .catch((err: unknown) => logger.error({ err }, "shutdown after a fatal error failed"))
      .finally(() => {
        clearTimeout(timer);
        proc.exit(1);
      });
  };
  proc.on("uncaughtException", fatal("uncaught exception"));
  proc.on("unhandledRejection", fatal("unhandled rejection"));
}
