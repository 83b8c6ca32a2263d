import cluster, { type Worker } from "node:cluster";
import promClient from "prom-client";
import type { Config } from "./config";
import type { Logger } from "./lib/logger";

/**
 * The primary of `WEB_CONCURRENCY` > 1 (main.ts): it serves nothing itself. It forks that many API processes, which
 * share the listening port (node:cluster hands each new connection to the next process in turn), replaces one
 * that dies, answers their /metrics with every process's metrics summed, and on SIGTERM passes the signal on and
 * exits when all of them have drained.
 *
 * What runs once and what runs in every process: migrations run in each (an advisory lock lets the first migrate
 * while the rest wait, db/index.ts). Process 1 keeps RUN_WORKERS and DEMO_DATA as configured (the queue workers,
 * schedules and demo seeding, one set per deploy); the others only serve, like compose.yaml's api-N containers.
 * Each process holds its own search index and reloads it when the index version changes.
 */

/** Process messages between a worker and the primary: a worker's /metrics asks, the primary answers. */
export const METRICS_REQUEST = "hirewise:metrics-request";
export const METRICS_RESPONSE = "hirewise:metrics-response";
/** The environment variable that tells a forked process its number (1…N), for its role and its logs. */
export const WORKER_NUMBER_ENV = "HIREWISE_WORKER";

export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const count = config.webConcurrency;
  // Default metrics of each process are summed here; the primary adds none of its own (it only forwards connections).
  const aggregator = new promClient.AggregatorRegistry();
  const slots = new Map<number, Worker>();
  let stopping = false;
  let exitCode = 0;

  const fork = (n: number) => {
    // The first process keeps the configured background roles; one set of queue workers and one seeding is enough.
    const roles = n === 1 ? {} : { RUN_WORKERS: "false", DEMO_DATA: "false" };
    const worker = cluster.fork({ [WORKER_NUMBER_ENV]: String(n), ...roles });
    let listening = false;
    slots.set(n, worker);
    worker.once("listening", () => {
      listening = true;
    });
    worker.once("exit", (code, signal) => {
      if (slots.get(n) === worker) slots.delete(n);
      if (stopping) {
        if (!slots.size) process.exit(exitCode);
        return;
      }
      if (!listening) {
        // It died before it could serve (bad settings, database unreachable): forking again would only loop.
        logger.fatal({ worker: n, pid: worker.process.pid, code, signal }, "an API process exited before it started listening; stopping the others");
        exitCode = 1;
        stop("SIGTERM");
        return;
      }
      logger.error({ worker: n, pid: worker.process.pid, code, signal }, "an API process exited; starting a new one in its place");
      setTimeout(() => !stopping && fork(n), 1_000).unref();
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    if (!slots.size) process.exit(exitCode);
    for (const worker of slots.values()) worker.process.kill(signal);
    // Each process drains on its own (DRAIN_SECONDS, then in-flight requests and the queue); this is the backstop.
    setTimeout(() => {
      logger.error({ pids: [...slots.values()].map((w) => w.process.pid) }, "API processes still running long after the signal; killing them");
      for (const worker of slots.values()) worker.process.kill("SIGKILL");
      process.exit(1);
    }, (config.drainSeconds + 30) * 1000).unref();
  };

  cluster.on("message", (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (body) => worker.isConnected() && worker.send({ type: METRICS_RESPONSE, id: message.id, body }),
      (err: Error) => worker.isConnected() && worker.send({ type: METRICS_RESPONSE, id: message.id, error: err.message }),
    );
  });

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      logger.info({ signal, workers: slots.size }, "shutting down the API processes");
      stop(signal);
    });
  }

  logger.info({ workers: count }, `starting ${count} API processes on one port (WEB_CONCURRENCY)`);
  for (let n = 1; n <= count; n++) fork(n);
}
