import { currentUserId } from "../../http/auth-middleware";
import { send, type OperationHandlers } from "../../http/operations";
import { withTimeZone, type UsageService } from "../usage";
import type { BillingService } from "./billing-service";
import { DEFAULT_PLAN, PLANS } from "../plans";

/** The JSON parser in app.ts keeps the raw bytes of the webhook: its signature is over them, not the parsed JSON. */
type WithRawBody = { rawBody?: Buffer };

export function billingHandlers(usage: UsageService, billing: BillingService): OperationHandlers {
  return {
    listPlans: (_req, res) => {
      res.setHeader("Cache-Control", "public, max-age=300");
      send(res, "listPlans", 200, { plans: [...PLANS], default_plan: DEFAULT_PLAN, payments: billing.paymentsConfig() });
    },
    getSubscription: withTimeZone(usage, async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getSubscription", 200, await usage.snapshot(currentUserId(req)));
    }),
    getBillingSummary: withTimeZone(usage, async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getBillingSummary", 200, await billing.summary(currentUserId(req)));
    }),
    getPlanChangeQuote: withTimeZone(usage, async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getPlanChangeQuote", 200, await billing.quote(currentUserId(req), req.query.plan_id));
    }),
    changePlan: withTimeZone(usage, async (req, res) => {
      send(res, "changePlan", 200, await billing.changePlan(currentUserId(req), req.body.plan_id));
    }),
    createPaymentOrder: withTimeZone(usage, async (req, res) => {
      const body = req.body;
      send(res, "createPaymentOrder", 201, await billing.createOrder(currentUserId(req), body.plan_id));
    }),
    verifyPayment: withTimeZone(usage, async (req, res) => {
      const body = req.body;
      const subscription = await billing.verifyPayment(currentUserId(req), {
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      });
      send(res, "verifyPayment", 200, subscription);
    }),
    handleRazorpayWebhook: async (req, res) => {
      await billing.handleWebhook({
        rawBody: (req as WithRawBody).rawBody,
        signature: req.get("x-razorpay-signature"),
        eventId: req.get("x-razorpay-event-id"),
        body: req.body,
      });
      send(res, "handleRazorpayWebhook", 200, { received: true });
    },
  };
}
