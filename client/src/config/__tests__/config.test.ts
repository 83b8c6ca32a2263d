import { describe, expect, it } from "vitest";
import { paths } from "../paths";
import { planDisplayName } from "../plans";

describe("paths", () => {
  it("builds the checkout link with the plan id", () => {
    expect(paths.checkout.getHref("pro_plus")).toBe("/checkout?plan=pro_plus");
    expect(paths.checkout.getHref()).toBe("/checkout");
  });
});

describe("plan display names", () => {
  it("map every plan id", () => {
    expect(["free", "starter", "pro", "pro_plus"].map(planDisplayName)).toEqual(["Free", "Starter", "Pro", "Pro Plus"]);
    expect(planDisplayName(undefined)).toBe("Free");
  });
});
