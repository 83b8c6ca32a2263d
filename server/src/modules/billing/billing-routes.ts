import { currentUserId } from "../../http/auth-middleware";
import { send, type OperationHandlers } from "../../http/operations";
import type { UsageService } from "../usage/usage-service";
import { DEFAULT_PLAN, PLANS } from "./plans";

export function billingHandlers(usage: UsageService): OperationHandlers {
  return {
    listPlans: (_req, res) => {
      res.setHeader("Cache-Control", "public, max-age=300");
      send(res, "listPlans", 200, { plans: [...PLANS], default_plan: DEFAULT_PLAN });
    },
    getSubscription: async (req, res) => {
      send(res, "getSubscription", 200, await usage.snapshot(currentUserId(req)));
    },
  };
}
