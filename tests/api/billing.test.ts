import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";
import {
  checkoutResult,
  newEventId,
  newPaymentId,
  orderPaidEvent,
  paymentCapturedEvent,
  signedWebhook,
  useFakeRazorpay,
} from "../support/fake-razorpay";
import { createUsageRepository } from "../../server/src/modules/usage/usage-repository";
import { createUsageService } from "../../server/src/modules/usage/usage-service";
import { createUserRepository } from "../../server/src/modules/auth/user-repository";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function createOrder(h: Harness, token: string, planId: string) {
  const res = await h.api().post("/api/v1/billing/orders").set(bearer(token)).send({ plan_id: planId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { order_id: string; plan_id: string; amount: number; currency: string; key_id: string };
}

function postWebhook(h: Harness, delivery: { raw: string; signature: string; eventId?: string }) {
  const req = h.api().post("/api/v1/billing/webhook").set("Content-Type", "application/json").set("X-Razorpay-Signature", delivery.signature);
  if (delivery.eventId) req.set("X-Razorpay-Event-Id", delivery.eventId);
  return req.send(delivery.raw);
}

describeEachDatabase("billing: Razorpay checkout", (kind) => {
  // Promotion off, so new accounts start on Free and a purchase visibly changes the plan.
  const env: Record<string, string> = { LAUNCH_PROMO_PLAN: "none", SIGNUPS_PER_IP_PER_HOUR: "1000" };
  const razorpay = useFakeRazorpay(env);
  const h = useApi(kind, env);

  it("GET /plans names the server's public Razorpay key id, so the checkout can open without a build key", async () => {
    const res = await h.api().get("/api/v1/plans");
    expect(res.status).toBe(200);
    expect(res.body.payments).toEqual({ provider: "razorpay", key_id: razorpay.current.keyId });
    expect(JSON.stringify(res.body)).not.toContain(razorpay.current.keySecret);
  });

  describe("creating an order", () => {
    it("creates a Razorpay order for the plan's catalogue price in paise, with the plan and user in its notes", async () => {
      const user = await signUp(h, { name: "Priya Sharma" });
      const order = await createOrder(h, user.session.access_token, "pro");
      expect(order).toMatchObject({ plan_id: "pro", amount: 19900, currency: "INR", key_id: razorpay.current.keyId, name: "Hirewise", description: "Pro subscription" });
      expect(order).toMatchObject({ notes: { planId: "pro" }, prefill: { name: "Priya Sharma", email: user.email } });
      const sent = razorpay.current.orders.find((o) => o.id === order.order_id)!;
      expect(sent).toMatchObject({ amount: 19900, currency: "INR", notes: { planId: "pro", userId: user.session.user.id } });
      expect(sent.receipt!.length).toBeLessThanOrEqual(40);
      expect(razorpay.current.unauthorized).toBe(0);
    });

    it("prices every paid plan from the server's catalogue", async () => {
      const user = await signUp(h);
      expect((await createOrder(h, user.session.access_token, "starter")).amount).toBe(7900);
      expect((await createOrder(h, user.session.access_token, "pro_plus")).amount).toBe(39900);
    });

    it("refuses the free plan with 400: there is nothing to pay", async () => {
      const user = await signUp(h);
      const res = await h.api().post("/api/v1/billing/orders").set(bearer(user.session.access_token)).send({ plan_id: "free" });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe("The Free plan is included forever; there is nothing to pay.");
    });

    it("refuses an unknown plan and an amount sent by the client before anything is charged", async () => {
      const user = await signUp(h);
      const before = razorpay.current.orders.length;
      const unknown = await h.api().post("/api/v1/billing/orders").set(bearer(user.session.access_token)).send({ plan_id: "platinum" });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors[0].path).toContain("plan_id");
      expect(razorpay.current.orders.length).toBe(before);
    });

    it("refuses the plan the user already has with 409 and the checkout's message", async () => {
      const user = await signUp(h);
      const order = await createOrder(h, user.session.access_token, "pro");
      const paid = await h.api().post("/api/v1/billing/verify").set(bearer(user.session.access_token)).send(checkoutResult(order.order_id));
      expect(paid.status).toBe(200);
      const again = await h.api().post("/api/v1/billing/orders").set(bearer(user.session.access_token)).send({ plan_id: "pro" });
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe("You are already subscribed to the Pro plan.");
    });

    it("answers 503 with a detail, and stores nothing, when Razorpay fails or answers nonsense", async () => {
      const user = await signUp(h);
      for (const mode of ["server_error", "bad_request", "not_json", "wrong_amount"] as const) {
        razorpay.current.mode = mode;
        try {
          const res = await h.api().post("/api/v1/billing/orders").set(bearer(user.session.access_token)).send({ plan_id: "starter" });
          expect(res.status, mode).toBe(503);
          expect(res.body.detail).toBe("We couldn't start the payment with Razorpay right now. Please try again in a minute.");
        } finally {
          razorpay.current.mode = "ok";
        }
      }
      // The order Razorpay made with the wrong amount was never stored, so it cannot be verified.
      const stray = razorpay.current.orders.at(-1)!;
      const verify = await h.api().post("/api/v1/billing/verify").set(bearer(user.session.access_token)).send(checkoutResult(stray.id));
      expect(verify.status).toBe(404);
    });

    it("needs a signed-in user", async () => {
      const res = await h.api().post("/api/v1/billing/orders").send({ plan_id: "pro" });
      expect(res.status).toBe(401);
    });
  });

  describe("verifying a payment", () => {
    it("activates the purchased plan, records the activation time and starts usage afresh", async () => {
      const user = await signUp(h);
      const token = user.session.access_token;
      const usage = createUsageService({ usage: createUsageRepository(h.db.database.knex), users: createUserRepository(h.db.database.knex), launchPromoPlan: "none" });
      await usage.consume(user.session.user.id, "mockInterviews");
      await usage.consume(user.session.user.id, "resumeScores");
      const before = await h.api().get("/api/v1/subscription").set(bearer(token));
      expect(before.body).toMatchObject({ planId: "free", usage: { mockInterviews: { count: 1, limit: 1 }, resumeScores: { count: 1, limit: 1 } } });

      const order = await createOrder(h, token, "starter");
      const res = await h.api().post("/api/v1/billing/verify").set(bearer(token)).send(checkoutResult(order.order_id));
      expect(res.status).toBe(200);
      expect(res.body.planId).toBe("starter");
      expect(new Date(res.body.activatedAt).getTime()).toBeGreaterThan(new Date(before.body.activatedAt).getTime());
      expect(res.body.usage).toMatchObject({
        mockInterviews: { count: 0, limit: 2 },
        resumeBuilds: { count: 0, limit: 2 },
        resumeScores: { count: 0, limit: 5 },
        jobMatches: { count: 0, limit: null },
      });
      const after = await h.api().get("/api/v1/subscription").set(bearer(token));
      expect(after.body).toEqual(res.body);
      const me = await h.api().get("/api/v1/auth/me").set(bearer(token));
      expect(me.body.plan).toBe("starter");
    });

    it("is idempotent: the same payment verified twice returns the same subscription and activation time", async () => {
      const user = await signUp(h);
      const order = await createOrder(h, user.session.access_token, "pro");
      const result = checkoutResult(order.order_id);
      const first = await h.api().post("/api/v1/billing/verify").set(bearer(user.session.access_token)).send(result);
      const second = await h.api().post("/api/v1/billing/verify").set(bearer(user.session.access_token)).send(result);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
    });

    it("refuses a signature that was not made with our key secret, and leaves the plan alone", async () => {
      const user = await signUp(h);
      const order = await createOrder(h, user.session.access_token, "pro_plus");
      const forged = checkoutResult(order.order_id, "not-the-key-secret");
      const res = await h.api().post("/api/v1/billing/verify").set(bearer(user.session.access_token)).send(forged);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe("We couldn't verify this payment: its signature does not match. Your plan has not changed.");
      // A genuine signature for a different payment id does not carry over either.
      const swapped = { ...checkoutResult(order.order_id), razorpay_payment_id: newPaymentId() };
      expect((await h.api().post("/api/v1/billing/verify").set(bearer(user.session.access_token)).send(swapped)).status).toBe(400);
      const sub = await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token));
      expect(sub.body.planId).toBe("free");
    });

    it("answers 404 for an unknown order and for another user's order", async () => {
      const owner = await signUp(h);
      const other = await signUp(h);
      const unknown = await h.api().post("/api/v1/billing/verify").set(bearer(owner.session.access_token)).send(checkoutResult("order_DoesNotExist01"));
      expect(unknown.status).toBe(404);
      expect(unknown.body.detail).toBe("We couldn't find that payment order. Please start the checkout again from the pricing page.");
      const order = await createOrder(h, owner.session.access_token, "pro");
      const stolen = await h.api().post("/api/v1/billing/verify").set(bearer(other.session.access_token)).send(checkoutResult(order.order_id));
      expect(stolen.status).toBe(404);
      const sub = await h.api().get("/api/v1/subscription").set(bearer(other.session.access_token));
      expect(sub.body.planId).toBe("free");
    });

    it("validates the body before anything else", async () => {
      const user = await signUp(h);
      const res = await h.api().post("/api/v1/billing/verify").set(bearer(user.session.access_token)).send({ razorpay_order_id: "order_x" });
      expect(res.status).toBe(400);
      expect(res.body.errors.length).toBeGreaterThanOrEqual(2);
    });

    it("shows the activation on the dashboard's recent activity", async () => {
      const user = await signUp(h);
      const order = await createOrder(h, user.session.access_token, "pro");
      await h.api().post("/api/v1/billing/verify").set(bearer(user.session.access_token)).send(checkoutResult(order.order_id));
      const dash = await h.api().get("/api/v1/dashboard").set(bearer(user.session.access_token));
      expect(dash.status).toBe(200);
      expect(dash.body.plan.id).toBe("pro");
      expect(dash.body.recent_activity[0]).toMatchObject({ kind: "plan_activated", summary: "Activated the Pro plan (₹199/mo)", data: { planId: "pro", orderId: order.order_id } });
    });
  });

  describe("webhook", () => {
    it("activates the order's plan on payment.captured, verified over the raw body", async () => {
      const user = await signUp(h);
      const order = await createOrder(h, user.session.access_token, "pro");
      const res = await postWebhook(h, signedWebhook(paymentCapturedEvent({ id: order.order_id, amount: order.amount }), razorpay.current.webhookSecret));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true });
      const sub = await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token));
      expect(sub.body.planId).toBe("pro");
    });

    it("changes nothing when the same event arrives twice, or when checkout verification follows it", async () => {
      const user = await signUp(h);
      const token = user.session.access_token;
      const order = await createOrder(h, token, "pro_plus");
      const paymentId = newPaymentId();
      const delivery = signedWebhook(paymentCapturedEvent({ id: order.order_id, amount: order.amount }, paymentId), razorpay.current.webhookSecret);
      expect((await postWebhook(h, delivery)).status).toBe(200);
      const first = await h.api().get("/api/v1/subscription").set(bearer(token));
      expect(first.body.planId).toBe("pro_plus");

      expect((await postWebhook(h, delivery)).status).toBe(200);
      const verified = await h.api().post("/api/v1/billing/verify").set(bearer(token)).send(checkoutResult(order.order_id, razorpay.current.keySecret, paymentId));
      expect(verified.status).toBe(200);
      expect(verified.body.activatedAt).toBe(first.body.activatedAt);
      const events = await h.db.database.knex("webhook_events").where({ id: delivery.eventId });
      expect(events).toHaveLength(1);
      expect(events[0].outcome).toBe("activated");
    });

    it("recognises a redelivered event by its payload when Razorpay sends no event id", async () => {
      const user = await signUp(h);
      const order = await createOrder(h, user.session.access_token, "starter");
      const delivery = signedWebhook(paymentCapturedEvent({ id: order.order_id, amount: order.amount }), razorpay.current.webhookSecret);
      const noId = { raw: delivery.raw, signature: delivery.signature };
      expect((await postWebhook(h, noId)).status).toBe(200);
      expect((await postWebhook(h, noId)).status).toBe(200);
      const rows = await h.db.database.knex("webhook_events").where({ order_id: order.order_id });
      expect(rows).toHaveLength(1);
    });

    it("activates from order.paid, and from the order's own notes when this server never stored the order", async () => {
      const user = await signUp(h);
      const stored = await createOrder(h, user.session.access_token, "starter");
      const sent = razorpay.current.orders.find((o) => o.id === stored.order_id)!;
      expect((await postWebhook(h, signedWebhook(orderPaidEvent(sent), razorpay.current.webhookSecret))).status).toBe(200);
      expect((await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token))).body.planId).toBe("starter");

      const other = await signUp(h);
      const orphan = { id: "order_NotStoredHere01", amount: 39900, receipt: "hw_orphan_1", notes: { planId: "pro_plus", userId: other.session.user.id } };
      expect((await postWebhook(h, signedWebhook(orderPaidEvent(orphan), razorpay.current.webhookSecret))).status).toBe(200);
      expect((await h.api().get("/api/v1/subscription").set(bearer(other.session.access_token))).body.planId).toBe("pro_plus");
    });

    it("never trusts a payment's browser-set notes for an order it does not know, nor a payment short of the price", async () => {
      const user = await signUp(h);
      const unknown = paymentCapturedEvent({ id: "order_UnknownOrder01", amount: 39900 });
      unknown.payload.payment.entity.notes = { planId: "pro_plus", userId: user.session.user.id } as never;
      expect((await postWebhook(h, signedWebhook(unknown, razorpay.current.webhookSecret))).status).toBe(200);

      const order = await createOrder(h, user.session.access_token, "pro_plus");
      const short = await postWebhook(h, signedWebhook(paymentCapturedEvent({ id: order.order_id, amount: 100 }), razorpay.current.webhookSecret));
      expect(short.status).toBe(200);
      expect((await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token))).body.planId).toBe("free");
    });

    it("acknowledges valid events it does not handle with 200 {received: true}", async () => {
      const res = await postWebhook(h, signedWebhook({ entity: "event", event: "refund.created", contains: ["refund"], payload: { refund: { entity: { id: "rfnd_FP8QHiV938haTz" } } } }, razorpay.current.webhookSecret));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true });
    });

    it("rejects a wrong signature, and a body changed after signing, with 400", async () => {
      const user = await signUp(h);
      const order = await createOrder(h, user.session.access_token, "pro");
      const event = paymentCapturedEvent({ id: order.order_id, amount: order.amount });
      const forged = signedWebhook(event, "someone-elses-secret");
      const bad = await postWebhook(h, forged);
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toBe("The webhook signature is invalid.");
      // Same JSON, different bytes: the signature is over the bytes Razorpay sent, not a re-serialisation.
      const genuine = signedWebhook(event, razorpay.current.webhookSecret);
      const reformatted = await postWebhook(h, { ...genuine, raw: JSON.stringify(event, null, 2) });
      expect(reformatted.status).toBe(400);
      const missing = await h.api().post("/api/v1/billing/webhook").set("Content-Type", "application/json").send(genuine.raw);
      expect(missing.status).toBe(400);
      expect((await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token))).body.planId).toBe("free");
    });

    it("answers a body that is not JSON with 400, not 500", async () => {
      const res = await postWebhook(h, { raw: "{not json", signature: "00", eventId: newEventId() });
      expect(res.status).toBe(400);
    });
  });
});

