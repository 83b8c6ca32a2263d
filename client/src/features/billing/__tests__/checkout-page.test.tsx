import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../../lib/storage";
import { callsTo, PRIYA, renderApp, sentBodies, signIn, stubApi, userFrom, type Handler, type Reply } from "../../../testing/test-utils";
import type { RazorpayFailure, RazorpayOptions, RazorpaySuccess } from "../utils/checkout";
import { PLAN_LIST, PLAN_LIST_WITHOUT_KEY, PRO_ORDER, subscription } from "./fixtures";

const PLANS = "GET /api/v1/plans";
const SUBSCRIPTION = "GET /api/v1/subscription";
const ME = "GET /api/v1/auth/me";
const ORDERS = "POST /api/v1/billing/orders";
const VERIFY = "POST /api/v1/billing/verify";
const QUOTE = (plan: string) => `GET /api/v1/billing/quote?plan_id=${plan}`;
const CHANGE = "POST /api/v1/billing/change";

/** A stand-in for Razorpay Checkout, following its documented handler and events. */
class FakeRazorpay {
  static last: FakeRazorpay | undefined;
  options: RazorpayOptions;
  opened = false;
  failed: Array<(r: RazorpayFailure) => void> = [];
  constructor(options: RazorpayOptions) {
    this.options = options;
    FakeRazorpay.last = this;
  }
  on(event: string, cb: (r: RazorpayFailure) => void) {
    if (event === "payment.failed") this.failed.push(cb);
  }
  open() {
    this.opened = true;
  }
  succeed(response: RazorpaySuccess) {
    this.options.handler(response);
  }
  fail(response: RazorpayFailure) {
    this.failed.forEach((cb) => cb(response));
  }
  dismiss() {
    this.options.modal.ondismiss();
  }
}

beforeEach(() => {
  FakeRazorpay.last = undefined;
  window.Razorpay = FakeRazorpay as never;
});
afterEach(() => {
  delete window.Razorpay;
  vi.unstubAllEnvs();
});

function signedInApi(plan: "pro_plus" | "starter" | "pro", extra: Record<string, Handler | Reply> = {}) {
  signIn();
  return stubApi({
    [ME]: [200, userFrom(PRIYA, { plan })],
    [PLANS]: [200, PLAN_LIST],
    [SUBSCRIPTION]: [200, subscription(plan)],
    ...extra,
  });
}

async function openCheckout(path = "/checkout?plan=pro", planName = "Pro") {
  const view = renderApp(path);
  await screen.findByRole("heading", { level: 2, name: planName });
  return view;
}

const payButton = () => screen.getByRole("button", { name: /Pay with Razorpay|Processing/ }) as HTMLButtonElement;

