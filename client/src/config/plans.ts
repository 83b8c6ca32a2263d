import type { PlanId } from "../api/generated/model";

/** How each plan id (SPEC section 1) is written on screen. */
export const PLAN_DISPLAY_NAMES: Record<PlanId, string> = {
  free: "Free",
  starter: "Starter",
  pro: "Pro",
  pro_plus: "Pro Plus",
};

export function planDisplayName(plan: PlanId | string | null | undefined): string {
  if (!plan) return "Free";
  return PLAN_DISPLAY_NAMES[plan as PlanId] ?? plan;
}
