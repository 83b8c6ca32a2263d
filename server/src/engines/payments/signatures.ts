import crypto from "node:crypto";

/**
 * Razorpay's two signatures, both hex HMAC-SHA256 but with different keys and inputs:
 * - the checkout handler's razorpay_signature = HMAC(order_id + "|" + payment_id, key secret);
 * - a webhook's X-Razorpay-Signature = HMAC(raw request body, webhook secret).
 */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return crypto.createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex");
}

export function webhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return crypto.createHmac("sha256", webhookSecret).update(rawBody).digest("hex");
}

/** Constant-time comparison, so the time taken leaks nothing about how much of a guess was right. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given.trim().toLowerCase(), "utf8");
  // timingSafeEqual throws on different lengths; a wrong length is simply a wrong signature.
  if (a.length !== b.length) return false;
  return crypto.timingSafeEqual(a, b);
}

export function isWebhookSignatureValid(rawBody: Buffer | string, signature: string, webhookSecret: string): boolean {
  return signaturesMatch(webhookSignature(rawBody, webhookSecret), signature);
}
