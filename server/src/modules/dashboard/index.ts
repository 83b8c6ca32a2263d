import { createActivityRepository } from "../activity";
import { createAutoApplyStatus } from "../auto-apply";
import { createInterviewHistory } from "../interview";
import type { AppModule, ModuleContext } from "../module";
import { createPlaybookHistory } from "../notes";
import { createDraftSummaries } from "../resume-builder";
import { dashboardHandlers } from "./dashboard-routes";
import { createDashboardService, type DashboardSources } from "./dashboard-service";

/**
 * GET /dashboard: plan and usage plus recent activity from every tool that has data. The dashboard owns no
 * table: each tool's section comes from a read-only view that tool's module publishes in its index.
 */
export function createDashboardModule(ctx: Pick<ModuleContext, "knex" | "logger" | "users" | "usage">): AppModule {
  const dashboard: DashboardSources = {
    ...createInterviewHistory(ctx.knex),
    ...createPlaybookHistory(ctx.knex),
    ...createDraftSummaries(ctx.knex),
    ...createAutoApplyStatus(ctx.knex),
  };
  const service = createDashboardService({
    dashboard,
    activity: createActivityRepository(ctx.knex),
    usage: ctx.usage,
    users: ctx.users,
    logger: ctx.logger.child({ module: "dashboard" }),
  });
  return { name: "dashboard", handlers: dashboardHandlers(service, ctx.usage) };
}
