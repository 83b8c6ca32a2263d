import type { Db } from "../../db/handle";
import type { AppModule } from "../module";
import { healthHandlers } from "./health-routes";
import { createSystemRepository } from "./system-repository";

/** The health checks (`/health`, `/health/live`, `/health/ready`). */
export function createSystemModule(knex: Db, version: string): AppModule {
  return { name: "system", handlers: healthHandlers(createSystemRepository(knex), version) };
}
