import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../../lib/storage";
import { PRIYA, renderApp, signIn, stubApi, userFrom } from "../../../testing/test-utils";
import { PLAN_LIST, subscription } from "./fixtures";

const PLANS = "GET /api/v1/plans";
const SUBSCRIPTION = "GET /api/v1/subscription";

describe("Pricing", () => {
  it("shows the hero, the free card at ₹0 and every paid plan with its price, features, insights and badge", async () => {
    stubApi({ [PLANS]: [200, PLAN_LIST] });
    renderApp("/pricing");
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const free = await screen.findByRole("article", { name: "Always-on essentials" });
    expect(within(free).getByText("₹0")).toBeTruthy();
    expect(free.textContent).toContain("₹0 per month, included forever");
    expect(within(free).getByText("Basic resume parsing")).toBeTruthy();

    const pro = await screen.findByRole("article", { name: "Pro" });
    expect(within(pro).getByText("₹199")).toBeTruthy();
    expect(within(pro).getByText("/mo")).toBeTruthy();
    expect(within(pro).getByText("Interview-ready, every week")).toBeTruthy();
    expect(within(pro).getByText("Most popular")).toBeTruthy();
    expect(within(pro).getByText("Insights")).toBeTruthy();
    expect(within(pro).getByText("Unlimited resume scoring")).toBeTruthy();
    expect(within(pro).getByText("30 job matches daily")).toBeTruthy();
    expect(screen.getByRole("article", { name: "Starter" })).toBeTruthy();
  });

  it("tags the current plan (pro_plus by default, logged out) and links the others to checkout", async () => {
    stubApi({ [PLANS]: [200, PLAN_LIST] });
    renderApp("/pricing");
    const plus = await screen.findByRole("article", { name: "Pro Plus" });
    expect(within(plus).getByText("Current plan")).toBeTruthy();
    expect((within(plus).getByRole("button", { name: "Current Plan" }) as HTMLButtonElement).disabled).toBe(true);
    const pro = screen.getByRole("article", { name: "Pro" });
    expect(within(pro).queryByText("Current plan")).toBeNull();
    expect(within(pro).getByRole("link", { name: "Choose Pro" }).getAttribute("href")).toBe("/checkout?plan=pro");
    expect(within(screen.getByRole("article", { name: "Starter" })).getByRole("link", { name: "Choose Starter" }).getAttribute("href")).toBe(
      "/checkout?plan=starter",
    );
  });

  it("follows the signed-in user's subscription from the server", async () => {
    signIn();
    stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA, { plan: "pro" })], [PLANS]: [200, PLAN_LIST], [SUBSCRIPTION]: [200, subscription("pro")] });
    renderApp("/pricing");
    const pro = await screen.findByRole("article", { name: "Pro" });
    expect(await within(pro).findByText("Current plan")).toBeTruthy();
    expect(within(screen.getByRole("article", { name: "Pro Plus" })).getByRole("link", { name: "Choose Pro Plus" })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.subscription)!).planId).toBe("pro");
  });

  it("shows Free as current when the server says so (no launch promotion), and offers every paid plan", async () => {
    signIn();
    stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA, { plan: "free" })], [PLANS]: [200, PLAN_LIST], [SUBSCRIPTION]: [200, subscription("free")] });
    renderApp("/pricing");
    const free = await screen.findByRole("article", { name: "Always-on essentials" });
    expect(await within(free).findByText("Current plan")).toBeTruthy();
    const plus = screen.getByRole("article", { name: "Pro Plus" });
    expect(within(plus).queryByText("Current plan")).toBeNull();
    expect(within(plus).getByRole("link", { name: "Choose Pro Plus" }).getAttribute("href")).toBe("/checkout?plan=pro_plus");
  });

  it("answers the three FAQ questions", async () => {
    stubApi({ [PLANS]: [200, PLAN_LIST] });
    const { user } = renderApp("/pricing");
    await screen.findByRole("heading", { name: "Frequently asked questions" });
    expect(screen.getByText(/basic resume parsing, five cached job matches daily, a short mock interview, one resume-versus-job-description comparison and weekly AI career tips/i)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /upgrade or downgrade/i }));
    expect(await screen.findByText(/changes take effect immediately and billing is pro-rated/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /mock interviews and voice coaching/i }));
    expect(await screen.findByText(/run in your dashboard, with transcripts and feedback/)).toBeTruthy();
  });

  it("shows the server's message when the plans cannot load, and retries", async () => {
    let calls = 0;
    stubApi({ [PLANS]: () => (++calls === 1 ? [503, { detail: "Plans are resting." }] : [200, PLAN_LIST]) });
    const { user } = renderApp("/pricing");
    expect(await screen.findByText("Plans are resting.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Pro" })).toBeTruthy();
  });
});

describe("Pricing: a server that sends only SPEC section 3's fields", () => {
  it("shows the plans without currency or metaHeading (INR and 'Insights' by default) and the default plan as current", async () => {
    // Spec-minimal: plans without currency or metaHeading; /auth/me without plan; no /subscription (404).
    const plans = PLAN_LIST.plans.map(({ currency: _currency, metaHeading: _metaHeading, ...plan }) => plan);
    signIn();
    stubApi({ "GET /api/v1/auth/me": [200, { id: PRIYA.id, email: PRIYA.email, name: PRIYA.name }], [PLANS]: [200, { ...PLAN_LIST, plans }] });
    renderApp("/pricing");
    const pro = await screen.findByRole("article", { name: "Pro" });
    expect(within(pro).getByText("₹199")).toBeTruthy();
    expect(within(pro).getByText("Insights")).toBeTruthy();
    expect(within(pro).getByRole("link", { name: "Choose Pro" }).getAttribute("href")).toBe("/checkout?plan=pro");
    // SPEC section 4: the plan defaults to pro_plus.
    expect(await within(screen.getByRole("article", { name: "Pro Plus" })).findByText("Current plan")).toBeTruthy();
  });
});
