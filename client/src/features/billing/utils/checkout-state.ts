/**
 * The checkout's states (SPEC section 4): idle → processing when pay is pressed; the provider's success shows
 * the payment id (then the server verifies it); 'payment.failed' → error and idle; dismissing → idle without
 * a message; a script or set-up failure → error and idle.
 */
import { successMessage } from "./checkout";

export type CheckoutStatus = "idle" | "processing" | "verifying" | "paid";

export interface CheckoutState {
  status: CheckoutStatus;
  error: string | null;
  success: string | null;
}

export type CheckoutEvent =
  | { type: "pay" }
  | { type: "opened" }
  | { type: "dismissed" }
  | { type: "failed"; message: string }
  | { type: "paid"; paymentId: string }
  | { type: "verified" }
  | { type: "verifyFailed"; message: string };

export const initialCheckoutState: CheckoutState = { status: "idle", error: null, success: null };

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case "pay":
      if (state.status !== "idle") return state;
      return { ...state, status: "processing", error: null, success: null };
    case "opened":
      return state;
    case "dismissed":
      return state.status === "processing" ? { ...state, status: "idle", error: null } : state;
    case "failed":
      return { ...state, status: "idle", error: event.message, success: null };
    case "paid":
      return { ...state, status: "verifying", error: null, success: successMessage(event.paymentId) };
    case "verified":
      return { ...state, status: "paid" };
    case "verifyFailed":
      return { ...state, status: "idle", error: event.message, success: null };
  }
}

export function isBusy(state: CheckoutState): boolean {
  return state.status === "processing" || state.status === "verifying";
}
