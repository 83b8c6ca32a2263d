import { amountInPaise, isPaidPlan, planOrDefault, type Plan, type PlanId } from "./plans";

/**
 * Paid periods and pro-rated plan changes (the pricing FAQ: "upgrade or downgrade at any time with immediate
 * changes and pro-rated billing"). Plans are paid month by month, never charged automatically:
 * - a payment buys one calendar month from the moment it is made;
 * - the days left of the plan being replaced are worth their share of that plan's monthly price, and that
 *   credit goes towards the new plan: an upgrade costs the difference, a downgrade whose credit covers the
 *   cheaper plan costs nothing and carries the rest over as extra days of it;
 * - when a paid period ends without a new payment the account is on Free again (the launch promotion may
 *   still lift it).
 */

/** What the users table holds about a user's plan. */
export interface PlanHolding {
  plan: string;
  plan_activated_at: Date;
  paid_through: Date | null;
}

/** Razorpay refuses orders under ₹1; a change that would cost less costs ₹1. */
export const MINIMUM_CHARGE_PAISE = 100;

/**
 * The same day and time one calendar month later, in UTC; a day the next month lacks becomes its last day
 * (31 January -> 28 or 29 February), so a paid month never runs into the month after.
 */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** The plan a user holds at `at`: a paid plan whose paid period is over is Free again. */
export function heldPlanId(user: PlanHolding, at: Date): PlanId {
  const plan = planOrDefault(user.plan);
  if (isPaidPlan(plan) && user.paid_through && new Date(user.paid_through).getTime() <= at.getTime()) return "free";
  return plan.id;
}

/** The paid plan that ended without renewal, and when; null while a plan is in effect or none was paid for. */
export function lapsedPlan(user: PlanHolding, at: Date): { planId: PlanId; endedAt: Date } | null {
  const plan = planOrDefault(user.plan);
  if (!isPaidPlan(plan) || !user.paid_through || heldPlanId(user, at) !== "free") return null;
  return { planId: plan.id, endedAt: new Date(user.paid_through) };
}

export interface PlanQuote {
  plan: Plan;
  /** The plan's monthly price, in paise. */
  fullAmount: number;
  /** What the unused days of the plan held now are worth, in paise (0 when none). */
  credit: number;
  /** The plan the credit comes from; null when there is none. */
  creditPlanId: PlanId | null;
  /** What the change costs now, in paise: 0 when the credit covers a month of the new plan. */
  amountDue: number;
  /** When the new plan's paid period would end if the change were made at `at`. */
  paidThrough: Date;
}

/** The price of changing to `target` at `at`, with what is left of the plan held then taken into account. */
export function quotePlanChange(user: PlanHolding, target: Plan, at: Date): PlanQuote {
  const fullAmount = amountInPaise(target);
  const heldId = heldPlanId(user, at);
  const held = planOrDefault(heldId);
  let credit = 0;
  if (isPaidPlan(held) && heldId !== target.id && user.paid_through) {
    const activated = new Date(user.plan_activated_at);
    const monthMs = oneMonthAfter(activated).getTime() - activated.getTime();
    const remainingMs = Math.max(0, new Date(user.paid_through).getTime() - at.getTime());
    // The held plan's monthly price, per millisecond left; a period stretched by carried-over days keeps its rate.
    credit = Math.floor((amountInPaise(held) * remainingMs) / monthMs);
  }
  const month = oneMonthAfter(at);
  if (credit >= fullAmount && fullAmount > 0) {
    const monthMs = month.getTime() - at.getTime();
    return { plan: target, fullAmount, credit, creditPlanId: heldId, amountDue: 0, paidThrough: new Date(at.getTime() + Math.floor((monthMs * credit) / fullAmount)) };
  }
  return {
    plan: target,
    fullAmount,
    credit,
    creditPlanId: credit > 0 ? heldId : null,
    amountDue: Math.max(fullAmount - credit, MINIMUM_CHARGE_PAISE),
    paidThrough: month,
  };
}
