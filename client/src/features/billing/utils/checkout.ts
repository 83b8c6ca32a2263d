/**
 * Razorpay Checkout: the options it is opened with (SPEC section 7) and the messages the checkout shows
 * (SPEC sections 4, 5 and 8). Pure functions; the component wires them to the script and the server.
 */
import type { PaymentOrder, Plan } from "../../../api/generated/model";
import { PRODUCT_NAME } from "../../../config/brand";

export const PROVIDER_NAME = "Razorpay";
export const THEME_COLOR = "#1f2937";
export const DEFAULT_CURRENCY = "INR";

export const PAYMENT_FAILED = "Payment failed. Please try again.";
export const INIT_FAILED = "We couldn't open the payment window. Please check your network connection and try again.";
export const MISSING_KEY =
  "The Razorpay key is missing, so payments cannot start. Set VITE_RAZORPAY_KEY_ID in the build environment and rebuild the app.";

export function successMessage(paymentId: string): string {
  return `Payment initiated! Payment ID: ${paymentId}. We'll update your account shortly.`;
}

export function alreadySubscribedMessage(planName: string): string {
  return `You are already subscribed to the ${planName} plan.`;
}

/** The server refuses, with the same words, to sell a plan below one the launch promotion already gives. */
export function promotionCoversMessage(currentPlanName: string, planName: string): string {
  return `Your account has the ${currentPlanName} plan free during our launch promotion, and it already includes everything in ${planName}. There is nothing to pay.`;
}

/** What Razorpay's handler receives after a successful payment. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
}

/** The payload of Razorpay's 'payment.failed' event. */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string; source?: string; step?: string; metadata?: Record<string, unknown> };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  notes: { planId: string };
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", callback: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

/** Amounts go to Razorpay in the smallest currency unit: plan amount × 100 (paise). */
export function toSmallestUnit(amount: number): number {
  return Math.round(amount * 100);
}

/** The build key (`VITE_RAZORPAY_KEY_ID`), trimmed; empty when the build has none. */
export function buildKey(raw: unknown): string {
  return typeof raw === "string" ? raw.trim() : "";
}

/**
 * The public key to open the window with: the build configuration's key (SPEC section 7) when set, else the
 * server's key (`payments.key_id` of GET /plans, or the order's `key_id`: the key matching the secret the
 * server signs orders with). Empty when there is none: the missing-key warning, and Pay stays disabled.
 */
export function resolveCheckoutKey(fromBuild: string, fromServer: string | null | undefined): string {
  return fromBuild || fromServer?.trim() || "";
}

export interface CheckoutOptionsInput {
  key: string;
  plan: Pick<Plan, "id" | "name" | "amount" | "currency">;
  /** The server's order; its amount (paise) is what is charged: the plan's price, less any pro-rated credit. */
  order: Pick<PaymentOrder, "order_id"> & Partial<Pick<PaymentOrder, "amount">>;
  user: { name: string; email: string };
  onSuccess: (response: RazorpaySuccess) => void;
  onDismiss: () => void;
}

/** SPEC section 7, exactly: key, amount × 100 (the order's pro-rated amount when it has one), currency (INR by default), 'Hirewise', '{plan} subscription', notes, prefill, dark grey. */
export function buildCheckoutOptions({ key, plan, order, user, onSuccess, onDismiss }: CheckoutOptionsInput): RazorpayOptions {
  return {
    key,
    amount: order.amount ?? toSmallestUnit(plan.amount),
    currency: plan.currency?.trim() || DEFAULT_CURRENCY,
    name: PRODUCT_NAME,
    description: `${plan.name} subscription`,
    order_id: order.order_id,
    notes: { planId: plan.id },
    prefill: { name: user.name, email: user.email },
    theme: { color: THEME_COLOR },
    handler: onSuccess,
    modal: { ondismiss: onDismiss },
  };
}

/** 'payment.failed': Razorpay's own description, else the fallback. */
export function paymentFailedMessage(response: RazorpayFailure | undefined): string {
  const description = response?.error?.description;
  return typeof description === "string" && description.trim() ? description.trim() : PAYMENT_FAILED;
}

/** Script or initialisation failures: the error's message, else ask to check the network. */
export function initFailedMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === "string" && error.trim()) return error;
  return INIT_FAILED;
}
