import { describe, expect, it, vi } from "vitest";
import {
  alreadySubscribedMessage,
  buildCheckoutOptions,
  buildKey,
  INIT_FAILED,
  initFailedMessage,
  PAYMENT_FAILED,
  paymentFailedMessage,
  resolveCheckoutKey,
  successMessage,
  toSmallestUnit,
} from "./checkout";

describe("Razorpay options (SPEC section 7)", () => {
  it("opens with the key, amount × 100, INR, the product name, '{plan} subscription', notes, prefill and a dark grey theme", () => {
    const onSuccess = vi.fn();
    const onDismiss = vi.fn();
    const options = buildCheckoutOptions({
      key: "rzp_test_abc",
      plan: { id: "pro", name: "Pro", amount: 199, currency: "INR" },
      order: { order_id: "order_123" },
      user: { name: "Priya Sharma", email: "priya@example.in" },
      onSuccess,
      onDismiss,
    });
    expect(options).toMatchObject({
      key: "rzp_test_abc",
      amount: 19900,
      currency: "INR",
      name: "Hirewise",
      description: "Pro subscription",
      order_id: "order_123",
      notes: { planId: "pro" },
      prefill: { name: "Priya Sharma", email: "priya@example.in" },
      theme: { color: "#1f2937" },
    });
    options.handler({ razorpay_payment_id: "pay_1" });
    options.modal.ondismiss();
    expect(onSuccess).toHaveBeenCalledWith({ razorpay_payment_id: "pay_1" });
    expect(onDismiss).toHaveBeenCalled();
  });

  it("defaults the currency to INR", () => {
    const options = buildCheckoutOptions({
      key: "k",
      plan: { id: "starter", name: "Starter", amount: 79, currency: "" },
      order: { order_id: "o" },
      user: { name: "", email: "" },
      onSuccess: () => {},
      onDismiss: () => {},
    });
    expect(options.currency).toBe("INR");
    expect(options.amount).toBe(7900);
  });

  it("converts rupees to paise without float noise", () => {
    expect(toSmallestUnit(399)).toBe(39900);
    expect(toSmallestUnit(0.29)).toBe(29);
  });

  it("uses the build key when set, else the server's key", () => {
    expect(buildKey(undefined)).toBe("");
    expect(buildKey("  rzp_live_1 ")).toBe("rzp_live_1");
    expect(resolveCheckoutKey("rzp_build", "rzp_server")).toBe("rzp_build");
    expect(resolveCheckoutKey("", "rzp_server")).toBe("rzp_server");
    expect(resolveCheckoutKey("", undefined)).toBe("");
    expect(resolveCheckoutKey("", null)).toBe("");
    expect(resolveCheckoutKey("", "  ")).toBe("");
  });
});

describe("checkout messages (SPEC sections 2, 5 and 8)", () => {
  it("says the payment was initiated with its id", () => {
    expect(successMessage("pay_ABC")).toBe("Payment initiated! Payment ID: pay_ABC. We'll update your account shortly.");
  });

  it("refuses the plan you are already on", () => {
    expect(alreadySubscribedMessage("Pro Plus")).toBe("You are already subscribed to the Pro Plus plan.");
  });

  it("shows Razorpay's error description, else 'Payment failed. Please try again.'", () => {
    expect(paymentFailedMessage({ error: { description: "Your card was declined." } })).toBe("Your card was declined.");
    expect(paymentFailedMessage({ error: { description: "  " } })).toBe(PAYMENT_FAILED);
    expect(paymentFailedMessage(undefined)).toBe(PAYMENT_FAILED);
    expect(PAYMENT_FAILED).toBe("Payment failed. Please try again.");
  });

  it("shows a set-up error's message, else asks to check the network", () => {
    expect(initFailedMessage(new Error("Razorpay is not a constructor"))).toBe("Razorpay is not a constructor");
    expect(initFailedMessage(new Error(""))).toBe(INIT_FAILED);
    expect(initFailedMessage(null)).toBe(INIT_FAILED);
    expect(INIT_FAILED).toMatch(/check your network/);
  });
});
