import type { Db } from "../../db/handle";
import type { Config } from "../../config";
import type { Logger } from "../../lib/logger";
import { createRazorpayClient } from "../../engines/payments/razorpay-client";
import { createActivityRepository } from "../activity";
import type { UserRepository } from "../auth";
import type { UsageRepository, UsageService } from "../usage";
import { createBillingRepository } from "./billing-repository";
import { billingHandlers } from "./billing-routes";
import { createBillingService } from "./billing-service";

/**
 * Plans on sale, the subscription, and Razorpay orders, verification and webhooks. Payments are off (503)
 * until the Razorpay keys are configured. Quotas are the usage module's: a paid order resets its counters.
 */
export function createBillingModule(
  base: { knex: Db; config: Pick<Config, "razorpay">; logger: Logger },
  users: UserRepository,
  usage: { service: UsageService; counters: Pick<UsageRepository, "resetForUser"> },
) {
  const { knex, config, logger } = base;
  const { keyId, keySecret, webhookSecret, apiUrl } = config.razorpay;
  const billing = createBillingService({
    billing: createBillingRepository(knex),
    users,
    usage: usage.service,
    usageCounters: usage.counters,
    activity: createActivityRepository(knex),
    provider: keyId && keySecret ? createRazorpayClient({ keyId, keySecret, apiUrl }) : null,
    webhookSecret: webhookSecret || undefined,
    logger: logger.child({ module: "billing" }),
  });
  return { name: "billing", billing, handlers: billingHandlers(usage.service, billing) };
}
