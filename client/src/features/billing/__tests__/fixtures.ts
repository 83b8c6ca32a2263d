import type { PaymentOrder, Plan, PlanList, Subscription } from "../../../api/generated/model";
import { CATALOGUE } from "../../../testing/plans";

/**
 * The server's catalogue (GET /plans), with one extra Pro feature: the checkout shows only the first five, and the
 * sixth proves it.
 */
export const PLANS: Plan[] = CATALOGUE.map((plan) => (plan.id === "pro" ? { ...plan, features: [...plan.features, "Sixth feature"] } : plan));

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
