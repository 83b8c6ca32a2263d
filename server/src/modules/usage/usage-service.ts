import type { Schemas } from "../../http/operations";
import { AppError } from "../../lib/errors";
import type { UserRepository } from "../auth";
import { effectivePlanId, planOrDefault, type LaunchPromo, type Plan, type PlanId } from "../plans";
import { canonicalTimeZone, localPeriods, reportTimeZone, zoneInEffect } from "./time-zone";
import type { UsageRepository } from "./usage-repository";

export type Feature = "jobMatches" | "resumeScores" | "mockInterviews" | "resumeBuilds";

const RULES: Record<Feature, { period: "day" | "month"; limit: (p: Plan) => number | null; message: (plan: string) => string }> = {
  jobMatches: {
    period: "day",
    limit: (p) => p.limits.job_matches_daily,
    message: (plan) => `Daily job match limit reached on the ${plan} plan. Upgrade to unlock more matches.`,
  },
  resumeScores: {
    period: "day",
    limit: (p) => p.limits.resume_scores_daily,
    message: (plan) => `You've used today's resume comparisons included in the ${plan} plan. Upgrade to compare more resumes.`,
  },
  mockInterviews: {
    period: "month",
    limit: (p) => p.limits.mock_interviews_monthly,
    message: (plan) => `You've used all mock interviews included in the ${plan} plan. Upgrade to unlock more practice sessions and advanced coaching.`,
  },
  resumeBuilds: {
    period: "month",
    limit: (p) => p.limits.resume_builds_monthly,
    message: (plan) => `You've used every resume tailoring slot included in the ${plan} plan. Upgrade for more monthly builds and premium templates.`,
  },
};

export interface UsageSnapshot {
  date?: string;
  month?: string;
  count: number;
  limit: number | null;
}

export interface UsageServiceDeps {
  usage: UsageRepository;
  users: Pick<UserRepository, "findById">;
  /** LAUNCH_PROMO_PLAN: free and starter accounts get this plan while it is not "none". */
  launchPromoPlan: LaunchPromo;
  now?: () => Date;
}

// The client sends its zone on every call; one that this process recorded for the user lately is not looked at again.
const REPORT_MEMORY_MS = 60_000;
const REPORT_MEMORY_ENTRIES = 50_000;

export function createUsageService(deps: UsageServiceDeps) {
  const { usage, users, launchPromoPlan, now = () => new Date() } = deps;
  const reported = new Map<string, { zone: string; until: number }>();

  /** The plan in effect for a stored plan id: the launch promotion applied (plans/plans.ts). */
  function effectivePlan(stored: string): Plan {
    return planOrDefault(effectivePlanId(stored, launchPromoPlan));
  }

  async function context(userId: string) {
    const user = await users.findById(userId);
    if (!user) throw new AppError(401, "Your session has expired. Please log in again.");
    const at = now();
    return { user, plan: effectivePlan(user.plan), periods: localPeriods(zoneInEffect(user, at), at) };
  }

  return {
    effectivePlan,

    /** The plan in effect for a user right now. */
    async currentPlan(userId: string): Promise<Plan> {
      return (await context(userId)).plan;
    },

    /**
     * Records the time zone the client reports (X-Time-Zone) on the account, so "today" and "this month" are the
     * user's: at once while the account has counted nothing, else from the end of the current local day
     * (time-zone.ts). A header can never reset a counter. Anything that is not a real IANA name is ignored.
     */
    async rememberTimeZone(userId: string, timeZone: string | null | undefined): Promise<void> {
      const tz = canonicalTimeZone(timeZone);
      if (!tz) return;
      const at = now();
      const seen = reported.get(userId);
      if (seen && seen.zone === tz && seen.until > at.getTime()) return;
      await usage.changeTimeZone(userId, (current, hasUsage) => reportTimeZone(current, tz, hasUsage, at));
      reported.delete(userId);
      reported.set(userId, { zone: tz, until: at.getTime() + REPORT_MEMORY_MS });
      if (reported.size > REPORT_MEMORY_ENTRIES) reported.delete(reported.keys().next().value!);
    },

    /** Takes one use of a feature or throws 402 with the section 8 message. */
    async consume(userId: string, feature: Feature): Promise<UsageSnapshot & { planId: PlanId }> {
      const { plan, periods } = await context(userId);
      const rule = RULES[feature];
      const period = periods[rule.period];
      const limit = rule.limit(plan);
      const count = await usage.consume(userId, feature, period, limit);
      if (count === null) {
        throw new AppError(402, rule.message(plan.name), { type: "https://hirewise.app/problems/quota-exceeded", plan: plan.name, limit: limit ?? undefined });
      }
      return { [rule.period === "day" ? "date" : "month"]: period, count, limit, planId: plan.id };
    },

    async release(userId: string, feature: Feature): Promise<void> {
      const { periods } = await context(userId);
      await usage.release(userId, feature, periods[RULES[feature].period]);
    },

    /** GET /subscription: the plan in effect, when it was activated, and each counter against its limit. */
    async snapshot(userId: string): Promise<Schemas["Subscription"]> {
      const { user, plan, periods } = await context(userId);
      const counts = await usage.countsFor(userId, [periods.day, periods.month]);
      const read = (feature: Feature): UsageSnapshot => {
        const rule = RULES[feature];
        const period = periods[rule.period];
        const count = counts.get(`${feature}|${period}`) ?? 0;
        return { [rule.period === "day" ? "date" : "month"]: period, count, limit: rule.limit(plan) };
      };
      return {
        planId: plan.id,
        activatedAt: new Date(user.plan_activated_at).toISOString(),
        promotional: plan.id !== user.plan,
        usage: {
          jobMatches: read("jobMatches"),
          resumeScores: read("resumeScores"),
          mockInterviews: read("mockInterviews"),
          resumeBuilds: read("resumeBuilds"),
        },
      };
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