describeEachDatabase("billing: during a launch promotion", (kind) => {
  // The promotion lifts unpaid accounts to Pro here, so there is a plan above it to buy and one below it.
  const env: Record<string, string> = { LAUNCH_PROMO_PLAN: "pro", SIGNUPS_PER_IP_PER_HOUR: "1000" };
  useFakeRazorpay(env);
  const h = useApi(kind, env);

  it("refuses, before anything is charged, a plan the promotion already gives or exceeds; sells the plan above it", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    expect((await h.api().get("/api/v1/subscription").set(bearer(token))).body).toMatchObject({ planId: "pro", promotional: true });
    const starter = await h.api().post("/api/v1/billing/orders").set(bearer(token)).send({ plan_id: "starter" });
    expect(starter.status).toBe(409);
    expect(starter.body.detail).toBe(
      "Your account has the Pro plan free during our launch promotion, and it already includes everything in Starter. There is nothing to pay.",
    );
    const same = await h.api().post("/api/v1/billing/orders").set(bearer(token)).send({ plan_id: "pro" });
    expect(same.status).toBe(409);
    expect(same.body.detail).toBe("You are already subscribed to the Pro plan.");
    expect((await createOrder(h, token, "pro_plus")).amount).toBe(39900);
  });

  it("lets someone who paid change to any other paid plan, lower ones included", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    const order = await createOrder(h, token, "pro_plus");
    const verified = await h.api().post("/api/v1/billing/verify").set(bearer(token)).send(checkoutResult(order.order_id));
    expect(verified.body).toMatchObject({ planId: "pro_plus", promotional: false });
    // A month of Pro Plus just bought pays for the lower plans at once (pro-rated; plan-changes.test.ts).
    for (const plan of ["pro", "starter"]) {
      expect((await h.api().get("/api/v1/billing/quote").query({ plan_id: plan }).set(bearer(token))).body).toMatchObject({ plan_id: plan, amount_due: 0 });
    }
    const changed = await h.api().post("/api/v1/billing/change").set(bearer(token)).send({ plan_id: "pro" });
    expect(changed.body).toMatchObject({ planId: "pro", promotional: false });
    // From Pro back up to Pro Plus costs the difference.
    const up = await createOrder(h, token, "pro_plus");
    expect(up.amount).toBeGreaterThan(0);
    expect(up.amount).toBeLessThan(39900);
  });
});

