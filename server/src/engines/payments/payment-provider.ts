/**
 * The payment provider behind billing. Razorpay is the one implementation (razorpay-client.ts); tests
 * point it at a local fake of the Orders API rather than replacing it.
 */
export interface CreateOrderInput {
  /** In the smallest currency unit (paise). */
  amount: number;
  currency: string;
  /** Our reference for the order, at most 40 characters (Razorpay's limit). */
  receipt: string;
  notes: Record<string, string>;
}

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
  notes: Record<string, string>;
}

export interface PaymentProvider {
  /** The public key the browser opens the checkout with. */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** True when the checkout handler's signature proves this payment paid this order. */
  isPaymentSignatureValid(input: { orderId: string; paymentId: string; signature: string }): boolean;
}

/** The provider refused or could not be reached. `message` is for logs, never for the user. */
export class PaymentProviderError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  constructor(message: string, status?: number, code?: string) {
    super(message);
    this.name = "PaymentProviderError";
    this.status = status;
    this.code = code;
  }
}
