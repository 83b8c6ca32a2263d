import { describe, expect, it } from "vitest";
import { amountInPaise, effectivePlanId, findPlan, isPaidPlan, PLANS } from "./plans";

describe("effectivePlanId (the launch promotion)", () => {
  it("treats free and starter accounts as pro_plus while the promotion runs", () => {
    expect(effectivePlanId("free", "pro_plus")).toBe("pro_plus");
    expect(effectivePlanId("starter", "pro_plus")).toBe("pro_plus");
  });

  it("leaves pro and pro_plus as they are", () => {
    expect(effectivePlanId("pro", "pro_plus")).toBe("pro");
    expect(effectivePlanId("pro_plus", "pro_plus")).toBe("pro_plus");
  });

  it("never lowers a plan when the promotion is a smaller one", () => {
    expect(effectivePlanId("free", "pro")).toBe("pro");
    expect(effectivePlanId("starter", "starter")).toBe("starter");
    expect(effectivePlanId("free", "starter")).toBe("starter");
    expect(effectivePlanId("pro", "starter")).toBe("pro");
  });

  it("gives every user their stored plan when the promotion is off", () => {
    for (const p of PLANS) expect(effectivePlanId(p.id, "none")).toBe(p.id);
  });
});

describe("catalogue amounts", () => {
  it("charges the section 9 prices in paise and nothing for free", () => {
    expect(PLANS.map((p) => [p.id, amountInPaise(p)])).toEqual([["free", 0], ["starter", 7900], ["pro", 19900], ["pro_plus", 39900]]);
    expect(isPaidPlan(findPlan("free")!)).toBe(false);
    expect(isPaidPlan(findPlan("starter")!)).toBe(true);
  });
});
