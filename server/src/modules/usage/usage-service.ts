import type { Schemas } from "../../http/operations";
import { AppError } from "../../lib/errors";
import { activityInsertFrom, activityInserts, type ActivityInput } from "../activity";
import type { UserRepository, UserRow } from "../auth";
import { effectivePlanId, heldPlanId, planOrDefault, type LaunchPromo, type Plan, type PlanHolding, type PlanId } from "../plans";
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

/** Voice practice is counted in seconds of spoken answer a day (the plan's voice_minutes_daily × 60). */
export const VOICE_FEATURE = "voiceSeconds";
/**
 * An answer that runs a little past what is left still counts (the browser stops the recording at the limit, and
 * its clock and ours differ by a moment); the count stops at the limit.
 */
export const VOICE_GRACE_SECONDS = 15;

export const voiceNotInPlan = (plan: string) =>
  `Voice practice is part of the Pro (30 minutes a day) and Pro Plus (1 hour a day) plans, not the ${plan} plan. Your answer was not scored; submit it as typed text, or upgrade to answer by voice.`;
export const voiceUsedUp = (minutes: number, plan: string) =>
  `You've used today's ${minutes} voice minutes on the ${plan} plan. Your answer was not scored; submit it as typed text. Voice minutes renew tomorrow.`;

export interface VoiceAllowance {
  available: boolean;
  plan_id: PlanId;
  plan: string;
  daily_minutes: number;
  used_seconds: number;
  remaining_seconds: number;
  date: string;
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
  now?: () => Date;
}

/** Uses of features without a limit that one statement counts at most. */
const UNLIMITED_BATCH = 200;

// The client sends its zone on every call; one that this process recorded for the user lately is not looked at again.
const REPORT_MEMORY_MS = 60_000;
const REPORT_MEMORY_ENTRIES = 50_000;

