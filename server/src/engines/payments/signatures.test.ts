import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { isWebhookSignatureValid, paymentSignature, signaturesMatch, webhookSignature } from "./signatures";

describe("Razorpay signatures", () => {
  it("signs a webhook body as hex HMAC-SHA256 (RFC 4231 test case 2)", () => {
    expect(webhookSignature("what do ya want for nothing?", "Jefe")).toBe("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
  });

  it("signs a checkout payment over order_id|payment_id with the key secret", () => {
    const expected = crypto.createHmac("sha256", "key-secret").update("order_NZ8k2vQ1x9YbTw|pay_NZ8kx3b7TqLm2P").digest("hex");
    expect(paymentSignature("order_NZ8k2vQ1x9YbTw", "pay_NZ8kx3b7TqLm2P", "key-secret")).toBe(expected);
  });

  it("accepts the exact signature and rejects a tampered, truncated or empty one without throwing", () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    const good = webhookSignature(body, "whsec");
    expect(isWebhookSignatureValid(body, good, "whsec")).toBe(true);
    expect(isWebhookSignatureValid(body, good.toUpperCase(), "whsec")).toBe(true);
    const flipped = (good[0] === "a" ? "b" : "a") + good.slice(1);
    expect(isWebhookSignatureValid(body, flipped, "whsec")).toBe(false);
    expect(isWebhookSignatureValid(body, good.slice(0, 10), "whsec")).toBe(false);
    expect(isWebhookSignatureValid(body, "", "whsec")).toBe(false);
    expect(isWebhookSignatureValid(Buffer.from('{"event": "payment.captured"}'), good, "whsec")).toBe(false);
    expect(signaturesMatch(good, "é".repeat(32))).toBe(false);
  });
});
