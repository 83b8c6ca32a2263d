import type { RequestHandler } from "express";
import { poolStats, type Db } from "../db/handle";
import client from "prom-client";
import { METRICS_REQUEST, METRICS_RESPONSE } from "../cluster";
import type { Queue } from "../jobs/queue";
import { loadOpenApi, type OpenApiDocument } from "../lib/openapi";

/**
 * Prometheus metrics for `GET /metrics`, one registry per process: request durations by operationId, 4xx and 5xx
 * counts, document read durations, pg-boss queue depths and database pool usage, plus Node's own process metrics.
 * Scrape each API process (or container) directly (the reverse proxy does not publish /metrics; docs/DEPLOY.md).
 * The processes of one `WEB_CONCURRENCY` server answer together: whichever gets the scrape asks the primary, which
 * sums every process's registry (cluster.ts).
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: "hirewise_" });

const httpDuration = new client.Histogram({
  name: "hirewise_http_request_duration_seconds",
  help: "Time to answer a request, by contract operationId (web: the web app; unmatched: no API operation), method and status.",
  labelNames: ["operation", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const httpErrors = new client.Counter({
  name: "hirewise_http_errors_total",
  help: "Responses with a 4xx or 5xx status, by operationId and class.",
  labelNames: ["operation", "class"] as const,
  registers: [registry],
});

const parseDuration = new client.Histogram({
  name: "hirewise_document_parse_duration_seconds",
  help: "Time to read one uploaded document in the reader pool (queue wait included), by outcome (ok, or the refusal code).",
  labelNames: ["outcome"] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** What the gauges read when scraped: the latest app built in this process (one per process outside tests). */
const sources: { db?: Db; queue?: Queue } = {};

new client.Gauge({
  name: "hirewise_db_pool_connections",
  help: "Database pool connections by state (used, free, pending_acquires, pending_creates) and the pool's max.",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const pool = sources.db && poolStats(sources.db);
    if (!pool) return;
    this.set({ state: "used" }, pool.used);
    this.set({ state: "free" }, pool.free);
    this.set({ state: "pending_acquires" }, pool.pendingAcquires);
    this.set({ state: "pending_creates" }, pool.pendingCreates);
    this.set({ state: "max" }, pool.max);
  },
});

new client.Gauge({
  name: "hirewise_queue_jobs",
  help: "pg-boss jobs per queue: waiting (created or retry) and active. Absent when this process runs no workers.",
  labelNames: ["queue", "state"] as const,
  registers: [registry],
  async collect() {
    const queue = sources.queue;
    if (!queue) return;
    this.reset();
    for (const { name } of await queue.getQueues()) {
      const waiting = await queue.getQueueSize(name, { before: "active" });
      const upToActive = await queue.getQueueSize(name, { before: "completed" });
      this.set({ queue: name, state: "waiting" }, waiting);
      this.set({ queue: name, state: "active" }, Math.max(0, upToActive - waiting));
    }
  },
});

/** Points the pool and queue gauges at this app's database and queue. */
export function watchResources(db: Db, queue?: Queue) {
  sources.db = db;
  sources.queue = queue;
}

const METHODS = new Set(["get", "put", "post", "patch", "delete", "head", "options"]);

/** method + path → operationId from the contract, for requests answered before the validator matched them (401s). */
function operationMatcher(doc: OpenApiDocument) {
  const routes = Object.entries(doc.paths)
    .flatMap(([template, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.has(method))
        .map(([method, op]) => ({
          method: method.toUpperCase(),
          params: (template.match(/\{/g) ?? []).length,
          pattern: new RegExp(`^/api/v1${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}/?$`),
          operationId: op.operationId,
        })),
    )
    .sort((a, b) => a.params - b.params); // /notes/generate before /notes/{noteId}
  return (method: string, path: string) => routes.find((r) => r.method === method && r.pattern.test(path))?.operationId;
}

/** Times every request, labelled by the contract's operationId (web: the web app; unmatched: no operation). */
export function measureRequests(): RequestHandler {
  const match = operationMatcher(loadOpenApi());
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const path = req.originalUrl.split("?")[0] ?? "";
      const operationId = (req as { openapi?: { schema?: { operationId?: string } } }).openapi?.schema?.operationId ?? match(req.method, path);
      const operation = operationId ?? (path === "/metrics" ? "metrics" : path.startsWith("/api/") ? "unmatched" : "web");
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      httpDuration.observe({ operation, method: req.method, status: String(res.statusCode) }, seconds);
      if (res.statusCode >= 400) httpErrors.inc({ operation, class: res.statusCode >= 500 ? "5xx" : "4xx" });
    });
    next();
  };
}

let fromPrimary: (() => Promise<string>) | undefined;

/** In a process forked by cluster.ts: answer the primary's requests for this registry, and serve its sums. */
export function reportToPrimary() {
  client.AggregatorRegistry.setRegistries([registry]);
  new client.AggregatorRegistry(); // adds the listener that answers the primary
  let next = 0;
  fromPrimary = () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => done({ error: "the primary did not answer with the metrics in time" }), 10_000);
      const onMessage = (message: { type?: string; id?: number; body?: string; error?: string }) => {
        if (message?.type === METRICS_RESPONSE && message.id === id) done(message);
      };
      const done = (message: { body?: string; error?: string }) => {
        clearTimeout(timer);
        process.off("message", onMessage);
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(message.body ?? "");
      };
      process.on("message", onMessage);
      process.send!({ type: METRICS_REQUEST, id });
    });
}

export const metricsEndpoint: RequestHandler = async (_req, res, next) => {
  try {
    const body = fromPrimary ? await fromPrimary() : await registry.metrics();
    res.setHeader("Cache-Control", "no-store");
    res.type(registry.contentType).send(body);
  } catch (err) {
    next(err);
  }
};

/** Wraps a document reader so each read is timed (outcome: ok or the refusal's code). */
export function timedReads<T extends { read(...args: never[]): Promise<unknown> }>(reader: T): Pick<T, "read"> {
  return {
    read: (async (...args: Parameters<T["read"]>) => {
      const stop = parseDuration.startTimer();
      try {
        const result = await reader.read(...args);
        stop({ outcome: "ok" });
        return result;
      } catch (err) {
        stop({ outcome: String((err as { code?: string }).code ?? "error") });
        throw err;
      }
    }) as T["read"],
  };
}
