import type { Knex } from "knex";
import type { UserRepository } from "../auth/user-repository";
import { createUsageRepository } from "../usage/usage-repository";
import { createUsageService } from "../usage/usage-service";
import { billingHandlers } from "./billing-routes";

export function createBillingModule(db: Knex, users: UserRepository) {
  const usage = createUsageService({ usage: createUsageRepository(db), users });
  return { usage, handlers: billingHandlers(usage) };
}
