import type { Knex } from "knex";
import { AppError } from "../../lib/errors";
import { send, type OperationHandlers } from "../../http/operations";

export function healthHandlers(db: Knex, version: string): OperationHandlers {
  return {
    getHealth: async (_req, res) => {
      try {
        await db.raw("select 1");
      } catch {
        throw new AppError(503, "The database is not reachable.");
      }
      res.setHeader("Cache-Control", "no-store");
      send(res, "getHealth", 200, { status: "ok", version, database: "ok", time: new Date().toISOString() });
    },
  };
}
