import crypto from "node:crypto";
import type { Schemas } from "../../http/operations";
import { AppError, badRequest, conflict, notFound, problemType, unauthorized } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { PaymentProviderError, type PaymentProvider } from "../../engines/payments/payment-provider";
import { isWebhookSignatureValid } from "../../engines/payments/signatures";
import type { ActivityRepository } from "../activity";
import type { UserRepository } from "../auth";
import type { UsageRepository, UsageService } from "../usage";
import type { BillingRepository, PaymentOrderRow, Tx, WebhookOutcome } from "./billing-repository";
import { amountInPaise, findPlan, isPaidPlan, lapsedPlan, oneMonthAfter, planOrDefault, planRank, quotePlanChange, type Plan, type PlanId, type PlanQuote } from "../plans";

/** The product name shown in Razorpay's payment window (SPEC section 7). */
export const PRODUCT_NAME = "Hirewise";

export interface BillingServiceDeps {
  billing: BillingRepository;
  users: Pick<UserRepository, "findById" | "setPlan">;
  now?: () => Date;
  usage: Pick<UsageService, "effectivePlan" | "snapshot">;
  usageCounters: Pick<UsageRepository, "resetForUser">;
  activity: Pick<ActivityRepository, "record">;
  /** Null when RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET are not set. */
  provider: PaymentProvider | null;
  /** RAZORPAY_WEBHOOK_SECRET; webhooks answer 503 without it. */
  webhookSecret: string | undefined;
  logger: Pick<Logger, "info" | "warn" | "error">;
}

export interface WebhookDelivery {
  rawBody: Buffer | undefined;
  signature: string | undefined;
  eventId: string | undefined;
  body: unknown;
}

interface RazorpayEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  amount_paid?: unknown;
  currency?: unknown;
  receipt?: unknown;
  notes?: unknown;
}

const HANDLED_EVENTS = new Set(["payment.captured", "order.paid"]);
const NOT_CONFIGURED = "Payments are not configured on this server. Please try again later.";

const str = (v: unknown): string | null => (typeof v === "string" && v.length > 0 && v.length <= 200 ? v : null);
const int = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) ? v : null);

function entityOf(body: unknown, key: "payment" | "order"): RazorpayEntity | null {
  const payload = (body as { payload?: Record<string, { entity?: unknown }> } | null)?.payload;
  const entity = payload?.[key]?.entity;
  return entity && typeof entity === "object" ? (entity as RazorpayEntity) : null;
}

/** How many payments the Billing tab lists (a year of monthly payments, many times over). */
const PAYMENT_HISTORY_LIMIT = 100;

/** Razorpay limits a receipt to 40 characters; ours is unique and says nothing about the user. */
function newReceipt(): string {
  return `hw_${Date.now().toString(36)}_${crypto.randomBytes(6).toString("hex")}`;
}

