import { describe, expect, it } from "vitest";
import { getDefaultSkillExtractor } from "../skills/default-extractor";
import { createFactGuard, numberTokens } from "./fact-guard";

// The user's facts: what their form and the deterministic resume say about them.
const FACTS = [
  "Priya Sharma",
  "Performance Marketing Manager, Swiggy",
  "Bengaluru | Jan 2021 – Present",
  "Digital Marketing Executive, PaySafe",
  "Google Ads, Meta Ads, Google Analytics, SQL",
  "MBA (Marketing), NMIMS Mumbai, 2018",
].join("\n");
const guard = createFactGuard(FACTS, getDefaultSkillExtractor());

const SCALED = "Scaled paid acquisition to 1.2M installs a quarter at 18% lower CPI";
const BUDGET = "Managed a monthly budget of Rs 2 crore";
const CAMPAIGNS = "Contributed to Google Ads search campaigns for 3 products";

describe("numberTokens", () => {
  it("normalises figures so that only a changed fact differs", () => {
    expect(numberTokens("1,200 users, 2.50 lakh, 18 percent, 1.2M installs, Rs 2 crore, 3x ROAS, six years")).toEqual(
      new Set(["1200", "2.5l", "18%", "1.2m", "2cr", "3x", "6"]),
    );
    expect(numberTokens("1200 users, 250000 rupees")).not.toEqual(numberTokens("1,200 users, 2.5 lakh rupees"));
    // Digits inside a name are not figures: GA4 is a product, Q3 a name the name check sees.
    expect(numberTokens("Joined Appsflyer and GA4 data in Q3")).toEqual(new Set());
  });
});

