import { describe, expect, it } from "vitest";
import { heldPlanId, lapsedPlan, oneMonthAfter, quotePlanChange } from "./periods";
import { findPlan } from "./plans";

const at = new Date("2026-11-25T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const paid = (plan: string, daysAgo: number) => {
  const activated = new Date(at.getTime() - daysAgo * DAY);
  return { plan, plan_activated_at: activated, paid_through: oneMonthAfter(activated) };
};

describe("heldPlanId and lapsedPlan", () => {
  it("keeps a paid plan until its month is over, then the account is on Free and the ended plan is named", () => {
    expect(heldPlanId(paid("pro", 10), at)).toBe("pro");
    expect(lapsedPlan(paid("pro", 10), at)).toBeNull();
    const old = paid("pro", 31);
    expect(heldPlanId(old, at)).toBe("free");
    expect(lapsedPlan(old, at)).toEqual({ planId: "pro", endedAt: old.paid_through });
  });

  it("never ends Free, nor a plan with no paid period", () => {
    expect(heldPlanId({ plan: "free", plan_activated_at: at, paid_through: null }, at)).toBe("free");
    expect(heldPlanId({ plan: "pro_plus", plan_activated_at: new Date(0), paid_through: null }, at)).toBe("pro_plus");
    expect(lapsedPlan({ plan: "pro_plus", plan_activated_at: new Date(0), paid_through: null }, at)).toBeNull();
  });
});

describe("quotePlanChange", () => {
  it("charges the full price with nothing to credit, and the new month starts now", () => {
    const q = quotePlanChange({ plan: "free", plan_activated_at: at, paid_through: null }, findPlan("pro")!, at);
    expect(q).toMatchObject({ fullAmount: 19900, credit: 0, creditPlanId: null, amountDue: 19900 });
    expect(q.paidThrough).toEqual(oneMonthAfter(at));
  });

  it("credits the unused share of the current plan's month against an upgrade", () => {
    const holding = paid("pro", 15); // 15 of 30 days used (25 Oct to 25 Nov 2026 has 31 days)
    const month = holding.paid_through.getTime() - holding.plan_activated_at.getTime();
    const q = quotePlanChange(holding, findPlan("pro_plus")!, at);
    expect(q.credit).toBe(Math.floor((19900 * (holding.paid_through.getTime() - at.getTime())) / month));
    expect(q.creditPlanId).toBe("pro");
    expect(q.amountDue).toBe(39900 - q.credit);
  });

  it("makes a downgrade free when the credit covers it, and turns the rest into extra days", () => {
    const q = quotePlanChange(paid("pro_plus", 0), findPlan("starter")!, at);
    expect(q.amountDue).toBe(0);
    expect(q.credit).toBe(39900);
    // ₹399 of Pro Plus buys 399/79 ≈ 5.05 months of Starter.
    const monthMs = oneMonthAfter(at).getTime() - at.getTime();
    expect(q.paidThrough.getTime()).toBe(at.getTime() + Math.floor((monthMs * 39900) / 7900));
  });

  it("charges at least ₹1 (Razorpay's smallest order) when the credit almost covers the change", () => {
    // Pro Plus with just under half its month left is worth ₹198.50 towards Pro's ₹199: 50 paise would be due.
    const activated = new Date("2026-11-10T10:00:00.000Z");
    const month = oneMonthAfter(activated).getTime() - activated.getTime();
    const holding = { plan: "pro_plus", plan_activated_at: activated, paid_through: new Date(at.getTime() + Math.ceil((month * 19850) / 39900)) };
    const q = quotePlanChange(holding, findPlan("pro")!, at);
    expect(q.credit).toBe(19850);
    expect(q.amountDue).toBe(100);
  });

  it("gives no credit for a plan that has already ended", () => {
    expect(quotePlanChange(paid("pro_plus", 40), findPlan("pro")!, at)).toMatchObject({ credit: 0, amountDue: 19900 });
  });
});