export function createBillingService(deps: BillingServiceDeps) {
  const { billing, users, usage, usageCounters, activity, provider, webhookSecret, logger, now = () => new Date() } = deps;

  /**
   * The plan change a user may make now, priced: refuses a plan that does not exist, Free, the plan in effect,
   * and a plan the launch promotion already gives more than.
   */
  async function priceChange(userId: string, planId: string, trx?: Tx): Promise<{ quote: PlanQuote; user: NonNullable<Awaited<ReturnType<typeof users.findById>>> }> {
    const plan = findPlan(planId);
    if (!plan) throw badRequest("That plan does not exist. Please choose a plan on the pricing page.");
    if (!isPaidPlan(plan)) throw badRequest(`The ${plan.name} plan is included forever; there is nothing to pay.`);
    const user = await users.findById(userId, trx);
    if (!user) throw unauthorized("Your session has expired. Please log in again.");
    const at = now();
    const current = usage.effectivePlan(user, at);
    if (current.id === plan.id) throw conflict(`You are already subscribed to the ${plan.name} plan.`);
    // A plan the launch promotion already lifts the user above would be money for nothing (Starter stays
    // lifted) or for less (Pro is below Pro Plus); a paid plan, by contrast, can always be changed.
    const held = lapsedPlan(user, at) ? "free" : user.plan;
    if (current.id !== held && planRank(plan.id) < planRank(current.id)) {
      throw conflict(`Your account has the ${current.name} plan free during our launch promotion, and it already includes everything in ${plan.name}. There is nothing to pay.`);
    }
    return { quote: quotePlanChange(user, plan, at), user };
  }

  function quoteBody(quote: PlanQuote): Schemas["PlanChangeQuote"] {
    return {
      plan_id: quote.plan.id,
      full_amount: quote.fullAmount,
      credit: quote.credit,
      credit_plan_id: quote.creditPlanId,
      amount_due: quote.amountDue,
      currency: "INR",
      paid_through: quote.paidThrough.toISOString(),
    };
  }

  /**
   * Paid → the purchased plan, once per order: marks the order paid, records the payment, sets the
   * user's plan and activation time and clears their usage counters (a new plan counts from its
   * activation), all in the caller's transaction. False when the order was already paid.
   */
  async function activate(order: PaymentOrderRow, paymentId: string, source: "checkout" | "webhook", trx: Tx): Promise<boolean> {
    const paid = await billing.markOrderPaid(order.id, paymentId, trx);
    if (!paid) return false;
    await billing.insertPayment({ id: paymentId, orderId: order.id, userId: order.user_id, plan: order.plan, amount: order.amount, currency: order.currency, source }, trx);
    const activatedAt = now();
    await users.setPlan(order.user_id, order.plan, { activatedAt, paidThrough: oneMonthAfter(activatedAt) }, trx);
    await usageCounters.resetForUser(order.user_id, trx);
    const plan = findPlan(order.plan)!;
    await activity.record(
      { userId: order.user_id, kind: "plan_activated", summary: `Activated the ${plan.name} plan (${plan.highlight})`, data: { planId: plan.id, orderId: order.id, paymentId } },
      trx,
    );
    logger.info({ orderId: order.id, paymentId, plan: order.plan, source }, "plan activated");
    return true;
  }

  return {
    /**
     * `payments` of GET /plans: the public key id only when orders can be created (id and secret both
     * set), so a checkout that gets null knows at once that no payment can start.
     */
    paymentsConfig(): Schemas["PaymentsConfig"] {
      return { provider: "razorpay", key_id: provider?.keyId ?? null };
    },

    /**
     * GET /billing/summary: the plan in effect and how the user has it, the month a paid plan's payment covers,
     * this period's usage (the subscription snapshot) and the payment history, newest first.
     */
    async summary(userId: string): Promise<Schemas["BillingSummary"]> {
      const [subscription, user, payments] = await Promise.all([usage.snapshot(userId), users.findById(userId), billing.paymentsFor(userId, PAYMENT_HISTORY_LIMIT)]);
      if (!user) throw unauthorized("Your session has expired. Please log in again.");
      const plan = planOrDefault(subscription.planId);
      const status = subscription.promotional ? "promotion" : isPaidPlan(plan) ? "paid" : "free";
      const lapsed = lapsedPlan(user, now());
      return {
        plan,
        subscription,
        status,
        period_start: subscription.activatedAt,
        paid_through: status === "paid" && user.paid_through ? new Date(user.paid_through).toISOString() : null,
        ...(lapsed ? { lapsed: { plan_id: lapsed.planId, plan_name: planOrDefault(lapsed.planId).name, ended_at: lapsed.endedAt.toISOString() } } : {}),
        payments: payments.map((p) => ({
          id: p.id,
          order_id: p.order_id,
          plan_id: p.plan,
          plan_name: planOrDefault(p.plan).name,
          amount: p.amount,
          currency: p.currency,
          paid_at: p.paid_at.toISOString(),
        })),
      };
    },

    /** GET /billing/quote: what changing to a plan costs now, with the unused days of the current plan credited. */
    async quote(userId: string, planId: string): Promise<Schemas["PlanChangeQuote"]> {
      return quoteBody((await priceChange(userId, planId)).quote);
    },

    /**
     * POST /billing/change: a change the credit pays for in full (a downgrade part-way through a paid month) is
     * made at once, with the credit left over carried as extra days of the new plan. A change that costs money
     * goes through checkout instead.
     */
    async changePlan(userId: string, planId: string): Promise<Schemas["Subscription"]> {
      await billing.transaction(async (trx) => {
        await billing.lockUser(userId, trx);
        const { quote } = await priceChange(userId, planId, trx);
        if (quote.amountDue > 0) {
          throw new AppError(402, `Changing to ${quote.plan.name} costs ₹${(quote.amountDue / 100).toFixed(2)} now. Please pay for it at checkout.`, {
            type: problemType(402, "payment-required"),
          });
        }
        const from = planOrDefault(quote.creditPlanId ?? "free");
        await users.setPlan(userId, quote.plan.id, { activatedAt: now(), paidThrough: quote.paidThrough }, trx);
        await usageCounters.resetForUser(userId, trx);
        await activity.record(
          {
            userId,
            kind: "plan_activated",
            summary: `Changed to the ${quote.plan.name} plan; the unused days of ${from.name} pay for it until ${quote.paidThrough.toISOString().slice(0, 10)}`,
            data: { planId: quote.plan.id, fromPlanId: from.id, credit: quote.credit, paidThrough: quote.paidThrough.toISOString() },
          },
          trx,
        );
      });
      return usage.snapshot(userId);
    },

    /** POST /billing/orders: a Razorpay order for a paid plan, priced from the catalogue less the current plan's unused days. */
    async createOrder(userId: string, planId: PlanId): Promise<Schemas["PaymentOrder"]> {
      const { quote, user } = await priceChange(userId, planId);
      const plan: Plan = quote.plan;
      if (quote.amountDue === 0) throw conflict(`The unused days of your current plan already pay for ${plan.name}; switch without paying.`);
      if (!provider) throw new AppError(503, NOT_CONFIGURED);

      const amount = quote.amountDue;
      const receipt = newReceipt();
      let order;
      try {
        order = await provider.createOrder({ amount, currency: "INR", receipt, notes: { planId: plan.id, userId } });
      } catch (err) {
        if (!(err instanceof PaymentProviderError)) throw err;
        logger.error({ err: { message: err.message, status: err.status, code: err.code }, plan: plan.id }, "razorpay order failed");
        throw new AppError(503, "We couldn't start the payment with Razorpay right now. Please try again in a minute.");
      }
      await billing.insertOrder({ id: order.id, userId, plan: plan.id, amount, currency: "INR", receipt });
      return {
        order_id: order.id,
        plan_id: plan.id,
        amount,
        currency: "INR",
        key_id: provider.keyId,
        name: PRODUCT_NAME,
        description: `${plan.name} subscription`,
        notes: { planId: plan.id },
        prefill: { name: user.name, email: user.email },
      };
    },

    /**
     * POST /billing/verify: the checkout handler's ids and signature. Only a signature made with our key
     * secret over this order and payment changes the plan; verifying the same payment again changes nothing.
     */
    async verifyPayment(userId: string, input: { orderId: string; paymentId: string; signature: string }): Promise<Schemas["Subscription"]> {
      if (!provider) throw new AppError(503, NOT_CONFIGURED);
      const order = await billing.findOrder(input.orderId);
      // Someone else's order is answered exactly like a missing one.
      if (!order || order.user_id !== userId) throw notFound("We couldn't find that payment order. Please start the checkout again from the pricing page.");
      if (!provider.isPaymentSignatureValid(input)) {
        logger.warn({ orderId: input.orderId, paymentId: input.paymentId }, "payment signature mismatch");
        throw badRequest("We couldn't verify this payment: its signature does not match. Your plan has not changed.");
      }
      await billing.transaction((trx) => activate(order, input.paymentId, "checkout", trx));
      return usage.snapshot(userId);
    },

    /** POST /billing/webhook: signature over the raw bytes, then at most one change per event id. */
    async handleWebhook(delivery: WebhookDelivery): Promise<{ outcome: WebhookOutcome | "duplicate" }> {
      if (!webhookSecret) throw new AppError(503, "Razorpay webhooks are not configured on this server.");
      if (!delivery.rawBody || !delivery.signature || !isWebhookSignatureValid(delivery.rawBody, delivery.signature, webhookSecret)) {
        logger.warn({ eventId: delivery.eventId }, "webhook signature mismatch");
        throw badRequest("The webhook signature is invalid.");
      }
      const body = delivery.body as { event?: unknown };
      const event = typeof body?.event === "string" ? body.event : "unknown";
      const payment = entityOf(body, "payment");
      const orderEntity = entityOf(body, "order");
      const paymentId = str(payment?.id);
      const orderId = str(payment?.order_id) ?? str(orderEntity?.id);
      // Razorpay sends the same X-Razorpay-Event-Id on every retry; without it, the payload names the event.
      const eventId =
        str(delivery.eventId?.trim()) ??
        `${event}:${paymentId ?? orderId ?? crypto.createHash("sha256").update(delivery.rawBody).digest("hex")}`;

      const outcome = await billing.transaction(async (trx): Promise<WebhookOutcome | "duplicate"> => {
        if (!(await billing.claimWebhookEvent({ id: eventId, event, orderId, paymentId }, trx))) return "duplicate";
        const result = await processEvent(trx);
        await billing.setWebhookOutcome(eventId, result, trx);
        return result;
      });
      logger.info({ eventId, event, orderId, paymentId, outcome }, "razorpay webhook");
      return { outcome };

      async function processEvent(trx: Tx): Promise<WebhookOutcome> {
        if (!HANDLED_EVENTS.has(event)) return "ignored";
        if (!orderId || !paymentId) return "ignored";
        const order = (await billing.findOrderForUpdate(orderId, trx)) ?? (await adoptOrder(orderId, trx));
        if (!order) return "unknown_order";
        const paidAmount = int(payment?.amount) ?? int(orderEntity?.amount_paid);
        const currency = str(payment?.currency) ?? str(orderEntity?.currency) ?? order.currency;
        if (paidAmount === null || paidAmount < order.amount || currency !== order.currency) {
          logger.error({ orderId, paymentId, paidAmount, expected: order.amount, currency }, "webhook amount does not cover the order");
          return "amount_mismatch";
        }
        return (await activate(order, paymentId, "webhook", trx)) ? "activated" : "already_paid";
      }

      /**
       * An order.paid for an order this server created but never stored (e.g. it crashed between creating
       * the order and saving it): the order's own notes, which only our key can set, name user and plan.
       * A payment's notes come from the browser, so payment.captured is never trusted this way.
       */
      async function adoptOrder(id: string, trx: Tx): Promise<PaymentOrderRow | undefined> {
        if (event !== "order.paid" || !orderEntity) return undefined;
        const notes = (orderEntity.notes ?? {}) as Record<string, unknown>;
        const plan = findPlan(String(notes.planId ?? ""));
        const userId = str(notes.userId);
        if (!plan || !isPaidPlan(plan) || !userId || !/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
        if (!(await users.findById(userId, trx))) return undefined;
        await billing.insertOrder(
          // A pro-rated order is for less than the catalogue price; Razorpay's own order says what it was for.
          { id, userId, plan: plan.id, amount: int(orderEntity.amount) ?? amountInPaise(plan), currency: "INR", receipt: str(orderEntity.receipt) ?? newReceipt() },
          trx,
        );
        return billing.findOrderForUpdate(id, trx);
      }
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
