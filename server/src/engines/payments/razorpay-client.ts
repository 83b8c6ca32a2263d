import type { CreateOrderInput, PaymentProvider, ProviderOrder } from "./payment-provider";
import { PaymentProviderError } from "./payment-provider";
import { paymentSignature, signaturesMatch } from "./signatures";

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** https://api.razorpay.com in production; a local fake in tests. */
  apiUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface RazorpayErrorBody {
  error?: { code?: string; description?: string };
}

/** Razorpay's Orders API over HTTPS with basic auth (key id : key secret). */
export function createRazorpayClient(options: RazorpayOptions): PaymentProvider {
  const base = options.apiUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;

  return {
    keyId: options.keyId,

    async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
      let res: Response;
      try {
        res = await doFetch(`${base}/v1/orders`, {
          method: "POST",
          headers: { Authorization: auth, "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new PaymentProviderError(`Razorpay could not be reached: ${(err as Error).message}`);
      }
      const text = await res.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        throw new PaymentProviderError(`Razorpay answered ${res.status} with a body that is not JSON`, res.status);
      }
      if (!res.ok) {
        const e = (body as RazorpayErrorBody).error;
        throw new PaymentProviderError(`Razorpay refused the order (${res.status}): ${e?.description ?? "no description"}`, res.status, e?.code);
      }
      const o = body as Partial<ProviderOrder> & { entity?: string };
      if (typeof o.id !== "string" || !o.id || typeof o.amount !== "number") {
        throw new PaymentProviderError("Razorpay answered an order without an id or amount", res.status);
      }
      // Never trust that the provider echoed what we asked for: the amount is what the user will pay.
      if (o.amount !== input.amount || (o.currency ?? input.currency) !== input.currency) {
        throw new PaymentProviderError(`Razorpay created order ${o.id} for ${o.amount} ${o.currency}, not ${input.amount} ${input.currency}`, res.status);
      }
      return {
        id: o.id,
        amount: o.amount,
        currency: o.currency ?? input.currency,
        receipt: o.receipt ?? null,
        status: o.status ?? "created",
        notes: (o.notes && !Array.isArray(o.notes) ? o.notes : {}) as Record<string, string>,
      };
    },

    isPaymentSignatureValid({ orderId, paymentId, signature }) {
      return signaturesMatch(paymentSignature(orderId, paymentId, options.keySecret), signature);
    },
  };
}
