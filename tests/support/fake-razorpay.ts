import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * A local stand-in for Razorpay's Orders API (POST /v1/orders), the network edge billing talks to.
 * It checks basic auth like Razorpay (401 with its error body otherwise), answers an order entity as
 * documented, and can be switched to fail. Signatures are computed as Razorpay documents them.
 */
export interface FakeOrder {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: "created";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export type FakeMode = "ok" | "server_error" | "bad_request" | "wrong_amount" | "not_json";

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Every order created, in order; tests read the amount, currency, receipt and notes the server sent. */
  orders: FakeOrder[];
  /** Requests refused for bad credentials. */
  unauthorized: number;
  mode: FakeMode;
  close(): Promise<void>;
}

const KEY_ID = "rzp_test_HirewiseFake01";
const KEY_SECRET = "fake_key_secret_7c1d9b2e";
const WEBHOOK_SECRET = "fake_webhook_secret_3a8f";

function razorpayId(prefix: "order" | "pay" | "evt"): string {
  // Razorpay ids are a prefix and 14 base62 characters.
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return `${prefix}_${Array.from(crypto.randomBytes(14), (b) => alphabet[b % alphabet.length]).join("")}`;
}

function error(res: http.ServerResponse, status: number, code: string, description: string, field?: string) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ error: { code, description, source: "business", step: "payment_initiation", reason: "input_validation_failed", metadata: {}, field } }));
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const fake = { orders: [] as FakeOrder[], unauthorized: 0, mode: "ok" as FakeMode } as FakeRazorpay;
  const expectedAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/orders") return error(res, 404, "BAD_REQUEST_ERROR", "The requested URL was not found on the server.");
      if (req.headers.authorization !== expectedAuth) {
        fake.unauthorized += 1;
        return error(res, 401, "BAD_REQUEST_ERROR", "Authentication failed");
      }
      if (fake.mode === "server_error") return error(res, 500, "SERVER_ERROR", "We are facing some trouble completing your request at the moment. Please try again shortly.");
      if (fake.mode === "not_json") {
        res.writeHead(502, { "Content-Type": "text/html" });
        return res.end("<html><body>Bad gateway</body></html>");
      }
      let body: { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return error(res, 400, "BAD_REQUEST_ERROR", "The request body is not valid JSON.");
      }
      if (fake.mode === "bad_request") return error(res, 400, "BAD_REQUEST_ERROR", "The amount must be at least INR 1.00", "amount");
      if (typeof body.amount !== "number" || !Number.isInteger(body.amount) || body.amount < 100) {
        return error(res, 400, "BAD_REQUEST_ERROR", "The amount must be at least INR 1.00", "amount");
      }
      if (typeof body.currency !== "string") return error(res, 400, "BAD_REQUEST_ERROR", "The currency field is required.", "currency");
      if (typeof body.receipt === "string" && body.receipt.length > 40) {
        return error(res, 400, "BAD_REQUEST_ERROR", "receipt: the length must be no more than 40.", "receipt");
      }
      const amount = fake.mode === "wrong_amount" ? body.amount + 100 : body.amount;
      const order: FakeOrder = {
        id: razorpayId("order"),
        entity: "order",
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: body.currency,
        receipt: typeof body.receipt === "string" ? body.receipt : null,
        offer_id: null,
        status: "created",
        attempts: 0,
        notes: (body.notes ?? {}) as Record<string, string>,
        created_at: Math.floor(Date.now() / 1000),
      };
      fake.orders.push(order);
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(order));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return fake;
}

/**
 * Starts the fake for a suite and fills `env` with the Razorpay settings before the app is built.
 * Call it BEFORE useApi(kind, env): hooks run in order, so the URL is known when the config is read.
 */
export function useFakeRazorpay(env: Record<string, string>, options: { webhookSecret?: boolean; keys?: boolean } = {}): { current: FakeRazorpay } {
  const handle = {} as { current: FakeRazorpay };
  beforeAll(async () => {
    handle.current = await startFakeRazorpay();
    env.RAZORPAY_API_URL = handle.current.url;
    if (options.keys !== false) {
      env.RAZORPAY_KEY_ID = handle.current.keyId;
      env.RAZORPAY_KEY_SECRET = handle.current.keySecret;
    }
    if (options.webhookSecret !== false) env.RAZORPAY_WEBHOOK_SECRET = handle.current.webhookSecret;
  });
  afterAll(async () => {
    await handle.current?.close();
  });
  return handle;
}

/** What Checkout's handler receives after a successful payment, signed as Razorpay signs it. */
export function checkoutResult(orderId: string, keySecret = KEY_SECRET, paymentId = razorpayId("pay")) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: crypto.createHmac("sha256", keySecret).update(`${orderId}|${paymentId}`).digest("hex"),
  };
}

export function newPaymentId(): string {
  return razorpayId("pay");
}

export function newEventId(): string {
  return razorpayId("evt").slice(4);
}

/** A webhook delivery as Razorpay sends it: the exact bytes, their signature and an event id. */
export function signedWebhook(payload: unknown, webhookSecret = WEBHOOK_SECRET, eventId = newEventId()) {
  const raw = JSON.stringify(payload);
  return { raw, eventId, signature: crypto.createHmac("sha256", webhookSecret).update(raw).digest("hex") };
}

/** payment.captured as documented (payments webhook sample), for one of our orders. */
export function paymentCapturedEvent(order: { id: string; amount: number; currency?: string }, paymentId = razorpayId("pay")) {
  return {
    entity: "event",
    account_id: "acc_BFQ7uQEaa7j2z7",
    event: "payment.captured",
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: "payment",
          amount: order.amount,
          currency: order.currency ?? "INR",
          status: "captured",
          order_id: order.id,
          invoice_id: null,
          international: false,
          method: "upi",
          amount_refunded: 0,
          refund_status: null,
          captured: true,
          description: "Pro subscription",
          card_id: null,
          bank: null,
          wallet: null,
          vpa: "priya@okhdfcbank",
          email: "priya.sharma@example.com",
          contact: "+919876543210",
          notes: { planId: "pro" },
          fee: 470,
          tax: 72,
          error_code: null,
          error_description: null,
          created_at: Math.floor(Date.now() / 1000),
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

/** order.paid as documented: both the order (with our notes) and the payment. */
export function orderPaidEvent(order: { id: string; amount: number; receipt?: string | null; notes: Record<string, string> }, paymentId = razorpayId("pay")) {
  const captured = paymentCapturedEvent(order, paymentId);
  return {
    entity: "event",
    account_id: "acc_BFQ7uQEaa7j2z7",
    event: "order.paid",
    contains: ["payment", "order"],
    payload: {
      payment: captured.payload.payment,
      order: {
        entity: {
          id: order.id,
          entity: "order",
          amount: order.amount,
          amount_paid: order.amount,
          amount_due: 0,
          currency: "INR",
          receipt: order.receipt ?? null,
          offer_id: null,
          status: "paid",
          attempts: 1,
          notes: order.notes,
          created_at: Math.floor(Date.now() / 1000),
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}
