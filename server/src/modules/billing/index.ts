import type { Knex } from "knex";
import type { Config } from "../../config";
import type { Logger } from "../../lib/logger";
import { createRazorpayClient } from "../../engines/payments/razorpay-client";
import type { UserRepository } from "../auth/user-repository";
import { createActivityRepository } from "../dashboard/activity-repository";
import { createUsageRepository } from "../usage/usage-repository";
import { createUsageService } from "../usage/usage-service";
import { createBillingRepository } from "./billing-repository";
import { billingHandlers } from "./billing-routes";
import { createBillingService } from "./billing-service";

/**
 * Plans, the subscription and quotas (the `usage` service every feature module gets), and Razorpay
 * orders, verification and webhooks. Payments are off (503) until the Razorpay keys are configured.
 */
export function createBillingModule(base: { knex: Knex; config: Pick<Config, "razorpay" | "launchPromoPlan">; logger: Logger }, users: UserRepository) {
  const { knex, config, logger } = base;
  const usageCounters = createUsageRepository(knex);
  const usage = createUsageService({ usage: usageCounters, users, launchPromoPlan: config.launchPromoPlan });
  const { keyId, keySecret, webhookSecret, apiUrl } = config.razorpay;
  const billing = createBillingService({
    billing: createBillingRepository(knex),
    users,
    usage,
    usageCounters,
    activity: createActivityRepository(knex),
    provider: keyId && keySecret ? createRazorpayClient({ keyId, keySecret, apiUrl }) : null,
    webhookSecret: webhookSecret || undefined,
    logger: logger.child({ module: "billing" }),
  });
  return { usage, billing, handlers: billingHandlers(usage, billing) };
}