describe("the fact guard", () => {
  it("accepts a rewording that keeps every figure, name and skill", () => {
    expect(guard.check(SCALED, "Grew paid acquisition to 1.2M installs per quarter while cutting CPI by 18%")).toEqual({
      ok: true,
      text: "Grew paid acquisition to 1.2M installs per quarter while cutting CPI by 18%",
    });
    // Same figures written another way, and a name from the user's own facts.
    expect(guard.check(BUDGET, "Owned a ₹2 crore monthly budget")).toMatchObject({ ok: true });
    expect(guard.check("Cut cost per install by 18 percent", "Reduced cost per install by 18%")).toMatchObject({ ok: true });
    expect(guard.check(CAMPAIGNS, "Ran Google Ads search campaigns for 3 Swiggy products")).toMatchObject({ ok: true });
    expect(guard.check("Mentored six analysts", "Coached 6 analysts")).toMatchObject({ ok: true });
  });

  it("tidies whitespace in what it accepts", () => {
    expect(guard.check(BUDGET, "  Owned a   monthly budget of Rs 2 crore ")).toEqual({ ok: true, text: "Owned a monthly budget of Rs 2 crore" });
  });

  it("rejects an empty text", () => {
    expect(guard.check(BUDGET, "")).toEqual({ ok: false, reason: "empty" });
    expect(guard.check(BUDGET, "   ")).toEqual({ ok: false, reason: "empty" });
  });

  it("rejects a text over 1.6 times the original's length", () => {
    const long = "Managed and carefully optimised a monthly paid media budget of Rs 2 crore across every channel";
    expect(long.length).toBeGreaterThan(1.6 * BUDGET.length);
    expect(guard.check(BUDGET, long)).toEqual({ ok: false, reason: "too_long" });
  });

  it("rejects a text that starts with a first-person pronoun", () => {
    expect(guard.check(BUDGET, "I managed a monthly budget of Rs 2 crore")).toEqual({ ok: false, reason: "first_person" });
    expect(guard.check(BUDGET, "My monthly budget was Rs 2 crore")).toEqual({ ok: false, reason: "first_person" });
    expect(guard.check(BUDGET, "We managed a monthly budget of Rs 2 crore")).toEqual({ ok: false, reason: "first_person" });
  });

  it("rejects markdown or line breaks the original did not have", () => {
    expect(guard.check(BUDGET, "Managed a **monthly budget** of Rs 2 crore")).toEqual({ ok: false, reason: "formatting" });
    expect(guard.check(BUDGET, "Managed a monthly budget\n## Awards of Rs 2 crore")).toEqual({ ok: false, reason: "formatting" });
  });

  it("rejects a number, percentage, amount or year the original did not have", () => {
    expect(guard.check(CAMPAIGNS, "Ran Google Ads search campaigns for 5 products")).toEqual({ ok: false, reason: "new_number" });
    expect(guard.check(CAMPAIGNS, "Ran Google Ads search campaigns for 3 products, lifting CTR 20%")).toEqual({ ok: false, reason: "new_number" });
    expect(guard.check(BUDGET, "Managed a monthly budget of Rs 2 crore ($240k)")).toEqual({ ok: false, reason: "new_number" });
    // 2018 is one of the user's facts, but not this bullet's: a figure never moves between texts.
    expect(guard.check(CAMPAIGNS, "Ran Google Ads search campaigns for 3 products from 2018")).toEqual({ ok: false, reason: "new_number" });
    expect(guard.check(SCALED, "Scaled paid acquisition to 1.2K installs a quarter at 18% lower CPI")).toEqual({ ok: false, reason: "new_number" });
  });

  it("rejects a text that drops a number", () => {
    expect(guard.check(SCALED, "Scaled paid acquisition to 1.2M installs a quarter at a lower CPI")).toEqual({ ok: false, reason: "dropped_number" });
  });

  it("rejects a currency the original did not name", () => {
    expect(guard.check(BUDGET, "Managed a monthly budget of $2 crore")).toEqual({ ok: false, reason: "new_currency" });
  });

  it("rejects a month the original did not have", () => {
    expect(guard.check(BUDGET, "Managed a monthly budget of Rs 2 crore since March")).toEqual({ ok: false, reason: "new_date" });
    expect(guard.check(BUDGET, "Managed a monthly budget of Rs 2 crore from Jan")).toEqual({ ok: false, reason: "new_date" });
  });

  it("rejects an employer or other name found in neither the original nor the user's facts", () => {
    expect(guard.check(CAMPAIGNS, "Ran Google Ads search campaigns for 3 products at Flipkart")).toEqual({ ok: false, reason: "new_name" });
    expect(guard.check(CAMPAIGNS, "Ran Google Ads search campaigns for 3 products with the Razorpay team")).toEqual({ ok: false, reason: "new_name" });
    // "Google Ads" vouches for itself, not for an employer called Google.
    expect(guard.check(CAMPAIGNS, "Ran Google Ads search campaigns for 3 products at Google")).toEqual({ ok: false, reason: "new_name" });
  });

  it("accepts names from the original or the user's facts however they were cased", () => {
    expect(guard.check("Built a looker studio dashboard for the swiggy team", "Designed a Looker Studio dashboard for the Swiggy team")).toMatchObject({ ok: true });
    expect(guard.check(SCALED, "Grew Swiggy's paid acquisition to 1.2M installs a quarter at 18% lower CPI")).toMatchObject({ ok: true });
  });

  it("rejects a job-title word the user never used", () => {
    expect(guard.check(BUDGET, "As senior lead, owned a monthly budget of Rs 2 crore")).toEqual({ ok: false, reason: "new_title" });
    expect(guard.check(BUDGET, "Managed a monthly budget of Rs 2 crore as Director")).toEqual({ ok: false, reason: "new_title" });
  });

  it("rejects a tool or skill the user never showed, and accepts one from their own facts", () => {
    expect(guard.check(CAMPAIGNS, "Ran Google Ads search campaigns for 3 products using python")).toEqual({ ok: false, reason: "new_skill" });
    expect(guard.check(CAMPAIGNS, "Ran Google Ads campaigns for 3 products with Tableau reporting")).toEqual({ ok: false, reason: "new_skill" });
    expect(guard.check(BUDGET, "Led a monthly budget of Rs 2 crore with leadership")).toEqual({ ok: false, reason: "new_skill" });
    expect(guard.check(CAMPAIGNS, "Ran Google Ads search campaigns for 3 products, tracked in Google Analytics")).toMatchObject({ ok: true });
  });

  it("rejects a text that drops a skill the original showed", () => {
    expect(guard.check(CAMPAIGNS, "Ran search campaigns for 3 products")).toEqual({ ok: false, reason: "dropped_skill" });
  });
});
