import { currentUserId } from "../../http/auth-middleware";
import { send, type OperationHandlers } from "../../http/operations";
import { withTimeZone, type UsageService } from "../usage";
import type { DashboardService } from "./dashboard-service";

export function dashboardHandlers(dashboard: DashboardService, usage: Pick<UsageService, "rememberTimeZone">): OperationHandlers {
  return {
    getDashboard: withTimeZone(usage, async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getDashboard", 200, await dashboard.getDashboard(currentUserId(req)));
    }),
  };
}
