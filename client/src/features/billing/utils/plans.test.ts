import { describe, expect, it } from "vitest";
import type { Plan } from "../../../api/generated/model";
import { checkoutPlan, freePlan, isCurrentPlan, metaHeading, paidPlans, summaryFeatures } from "./plans";

const plan = (id: Plan["id"], amount: number, extra: Partial<Plan> = {}): Plan => ({
  id,
  name: id,
  subtext: "",
  highlight: `₹${amount}/mo`,
  amount,
  currency: "INR",
  features: ["a", "b", "c", "d", "e", "f"],
  popular: false,
  badge: null,
  cta: "Choose",
  meta: [],
  metaHeading: "Insights",
  limits: { job_matches_daily: null, mock_interviews_monthly: null, resume_builds_monthly: null, resume_scores_daily: null },
  ...extra,
});
const CATALOGUE = [plan("pro_plus", 399), plan("free", 0), plan("pro", 199), plan("starter", 79)];

describe("plan helpers", () => {
  it("lists paid plans cheapest first and finds the free one", () => {
    expect(paidPlans(CATALOGUE).map((p) => p.id)).toEqual(["starter", "pro", "pro_plus"]);
    expect(freePlan(CATALOGUE)?.id).toBe("free");
  });

  it("finds the checkout plan from the query value; unknown, missing and free give none", () => {
    expect(checkoutPlan(CATALOGUE, "pro")?.id).toBe("pro");
    expect(checkoutPlan(CATALOGUE, "gold")).toBeUndefined();
    expect(checkoutPlan(CATALOGUE, null)).toBeUndefined();
    expect(checkoutPlan(CATALOGUE, "")).toBeUndefined();
    expect(checkoutPlan(CATALOGUE, "free")).toBeUndefined();
  });

  it("defaults the insights heading to 'Insights'", () => {
    expect(metaHeading({ metaHeading: "" })).toBe("Insights");
    expect(metaHeading({ metaHeading: "Why Pro" })).toBe("Why Pro");
  });

  it("knows the current plan and keeps the first five features for the summary", () => {
    expect(isCurrentPlan({ id: "pro" }, "pro")).toBe(true);
    expect(isCurrentPlan({ id: "pro" }, "pro_plus")).toBe(false);
    expect(isCurrentPlan({ id: "pro" }, undefined)).toBe(false);
    expect(summaryFeatures(plan("pro", 199))).toEqual(["a", "b", "c", "d", "e"]);
  });
});
