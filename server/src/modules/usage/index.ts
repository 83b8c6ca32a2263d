import type { Db } from "../../db/handle";
import type { Config } from "../../config";
import type { UserRepository } from "../auth";
import { rememberTimeZoneMiddleware } from "./remember-time-zone";
import { createUsageRepository } from "./usage-repository";
import { createUsageService } from "./usage-service";

export { rememberTimeZoneMiddleware, withTimeZone } from "./remember-time-zone";
export { canonicalTimeZone, DEFAULT_TIME_ZONE } from "./time-zone";
export { createUsageRepository, type UsageRepository } from "./usage-repository";
export { createUsageService, type Feature, type UsageService, type UsageSnapshot } from "./usage-service";

/**
 * Quotas: how much of each plan limit a user has used this day or month (in the user's own time zone).
 * Every feature module gets the `service` (ModuleContext.usage); billing resets the counters on an upgrade.
 * X-Time-Zone on any authenticated call keeps "today" the user's today (`afterAuth`).
 */
export function createUsageModule(knex: Db, users: UserRepository, config: Pick<Config, "launchPromoPlan">) {
  const counters = createUsageRepository(knex);
  const service = createUsageService({ usage: counters, users, launchPromoPlan: config.launchPromoPlan });
  return { name: "usage", handlers: {}, service, counters, afterAuth: rememberTimeZoneMiddleware(service) };
}
