import type { AppModule, ModuleContext } from "../registry";
import { createActivityRepository } from "./activity-repository";
import { createDashboardRepository } from "./dashboard-repository";
import { dashboardHandlers } from "./dashboard-routes";
import { createDashboardService } from "./dashboard-service";

/** GET /dashboard: plan and usage plus recent activity from every tool that has data. */
export function createDashboardModule(ctx: Pick<ModuleContext, "knex" | "logger" | "users" | "usage">): AppModule {
  const service = createDashboardService({
    dashboard: createDashboardRepository(ctx.knex),
    activity: createActivityRepository(ctx.knex),
    usage: ctx.usage,
    users: ctx.users,
    logger: ctx.logger.child({ module: "dashboard" }),
  });
  return { name: "dashboard", handlers: dashboardHandlers(service, ctx.usage) };
}
