import { AppError, problemType, titleFor } from "../../lib/errors";
import type { Lifecycle } from "../../lib/lifecycle";
import { send, type OperationHandlers } from "../../http/operations";
import type { SystemRepository } from "./system-repository";

/**
 * `/health` (the SPEC's check: service and database), `/health/live` (the process answers: restart it only when
 * this fails) and `/health/ready` (route traffic here: migrated, database reachable, not draining). The server
 * puts its Lifecycle in `app.locals.lifecycle`; an app built without one (API tests) is never draining.
 */
export function healthHandlers(system: Pick<SystemRepository, "ping">, version: string): OperationHandlers {
  const databaseReachable = async () => {
    try {
      await system.ping();
    } catch {
      throw new AppError(503, "The database is not reachable.");
    }
  };
  return {
    getHealth: async (_req, res) => {
      await databaseReachable();
      res.setHeader("Cache-Control", "no-store");
      send(res, "getHealth", 200, { status: "ok", version, database: "ok", time: new Date().toISOString() });
    },
    getLiveness: (_req, res) => {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getLiveness", 200, { status: "ok", uptime_seconds: Math.round(process.uptime() * 10) / 10 });
    },
    getReadiness: async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      const lifecycle = req.app.locals.lifecycle as Lifecycle | undefined;
      if (lifecycle?.draining) {
        // Expected while draining and asked every few seconds by the load balancer: answered here, not logged as an error.
        const body = { type: problemType(503), title: titleFor(503), status: 503, detail: "This process is shutting down and takes no new traffic.", instance: String(res.getHeader("x-request-id") ?? "") };
        res.status(503).type("application/problem+json").send(JSON.stringify(body));
        return;
      }
      await databaseReachable();
      send(res, "getReadiness", 200, { status: "ready", database: "ok" });
    },
  };
}
