import type { Schemas } from "../../http/operations";
import { unauthorized } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { ActivityRepository, ActivityRow } from "../activity";
import type { UserRepository } from "../auth";
import type { AutoApplyStatus } from "../auto-apply";
import type { InterviewHistory } from "../interview";
import type { PlaybookHistory } from "../notes";
import { planOrDefault } from "../plans";
import type { DraftSummaries } from "../resume-builder";
import { canonicalTimeZone, DEFAULT_TIME_ZONE, type UsageService } from "../usage";

/** Every tool's section of the dashboard, each read through the owning module's public view. */
export type DashboardSources = InterviewHistory & PlaybookHistory & DraftSummaries & AutoApplyStatus;

export interface DashboardServiceDeps {
  dashboard: DashboardSources;
  activity: Pick<ActivityRepository, "recent">;
  usage: Pick<UsageService, "snapshot">;
  users: Pick<UserRepository, "findById">;
  logger: Pick<Logger, "warn">;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function toItem(row: ActivityRow): Schemas["ActivityItem"] {
  return { id: row.id, kind: row.kind, summary: row.summary, data: row.data ?? {}, created_at: iso(row.created_at) };
}

export function createDashboardService(deps: DashboardServiceDeps) {
  const { dashboard, activity, usage, users, logger } = deps;

  /** One broken section (another feature's table changed shape) must not take the dashboard down. */
  async function section<T>(name: string, empty: T, read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (err) {
      logger.warn({ err, section: name }, "dashboard section unavailable");
      return empty;
    }
  }

  return {
    async getDashboard(userId: string): Promise<Schemas["Dashboard"]> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized("Your session has expired. Please log in again.");
      const subscription = await usage.snapshot(userId);
      const timeZone = canonicalTimeZone(user.time_zone) ?? DEFAULT_TIME_ZONE;
      const [recent, searches, scores, playbooks, autoApply, savedInterviews, drafts] = await Promise.all([
        section("recent_activity", [], () => activity.recent(userId, { limit: 10 })),
        section("recent_searches", [], () => activity.recent(userId, { kind: "job_search", limit: 5 })),
        section("interview_scores", [], () => dashboard.interviewScores(userId, 20)),
        section("recent_playbooks", [], () => dashboard.recentPlaybooks(userId, 5)),
        section("auto_apply", null, () => dashboard.autoApply(userId, timeZone)),
        section("saved_interviews", [], () => dashboard.savedInterviews(userId, 5)),
        section("resume_drafts", [], () => dashboard.resumeDrafts(userId, 5)),
      ]);
      return {
        plan: planOrDefault(subscription.planId),
        subscription,
        recent_activity: recent.map(toItem),
        recent_searches: searches.map(toItem),
        interview_scores: scores
          .filter((s) => Number.isFinite(s.overall))
          .map((s) => ({ session_id: s.session_id, role: s.role, overall: Math.min(100, Math.max(0, s.overall)), finished_at: iso(s.finished_at) })),
        recent_playbooks: playbooks.map((p) => ({ id: p.id, title: p.title, created_at: iso(p.created_at) })),
        auto_apply: {
          enabled: autoApply?.enabled ?? false,
          applications_today: autoApply?.applications_today ?? 0,
          total_applications: autoApply?.total_applications ?? 0,
          last_applied_at: autoApply?.last_applied_at ? iso(autoApply.last_applied_at) : null,
          last_run_at: autoApply?.last_run_at ? iso(autoApply.last_run_at) : null,
        },
        saved_interviews: savedInterviews.map((s) => ({
          session_id: s.session_id,
          title: s.title ?? `${s.role} mock interview`,
          role: s.role,
          seniority: (["junior", "mid", "senior"].includes(s.seniority) ? s.seniority : "mid") as Schemas["Seniority"],
          company: s.company,
          overall: s.overall === null || !Number.isFinite(s.overall) ? null : Math.min(100, Math.max(0, s.overall)),
          answers: s.answers,
          started_at: iso(s.started_at),
          finished_at: s.finished_at ? iso(s.finished_at) : null,
          saved_at: iso(s.saved_at),
        })),
        resume_drafts: drafts.map((d) => ({ id: d.id, name: d.name, target_role: d.target_role, created_at: iso(d.created_at), updated_at: iso(d.updated_at) })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
