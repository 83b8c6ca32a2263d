import type { Schemas } from "../../http/operations";
import { AppError } from "../../lib/errors";
import type { UserRepository } from "../auth/user-repository";
import { effectivePlanId, planOrDefault, type LaunchPromo, type Plan, type PlanId } from "../billing/plans";
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from "./time-zone";
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

// Building an Intl.DateTimeFormat costs a third of a millisecond; one per time zone is kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      format = dayFormat(DEFAULT_TIME_ZONE);
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The user's local date (YYYY-MM-DD) and month (YYYY-MM) in their time zone. */
export function localPeriods(timeZone: string, now = new Date()): { day: string; month: string } {
  const day = dayFormat(timeZone).format(now);
  return { day, month: day.slice(0, 7) };
}

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
}

export function createUsageService(deps: UsageServiceDeps) {
  const { usage, users, launchPromoPlan } = deps;

  /** The plan in effect for a stored plan id: the launch promotion applied (billing/plans.ts). */
  function effectivePlan(stored: string): Plan {
    return planOrDefault(effectivePlanId(stored, launchPromoPlan));
  }

  async function context(userId: string) {
    const user = await users.findById(userId);
    if (!user) throw new AppError(401, "Your session has expired. Please log in again.");
    return { user, plan: effectivePlan(user.plan), periods: localPeriods(user.time_zone) };
  }

  return {
    effectivePlan,

    /** The plan in effect for a user right now. */
    async currentPlan(userId: string): Promise<Plan> {
      return (await context(userId)).plan;
    },

    /**
     * Saves the time zone the client reports (X-Time-Zone) when it is a real IANA name and differs from
     * the stored one, so "today" and "this month" are the user's. Anything invalid is ignored.
     */
    async rememberTimeZone(userId: string, timeZone: string | null | undefined): Promise<void> {
      const tz = canonicalTimeZone(timeZone);
      if (tz) await usage.updateTimeZone(userId, tz);
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
