import type { Plan, PlanId } from "../../../api/generated/model";

/** The paid plans, cheapest first (the free plan has its own 'Always-on essentials' card). */
export function paidPlans(plans: readonly Plan[]): Plan[] {
  return plans.filter((p) => p.amount > 0).sort((a, b) => a.amount - b.amount);
}

export function freePlan(plans: readonly Plan[]): Plan | undefined {
  return plans.find((p) => p.amount === 0);
}

/**
 * The plan a checkout URL names (`?plan=pro`), or undefined when it names no plan that can be bought:
 * unknown ids, a missing value and the free plan (nothing to pay) all send the visitor back to /pricing.
 */
export function checkoutPlan(plans: readonly Plan[], planParam: string | null): Plan | undefined {
  if (!planParam) return undefined;
  const plan = plans.find((p) => p.id === planParam.trim());
  return plan && plan.amount > 0 ? plan : undefined;
}

/** The insights heading, 'Insights' unless the plan names one (SPEC section 3). */
export function metaHeading(plan: Pick<Plan, "metaHeading">): string {
  return plan.metaHeading?.trim() || "Insights";
}

export function isCurrentPlan(plan: Pick<Plan, "id">, currentPlanId: PlanId | undefined): boolean {
  return Boolean(currentPlanId) && plan.id === currentPlanId;
}

/** The first five features, for the checkout summary. */
export function summaryFeatures(plan: Pick<Plan, "features">): string[] {
  return plan.features.slice(0, 5);
}

/** SPEC section 2: the free toolkit, used if the catalogue cannot be read. */
export const FREE_TOOLKIT = [
  "Basic resume parsing",
  "Five cached job matches daily",
  "A short mock interview",
  "One resume-versus-job-description comparison",
  "Weekly AI career tips",
];
