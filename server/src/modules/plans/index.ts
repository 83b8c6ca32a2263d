/**
 * The plan catalogue (SPEC section 9) and the one rule for the plan a user actually gets. Pure data and
 * functions with no SQL: billing sells these plans, usage enforces their limits, auth and the dashboard name them.
 */
export {
  amountInPaise,
  DEFAULT_PLAN,
  effectivePlanId,
  findPlan,
  isPaidPlan,
  planOrDefault,
  planRank,
  PLANS,
  type LaunchPromo,
  type Plan,
  type PlanId,
} from "./plans";
export { heldPlanId, lapsedPlan, MINIMUM_CHARGE_PAISE, oneMonthAfter, quotePlanChange, type PlanHolding, type PlanQuote } from "./periods";
