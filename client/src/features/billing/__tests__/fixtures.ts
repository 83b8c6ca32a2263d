import type { PaymentOrder, Plan, PlanList, Subscription } from "../../../api/generated/model";

const limits = (mock: number | null, builds: number | null, scores: number | null) => ({
  job_matches_daily: null,
  mock_interviews_monthly: mock,
  resume_builds_monthly: builds,
  resume_scores_daily: scores,
});

export const PLANS: Plan[] = [
  {
    id: "free",
    name: "Free",
    subtext: "Always-on essentials",
    highlight: "₹0/mo",
    amount: 0,
    currency: "INR",
    features: ["Basic resume parsing", "5 cached job matches daily", "1 five-minute text mock interview"],
    popular: false,
    badge: null,
    cta: "Included forever",
    meta: [],
    metaHeading: "Insights",
    limits: limits(1, 0, 1),
  },
  {
    id: "starter",
    name: "Starter",
    subtext: "For an active job search",
    highlight: "₹79/mo",
    amount: 79,
    currency: "INR",
    features: ["2 ATS resume templates", "2 resume tailorings a month", "Two 15-minute mock interviews", "20 job matches daily"],
    popular: false,
    badge: null,
    cta: "Choose Starter",
    meta: ["Best for a focused search across a few roles"],
    metaHeading: "Insights",
    limits: limits(2, 2, 5),
  },
  {
    id: "pro",
    name: "Pro",
    subtext: "Interview-ready, every week",
    highlight: "₹199/mo",
    amount: 199,
    currency: "INR",
    features: ["5 ATS resume templates", "Unlimited resume tailoring", "Three mock interviews a month", "30-minute daily voice coach", "30 job matches daily", "Sixth feature"],
    popular: true,
    badge: "Most popular",
    cta: "Choose Pro",
    meta: ["Unlimited resume scoring"],
    metaHeading: "Insights",
    limits: limits(3, null, null),
  },
  {
    id: "pro_plus",
    name: "Pro Plus",
    subtext: "Everything, unlimited",
    highlight: "₹399/mo",
    amount: 399,
    currency: "INR",
    features: ["Unlimited mock interviews", "1-hour daily voice coach", "50 job matches daily"],
    popular: false,
    badge: "Best value",
    cta: "Choose Pro Plus",
    meta: [],
    metaHeading: "Insights",
    limits: limits(null, null, null),
  },
];

/** A server with Razorpay keys: GET /plans names its public key id. */
export const PLAN_LIST: PlanList = { plans: PLANS, default_plan: "pro_plus", payments: { provider: "razorpay", key_id: "rzp_test_server" } };

/** A server without payment keys. */
export const PLAN_LIST_WITHOUT_KEY: PlanList = { ...PLAN_LIST, payments: { provider: "razorpay", key_id: null } };

export function subscription(planId: Subscription["planId"]): Subscription {
  return {
    planId,
    activatedAt: "2026-11-18T09:30:00.000Z",
    usage: {
      jobMatches: { date: "2026-11-22", count: 0, limit: null },
      resumeScores: { date: "2026-11-22", count: 0, limit: null },
      mockInterviews: { month: "2026-11", count: 0, limit: null },
      resumeBuilds: { month: "2026-11", count: 0, limit: null },
    },
  };
}

export const PRO_ORDER: PaymentOrder = {
  order_id: "order_NZ8k2vQ1x9YbTw",
  plan_id: "pro",
  amount: 19900,
  currency: "INR",
  key_id: "rzp_test_server",
  name: "Hirewise",
  description: "Pro subscription",
  notes: { planId: "pro" },
  prefill: { name: "Priya Sharma", email: "priya@example.in" },
};
