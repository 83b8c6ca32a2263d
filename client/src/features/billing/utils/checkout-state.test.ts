import { describe, expect, it } from "vitest";
import { checkoutReducer, initialCheckoutState, isBusy, type CheckoutState } from "./checkout-state";

const processing: CheckoutState = { ...initialCheckoutState, status: "processing" };

describe("checkout states (SPEC section 4)", () => {
  it("goes from idle to processing when pay is pressed, clearing earlier messages", () => {
    const state = checkoutReducer({ ...initialCheckoutState, error: "old" }, { type: "pay" });
    expect(state).toEqual({ status: "processing", error: null, success: null });
    expect(isBusy(state)).toBe(true);
  });

  it("ignores pay while busy", () => {
    expect(checkoutReducer(processing, { type: "pay" })).toBe(processing);
  });

  it("shows the payment id on success and verifies it", () => {
    const paid = checkoutReducer(processing, { type: "paid", paymentId: "pay_9" });
    expect(paid.success).toBe("Payment initiated! Payment ID: pay_9. We'll update your account shortly.");
    expect(paid.status).toBe("verifying");
    expect(checkoutReducer(paid, { type: "verified" }).status).toBe("paid");
    const rejected = checkoutReducer(paid, { type: "verifyFailed", message: "signature does not match" });
    expect(rejected).toMatchObject({ status: "idle", error: "signature does not match", success: null });
  });

  it("returns to idle with an error on payment.failed or a script failure", () => {
    expect(checkoutReducer(processing, { type: "failed", message: "Card declined" })).toMatchObject({ status: "idle", error: "Card declined" });
  });

  it("returns to idle without a message when the window is dismissed", () => {
    expect(checkoutReducer(processing, { type: "dismissed" })).toEqual(initialCheckoutState);
  });
});