describe("Checkout", () => {
  it("redirects an unknown plan to /pricing, replacing history", async () => {
    stubApi({ [PLANS]: [200, PLAN_LIST] });
    const { router } = renderApp("/checkout?plan=gold");
    await waitFor(() => expect(router.state.location.pathname).toBe("/pricing"));
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("summarises the plan: name, subtext, price billed monthly, first five features, Change plan; amount due and the encryption note", async () => {
    stubApi({ [PLANS]: [200, PLAN_LIST] });
    await openCheckout();
    expect(screen.getByText("Interview-ready, every week")).toBeTruthy();
    expect(screen.getByText("billed monthly")).toBeTruthy();
    const features = screen.getByRole("list", { name: "What you get" });
    expect(features.querySelectorAll("li")).toHaveLength(5);
    expect(screen.queryByText("Sixth feature")).toBeNull();
    expect(screen.getByRole("link", { name: "Change plan" }).getAttribute("href")).toBe("/pricing");
    expect(screen.getByRole("group", { name: "Amount due" }).textContent).toContain("₹199");
    expect(screen.getByText(/128-bit encryption/)).toBeTruthy();
    expect(payButton().textContent).toContain("Pay with Razorpay");
  });

  it("sends a logged-out visitor who presses pay to /login", async () => {
    stubApi({ [PLANS]: [200, PLAN_LIST] });
    const { user, router } = await openCheckout();
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("refuses the plan you are already on, with the button disabled", async () => {
    signedInApi("pro");
    await openCheckout();
    expect(await screen.findByText("You are already subscribed to the Pro plan.")).toBeTruthy();
    expect(payButton().disabled).toBe(true);
  });

  it("explains that the launch promotion already covers a lower plan, with the button disabled, and sells the plans above it", async () => {
    signIn();
    stubApi({
      [ME]: [200, userFrom(PRIYA, { plan: "pro" })],
      [PLANS]: [200, PLAN_LIST],
      [SUBSCRIPTION]: [200, { ...subscription("pro"), promotional: true }],
    });
    await openCheckout("/checkout?plan=starter", "Starter");
    expect(
      await screen.findByText(
        "Your account has the Pro plan free during our launch promotion, and it already includes everything in Starter. There is nothing to pay.",
      ),
    ).toBeTruthy();
    expect(payButton().disabled).toBe(true);
  });

  it("lets someone who paid for a plan change to a lower one", async () => {
    signedInApi("pro");
    await openCheckout("/checkout?plan=starter", "Starter");
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.subscription)!).planId).toBe("pro"));
    expect(screen.queryByText(/launch promotion/)).toBeNull();
    expect(payButton().disabled).toBe(false);
  });

  it("prices an upgrade part-way through a month: the unused days of the current plan are credited against the amount due", async () => {
    signedInApi("pro", {
      [QUOTE("pro_plus")]: [200, { plan_id: "pro_plus", full_amount: 39900, credit: 13267, credit_plan_id: "pro", amount_due: 26633, currency: "INR", paid_through: "2026-12-25T10:00:00.000Z" }],
    });
    await openCheckout("/checkout?plan=pro_plus", "Pro Plus");
    expect((await screen.findByTestId("credit-line")).textContent).toBe("Unused days of Pro−₹132.67");
    expect(screen.getByTestId("amount-due").textContent).toBe("₹266.33");
    expect(payButton().disabled).toBe(false);
  });

  it("switches at once, without a payment, when the unused days pay for a lower plan", async () => {
    const api = signedInApi("pro_plus", {
      [QUOTE("starter")]: [200, { plan_id: "starter", full_amount: 7900, credit: 33250, credit_plan_id: "pro_plus", amount_due: 0, currency: "INR", paid_through: "2027-04-02T10:00:00.000Z" }],
      [CHANGE]: [200, subscription("starter")],
    });
    const { user } = await openCheckout("/checkout?plan=starter", "Starter");
    const switchButton = await screen.findByRole("button", { name: "Switch to Starter" });
    expect(screen.getByTestId("amount-due").textContent).toBe("₹0");
    expect(screen.getByText(/pay for Starter until 2 Apr 2027/)).toBeTruthy();
    await user.click(switchButton);
    expect(await screen.findByText("You're on the Starter plan now.")).toBeTruthy();
    expect(sentBodies(api, CHANGE)).toEqual([{ plan_id: "starter" }]);
    expect(sentBodies(api, ORDERS)).toEqual([]);
    expect(FakeRazorpay.last).toBeUndefined();
  });

  it("creates the order, opens Razorpay with the documented options, verifies the payment and takes the new plan", async () => {
    let verified = false;
    const api = signedInApi("pro_plus", {
      [ORDERS]: [201, PRO_ORDER],
      [VERIFY]: () => {
        verified = true;
        return [200, subscription("pro")];
      },
      [SUBSCRIPTION]: () => [200, subscription(verified ? "pro" : "pro_plus")],
      [ME]: () => [200, userFrom(PRIYA, { plan: verified ? "pro" : "pro_plus" })],
    });
    const { user } = await openCheckout();
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    expect(sentBodies(api, ORDERS)).toEqual([{ plan_id: "pro" }]);
    expect(payButton().textContent).toContain("Processing...");
    const options = FakeRazorpay.last!.options;
    expect(options).toMatchObject({
      key: "rzp_test_server", // no build key in tests: the server's key
      amount: 19900,
      currency: "INR",
      name: "Hirewise",
      description: "Pro subscription",
      order_id: PRO_ORDER.order_id,
      notes: { planId: "pro" },
      prefill: { name: "Priya Sharma", email: "priya@example.in" },
      theme: { color: "#1f2937" },
    });

    const result = { razorpay_payment_id: "pay_Q1w2E3r4T5y6U7", razorpay_order_id: PRO_ORDER.order_id, razorpay_signature: "sig" };
    act(() => FakeRazorpay.last!.succeed(result));
    expect(await screen.findByText("Payment initiated! Payment ID: pay_Q1w2E3r4T5y6U7. We'll update your account shortly.")).toBeTruthy();
    await waitFor(() => expect(sentBodies(api, VERIFY)).toEqual([result]));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.subscription)!).planId).toBe("pro"));
    expect(await screen.findByRole("link", { name: "Go to your dashboard" })).toBeTruthy();
    expect(payButton().disabled).toBe(true);
  });

  it("shows Razorpay's error description on payment.failed and returns to idle", async () => {
    signedInApi("pro_plus", { [ORDERS]: [201, PRO_ORDER] });
    const { user } = await openCheckout();
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last!.fail({ error: { code: "BAD_REQUEST_ERROR", description: "Your card was declined by the bank." } }));
    expect(await screen.findByText("Your card was declined by the bank.")).toBeTruthy();
    expect(payButton().textContent).toContain("Pay with Razorpay");
    expect(payButton().disabled).toBe(false);
  });

  it("falls back to 'Payment failed. Please try again.' without a description", async () => {
    signedInApi("pro_plus", { [ORDERS]: [201, PRO_ORDER] });
    const { user } = await openCheckout();
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last!.fail({}));
    expect(await screen.findByText("Payment failed. Please try again.")).toBeTruthy();
  });

  it("returns to idle without a message when the window is dismissed", async () => {
    signedInApi("pro_plus", { [ORDERS]: [201, PRO_ORDER] });
    const { user } = await openCheckout();
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last!.dismiss());
    await waitFor(() => expect(payButton().textContent).toContain("Pay with Razorpay"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's message when the order cannot be created (e.g. already subscribed on another device)", async () => {
    signedInApi("pro_plus", { [ORDERS]: [409, { status: 409, title: "Conflict", detail: "You are already subscribed to the Pro plan." }] });
    const { user } = await openCheckout();
    await user.click(payButton());
    expect(await screen.findByText("You are already subscribed to the Pro plan.")).toBeTruthy();
    expect(FakeRazorpay.last).toBeUndefined();
  });

  describe("the Razorpay key: the build's, else the server's from GET /plans", () => {
    const MISSING_KEY = "The Razorpay key is missing, so payments cannot start. Set VITE_RAZORPAY_KEY_ID in the build environment and rebuild the app.";

    it("warns as soon as the checkout opens when neither the build nor the server has a key, disables pay and creates no order", async () => {
      const api = signedInApi("pro_plus", { [PLANS]: [200, PLAN_LIST_WITHOUT_KEY], [ORDERS]: [201, PRO_ORDER] });
      const { user } = await openCheckout();
      const warning = await screen.findByRole("alert");
      expect(warning.textContent).toContain("Payments are not set up");
      expect(warning.textContent).toContain(MISSING_KEY);
      expect(payButton().disabled).toBe(true);
      await user.click(payButton());
      expect(sentBodies(api, ORDERS)).toEqual([]);
      expect(FakeRazorpay.last).toBeUndefined();
    });

    it("warns a logged-out visitor too, before anything is pressed", async () => {
      stubApi({ [PLANS]: [200, PLAN_LIST_WITHOUT_KEY] });
      await openCheckout();
      expect((await screen.findByRole("alert")).textContent).toContain(MISSING_KEY);
      expect(payButton().disabled).toBe(true);
    });

    it("shows no warning when only the server has a key, and opens Razorpay with it", async () => {
      const api = signedInApi("pro_plus", { [ORDERS]: [201, PRO_ORDER] });
      const { user } = await openCheckout();
      await waitFor(() => expect(callsTo(api, "GET /api/v1/subscription").length).toBeGreaterThan(0));
      expect(screen.queryByText(/key is missing/)).toBeNull();
      expect(screen.queryByRole("alert")).toBeNull();
      expect(payButton().disabled).toBe(false);
      await user.click(payButton());
      await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
      expect(FakeRazorpay.last!.options.key).toBe("rzp_test_server");
    });

    it("opens Razorpay with the build key when the build has one, even without a server key on /plans", async () => {
      vi.stubEnv("VITE_RAZORPAY_KEY_ID", " rzp_test_build ");
      const api = signedInApi("pro_plus", { [PLANS]: [200, PLAN_LIST_WITHOUT_KEY], [ORDERS]: [201, PRO_ORDER] });
      const { user } = await openCheckout();
      expect(screen.queryByText(/key is missing/)).toBeNull();
      expect(payButton().disabled).toBe(false);
      await user.click(payButton());
      await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
      expect(sentBodies(api, ORDERS)).toEqual([{ plan_id: "pro" }]);
      expect(FakeRazorpay.last!.options.key).toBe("rzp_test_build");
    });

    it("prefers the build key over the server's", async () => {
      vi.stubEnv("VITE_RAZORPAY_KEY_ID", "rzp_test_build");
      signedInApi("pro_plus", { [ORDERS]: [201, PRO_ORDER] });
      const { user } = await openCheckout();
      await user.click(payButton());
      await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
      expect(FakeRazorpay.last!.options.key).toBe("rzp_test_build");
    });

    it("shows the server's 503 and then the warning when the server lost its keys after /plans was read", async () => {
      let plansCalls = 0;
      signedInApi("pro_plus", {
        [PLANS]: () => [200, ++plansCalls === 1 ? PLAN_LIST : PLAN_LIST_WITHOUT_KEY],
        [ORDERS]: [503, { status: 503, title: "Service Unavailable", detail: "Payments are not configured on this server. Please try again later." }],
      });
      const { user } = await openCheckout();
      expect(screen.queryByText(/key is missing/)).toBeNull();
      await user.click(payButton());
      expect(await screen.findByText("Payments are not configured on this server. Please try again later.")).toBeTruthy();
      expect(await screen.findByText(MISSING_KEY)).toBeTruthy();
      expect(payButton().disabled).toBe(true);
      expect(FakeRazorpay.last).toBeUndefined();
    });
  });

  it("says the script failed to load when Razorpay cannot be fetched", async () => {
    delete window.Razorpay;
    // The network refuses the script: only <script> appends are intercepted, React's own are not.
    const original = document.body.appendChild.bind(document.body);
    const append = vi.spyOn(document.body, "appendChild").mockImplementation(<T extends Node>(node: T): T => {
      if ((node as unknown as Element).tagName !== "SCRIPT") return original(node);
      queueMicrotask(() => node.dispatchEvent(new Event("error")));
      return node;
    });
    signedInApi("pro_plus", { [ORDERS]: [201, PRO_ORDER] });
    const { user } = await openCheckout();
    await user.click(payButton());
    expect(await screen.findByText(/script failed to load/)).toBeTruthy();
    expect(payButton().disabled).toBe(false);
    append.mockRestore();
  });

  it("shows the server's message when verification fails and keeps the server's plan", async () => {
    const api = signedInApi("pro_plus", {
      [ORDERS]: [201, PRO_ORDER],
      [VERIFY]: [400, { status: 400, title: "Bad Request", detail: "We couldn't verify this payment: its signature does not match. Your plan has not changed." }],
    });
    const { user } = await openCheckout();
    await user.click(payButton());
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    act(() => FakeRazorpay.last!.succeed({ razorpay_payment_id: "pay_X", razorpay_order_id: PRO_ORDER.order_id, razorpay_signature: "bad" }));
    expect(await screen.findByText(/signature does not match/)).toBeTruthy();
    expect(sentBodies(api, VERIFY)).toHaveLength(1);
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.subscription)!).planId).toBe("pro_plus"));
  });
});
