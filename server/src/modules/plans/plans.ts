import type { components } from "../../../../common/generated/openapi";

type Schemas = components["schemas"];

export type Plan = Schemas["Plan"];
export type PlanId = Schemas["PlanId"];

/**
 * The one plan catalogue (SPEC section 9): prices in rupees a month, the usage limits table (null = unlimited;
 * voice_minutes_daily 0 = no voice practice) and the plan copy. The pricing screen, the checkout, the order amounts and the quotas all read it.
 */
export const PLANS: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    subtext: "Always-on essentials",
    highlight: "₹0/mo",
    amount: 0,
    currency: "INR",
    features: [
      "Basic resume parsing",
      "5 cached job matches daily",
      "1 five-minute text mock interview",
      "1 resume vs job description comparison",
      "Weekly AI career tips",
    ],
    popular: false,
    badge: null,
    cta: "Included forever",
    meta: [],
    metaHeading: "Insights",
    limits: { job_matches_daily: null, mock_interviews_monthly: 1, resume_builds_monthly: 0, resume_scores_daily: 1, resume_templates: 1, voice_minutes_daily: 0 },
  },
  {
    id: "starter",
    name: "Starter",
    subtext: "For an active job search",
    highlight: "₹79/mo",
    amount: 79,
    currency: "INR",
    features: [
      "2 ATS resume templates",
      "2 resume tailorings a month",
      "Two 15-minute mock interviews",
      "20 job matches daily",
      "Resume vs job description scoring, 5 a day",
    ],
    popular: false,
    badge: null,
    cta: "Choose Starter",
    meta: ["Best for a focused search across a few roles"],
    metaHeading: "Insights",
    limits: { job_matches_daily: null, mock_interviews_monthly: 2, resume_builds_monthly: 2, resume_scores_daily: 5, resume_templates: 2, voice_minutes_daily: 0 },
  },
  {
    id: "pro",
    name: "Pro",
    subtext: "Interview-ready, every week",
    highlight: "₹199/mo",
    amount: 199,
    currency: "INR",
    features: [
      "5 ATS resume templates",
      "Unlimited resume tailoring",
      "Three mock interviews a month",
      "30-minute daily voice coach",
      "30 job matches daily",
    ],
    popular: true,
    badge: "Most popular",
    cta: "Choose Pro",
    meta: ["Unlimited resume scoring", "Priority matching on fresh postings"],
    metaHeading: "Insights",
    limits: { job_matches_daily: null, mock_interviews_monthly: 3, resume_builds_monthly: null, resume_scores_daily: null, resume_templates: 5, voice_minutes_daily: 30 },
  },
  {
    id: "pro_plus",
    name: "Pro Plus",
    subtext: "Everything, unlimited",
    highlight: "₹399/mo",
    amount: 399,
    currency: "INR",
    features: [
      "Unlimited mock interviews",
      "1-hour daily voice coach",
      "50 job matches daily",
      "Unlimited resume tailoring and scoring",
      "Auto-Apply to matching jobs",
    ],
    popular: false,
    badge: "Best value",
    cta: "Choose Pro Plus",
    meta: ["Everything in Pro", "Auto-Apply within your daily cap"],
    metaHeading: "Insights",
    limits: { job_matches_daily: null, mock_interviews_monthly: null, resume_builds_monthly: null, resume_scores_daily: null, resume_templates: 5, voice_minutes_daily: 60 },
  },
];

export const DEFAULT_PLAN: PlanId = "pro_plus";

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

export function planOrDefault(id: string): Plan {
  return findPlan(id) ?? findPlan(DEFAULT_PLAN)!;
}

/** The promotion setting: a plan id, or "none" when no promotion runs (LAUNCH_PROMO_PLAN). */
export type LaunchPromo = PlanId | "none";

/** Cheapest first, so the catalogue order is the tier order. */
export function planRank(id: PlanId): number {
  return PLANS.findIndex((p) => p.id === id);
}

/**
 * The plan a user actually gets (SPEC section 4: stored free and starter become pro_plus while the launch
 * promotion runs). A promotion only ever lifts a user to its plan, never lowers one who paid for more.
 * The one place this rule lives: quotas, the subscription and checkout all read it.
 */
export function effectivePlanId(stored: string, promo: LaunchPromo): PlanId {
  const plan = planOrDefault(stored).id;
  if (promo === "none" || !findPlan(promo)) return plan;
  return planRank(promo) > planRank(plan) && (plan === "free" || plan === "starter") ? promo : plan;
}

/** Paid plans can be bought; free cannot. */
export function isPaidPlan(plan: Plan): boolean {
  return plan.amount > 0;
}

/** Razorpay takes amounts in paise. */
export function amountInPaise(plan: Plan): number {
  return plan.amount * 100;
}