describeEachDatabase("billing: Razorpay not configured", (kind) => {
  const h = useApi(kind, { LAUNCH_PROMO_PLAN: "none" });

  it("GET /plans reports no key, so the checkout warns as soon as it opens", async () => {
    const res = await h.api().get("/api/v1/plans");
    expect(res.status).toBe(200);
    expect(res.body.payments).toEqual({ provider: "razorpay", key_id: null });
  });

  it("answers orders and verification with 503 and a detail the checkout can show", async () => {
    const user = await signUp(h);
    const order = await h.api().post("/api/v1/billing/orders").set(bearer(user.session.access_token)).send({ plan_id: "pro" });
    expect(order.status).toBe(503);
    expect(order.body.detail).toBe("Payments are not configured on this server. Please try again later.");
    const verify = await h.api().post("/api/v1/billing/verify").set(bearer(user.session.access_token)).send(checkoutResult("order_Anything0001"));
    expect(verify.status).toBe(503);
  });

  it("answers webhooks with 503 when the webhook secret is unset", async () => {
    const res = await postWebhook(h, signedWebhook({ event: "payment.captured", payload: {} }));
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe("Razorpay webhooks are not configured on this server.");
  });
});

describeEachDatabase("billing: Razorpay key id without its secret", (kind) => {
  const h = useApi(kind, { LAUNCH_PROMO_PLAN: "none", RAZORPAY_KEY_ID: "rzp_test_IdWithoutSecret" });

  it("GET /plans reports no key: without the secret no order can be created, so no payment can start", async () => {
    const res = await h.api().get("/api/v1/plans");
    expect(res.body.payments).toEqual({ provider: "razorpay", key_id: null });
    const user = await signUp(h);
    const order = await h.api().post("/api/v1/billing/orders").set(bearer(user.session.access_token)).send({ plan_id: "pro" });
    expect(order.status).toBe(503);
  });
});
