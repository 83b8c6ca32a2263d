import { AppError } from "../../lib/errors";
import type { UserRepository } from "../auth/user-repository";
import { planOrDefault, type Plan } from "../billing/plans";
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

/** The user's local date (YYYY-MM-DD) and month (YYYY-MM) in their time zone. */
export function localPeriods(timeZone: string, now = new Date()): { day: string; month: string } {
  let day: string;
  try {
    day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  } catch {
    day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  }
  return { day, month: day.slice(0, 7) };
}

export interface UsageSnapshot {
  date?: string;
  month?: string;
  count: number;
  limit: number | null;
}

export function createUsageService(deps: { usage: UsageRepository; users: Pick<UserRepository, "findById"> }) {
  const { usage, users } = deps;

  async function context(userId: string) {
    const user = await users.findById(userId);
    if (!user) throw new AppError(401, "Your session has expired. Please log in again.");
    return { user, plan: planOrDefault(user.plan), periods: localPeriods(user.time_zone) };
  }

  return {
    /** Takes one use of a feature or throws 402 with the section 8 message. */
    async consume(userId: string, feature: Feature): Promise<UsageSnapshot> {
      const { plan, periods } = await context(userId);
      const rule = RULES[feature];
      const period = periods[rule.period];
      const limit = rule.limit(plan);
      const count = await usage.consume(userId, feature, period, limit);
      if (count === null) {
        throw new AppError(402, rule.message(plan.name), { type: "https://hirewise.app/problems/quota-exceeded", plan: plan.name, limit: limit ?? undefined });
      }
      return { [rule.period === "day" ? "date" : "month"]: period, count, limit };
    },

    async release(userId: string, feature: Feature): Promise<void> {
      const { periods } = await context(userId);
      await usage.release(userId, feature, periods[RULES[feature].period]);
    },

    async snapshot(userId: string) {
      const { user, plan, periods } = await context(userId);
      const read = async (feature: Feature): Promise<UsageSnapshot> => {
        const rule = RULES[feature];
        const period = periods[rule.period];
        const count = await usage.count(userId, feature, period);
        return { [rule.period === "day" ? "date" : "month"]: period, count, limit: rule.limit(plan) };
      };
      return {
        planId: plan.id,
        activatedAt: new Date(user.plan_activated_at).toISOString(),
        usage: {
          jobMatches: await read("jobMatches"),
          resumeScores: await read("resumeScores"),
          mockInterviews: await read("mockInterviews"),
          resumeBuilds: await read("resumeBuilds"),
        },
      };
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