export function createUsageService(deps: UsageServiceDeps) {
  const { usage, users, launchPromoPlan, now = () => new Date() } = deps;
  const reported = new Map<string, { zone: string; until: number }>();

  /**
   * Uses of features without a limit (every plan's job matches), counted together: while one statement is in flight,
   * the uses that arrive wait and then go as one (with their activity entries), so a busy process makes one round
   * trip and one commit for many searches instead of one each; a use that finds nothing in flight goes at once. Such
   * a use is never refused, so counting it late changes no answer. When a shared statement fails, each use is counted
   * on its own (one user's failure is not another's).
   */
  /** One use counted in its own statement, its activity entry riding in it; null when the limit refuses it. */
  const consumeOne = (u: { userId: string; feature: string; period: string; record?: ActivityInput }, limit: number | null) =>
    usage.consume(u.userId, u.feature, u.period, limit, undefined, u.record ? (source) => activityInsertFrom(u.record!, source) : undefined);

  const unlimited = (() => {
    type Use = { userId: string; feature: string; period: string; record?: ActivityInput; resolve: (n: number) => void; reject: (e: unknown) => void };
    const waiting: Use[] = [];
    let flying = false;
    const alone = (u: Use) => consumeOne(u, null);
    async function fly() {
      flying = true;
      try {
        while (waiting.length) {
          const uses = waiting.splice(0, UNLIMITED_BATCH);
          if (uses.length === 1) {
            await alone(uses[0]!).then((n) => uses[0]!.resolve(n!), uses[0]!.reject);
            continue;
          }
          const records = uses.flatMap((u) => (u.record ? [u.record] : []));
          try {
            const counts = await usage.consumeUnlimited(uses, records.length ? activityInserts(records) : undefined);
            uses.forEach((u, i) => u.resolve(counts[i]!));
          } catch {
            await Promise.all(uses.map((u) => alone(u).then((n) => u.resolve(n!), u.reject)));
          }
        }
      } finally {
        flying = false;
      }
    }
    return {
      add: (use: Omit<Use, "resolve" | "reject">) =>
        new Promise<number>((resolve, reject) => {
          waiting.push({ ...use, resolve, reject });
          if (!flying) void fly();
        }),
    };
  })();

  /**
   * The plan in effect for a user at `at`: a paid plan whose paid period ended is Free again (plans/periods.ts),
   * then the launch promotion applied (plans/plans.ts).
   */
  function effectivePlan(user: PlanHolding, at: Date = now()): Plan {
    return planOrDefault(effectivePlanId(heldPlanId(user, at), launchPromoPlan));
  }

  /** `known`: the user's row when the caller read it in this request already (undefined when they no longer exist). */
  async function context(userId: string, known?: { user: UserRow | undefined }) {
    const user = known ? known.user : await users.findById(userId);
    if (!user) throw new AppError(401, "Your session has expired. Please log in again.");
    const at = now();
    return { user, at, plan: effectivePlan(user, at), periods: localPeriods(zoneInEffect(user, at), at) };
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

    /**
     * Takes one use of a feature or throws 402 with the section 8 message. `record`: an activity event written in
     * the same statement when the use is taken, and not at all when it is refused (one round trip and one commit
     * for both, which a search makes every time). `known`: the user's row as the caller read it in this request
     * (UserRepository findByIdWith), so it is not read again.
     */
    async consume(userId: string, feature: Feature, options: { record?: ActivityInput; known?: { user: UserRow | undefined } } = {}): Promise<UsageSnapshot & { planId: PlanId }> {
      const { plan, periods } = await context(userId, options.known);
      const rule = RULES[feature];
      const period = periods[rule.period];
      const limit = rule.limit(plan);
      const { record } = options;
      const count =
        limit === null
          ? await unlimited.add({ userId, feature, period, record })
          : await consumeOne({ userId, feature, period, record }, limit);
      if (count === null) {
        throw new AppError(402, rule.message(plan.name), { type: "https://hirewise.app/problems/quota-exceeded", plan: plan.name, limit: limit ?? undefined });
      }
      return { [rule.period === "day" ? "date" : "month"]: period, count, limit, planId: plan.id };
    },

    /** Today's voice practice minutes on the user's plan, in the user's own day. */
    async voiceAllowance(userId: string): Promise<VoiceAllowance> {
      const { plan, periods } = await context(userId);
      const minutes = plan.limits.voice_minutes_daily ?? 0;
      const used = minutes > 0 ? await usage.count(userId, VOICE_FEATURE, periods.day) : 0;
      const limit = minutes * 60;
      return {
        available: minutes > 0,
        plan_id: plan.id,
        plan: plan.name,
        daily_minutes: minutes,
        used_seconds: Math.min(used, limit),
        remaining_seconds: Math.max(0, limit - used),
        date: periods.day,
      };
    },

    /**
     * Takes `seconds` of today's voice practice, or throws 402 (not in the plan, or used up). Returns what is left.
     * The day is the user's (as every daily quota); `day` pins it when a later release must hit the same day.
     */
    async consumeVoice(userId: string, seconds: number): Promise<{ day: string; charged: number; remaining: number }> {
      const { plan, periods } = await context(userId);
      const minutes = plan.limits.voice_minutes_daily ?? 0;
      const problem = { type: "https://hirewise.app/problems/quota-exceeded", plan: plan.name, limit: minutes };
      if (minutes <= 0) throw new AppError(402, voiceNotInPlan(plan.name), problem);
      const limit = minutes * 60;
      const amount = Math.max(1, Math.ceil(seconds));
      const before = await usage.count(userId, VOICE_FEATURE, periods.day);
      const count = await usage.consumeAmount(userId, VOICE_FEATURE, periods.day, amount, limit, VOICE_GRACE_SECONDS);
      if (count === null) throw new AppError(402, voiceUsedUp(minutes, plan.name), problem);
      return { day: periods.day, charged: Math.max(0, count - Math.min(before, count)), remaining: Math.max(0, limit - count) };
    },

    /** Gives voice seconds back to the day they were taken from. */
    async releaseVoice(userId: string, day: string, seconds: number): Promise<void> {
      if (seconds > 0) await usage.releaseAmount(userId, VOICE_FEATURE, day, seconds);
    },

    async release(userId: string, feature: Feature): Promise<void> {
      const { periods } = await context(userId);
      await usage.release(userId, feature, periods[RULES[feature].period]);
    },

    /** GET /subscription: the plan in effect, when it was activated, and each counter against its limit. */
    async snapshot(userId: string): Promise<Schemas["Subscription"]> {
      const { user, at, plan, periods } = await context(userId);
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
        promotional: plan.id !== heldPlanId(user, at),
        usage: {
          jobMatches: read("jobMatches"),
          resumeScores: read("resumeScores"),
          mockInterviews: read("mockInterviews"),
          resumeBuilds: read("resumeBuilds"),
          voiceSeconds: {
            date: periods.day,
            count: counts.get(`${VOICE_FEATURE}|${periods.day}`) ?? 0,
            limit: (plan.limits.voice_minutes_daily ?? 0) * 60,
          },
        },
      };
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
