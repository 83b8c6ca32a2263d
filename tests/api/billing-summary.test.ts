import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";
import { checkoutResult, paymentCapturedEvent, signedWebhook, useFakeRazorpay } from "../support/fake-razorpay";
import { oneMonthAfter } from "../../server/src/modules/plans";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function pay(h: Harness, token: string, planId: string) {
  const order = await h.api().post("/api/v1/billing/orders").set(bearer(token)).send({ plan_id: planId });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const result = checkoutResult(order.body.order_id);
  const verified = await h.api().post("/api/v1/billing/verify").set(bearer(token)).send(result);
  expect(verified.status).toBe(200);
  return { orderId: order.body.order_id as string, paymentId: result.razorpay_payment_id, amount: order.body.amount as number };
}

describeEachDatabase("billing summary (the Billing tab)", (kind) => {
  const env: Record<string, string> = { LAUNCH_PROMO_PLAN: "none", SIGNUPS_PER_IP_PER_HOUR: "1000" };
  const razorpay = useFakeRazorpay(env);
  const h = useApi(kind, env);
  const summary = (token: string) => h.api().get("/api/v1/billing/summary").set(bearer(token)).set("X-Time-Zone", "Asia/Kolkata");

  it("shows a new account on the free plan: no paid period, no payments, this period's usage", async () => {
    const user = await signUp(h);
    const res = await summary(user.session.access_token);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toMatchObject({ status: "free", paid_through: null, payments: [], plan: { id: "free", name: "Free", highlight: "₹0/mo" } });
    expect(res.body.subscription).toMatchObject({ planId: "free", usage: { mockInterviews: { count: 0, limit: 1 }, resumeBuilds: { count: 0, limit: 0 } } });
    expect(res.body.period_start).toBe(res.body.subscription.activatedAt);
  });

  it("shows the paid plan, the month its payment covers, the usage since and every payment newest first, in paise", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    const starter = await pay(h, token, "starter");
    const pro = await pay(h, token, "pro");
    // Usage counts against the plan in effect.
    await h.api().post("/api/v1/interview/start").set(bearer(token)).send({ role: "Data Analyst", seniority: "mid", skills: ["SQL"] });

    const res = await summary(token);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("paid");
    expect(res.body.plan).toMatchObject({ id: "pro", name: "Pro", amount: 199, highlight: "₹199/mo" });
    expect(res.body.subscription).toMatchObject({ planId: "pro", promotional: false, usage: { mockInterviews: { count: 1, limit: 3 } } });
    const start = new Date(res.body.period_start);
    expect(start.toISOString()).toBe(res.body.subscription.activatedAt);
    expect(res.body.paid_through).toBe(oneMonthAfter(start).toISOString());
    expect(res.body.payments).toEqual([
      // Pro was bought moments after Starter: Starter's unused month (worth ₹79, less a few seconds) went towards it.
      { id: pro.paymentId, order_id: pro.orderId, plan_id: "pro", plan_name: "Pro", amount: pro.amount, currency: "INR", paid_at: expect.any(String) },
      { id: starter.paymentId, order_id: starter.orderId, plan_id: "starter", plan_name: "Starter", amount: 7900, currency: "INR", paid_at: expect.any(String) },
    ]);
    expect(pro.amount).toBeGreaterThanOrEqual(19900 - 7900);
    expect(pro.amount).toBeLessThan(19900 - 7890);
    expect(Date.parse(res.body.payments[0].paid_at)).toBeGreaterThanOrEqual(Date.parse(res.body.payments[1].paid_at));
  });

  it("lists a payment that arrived by webhook, and nobody else's payments", async () => {
    const buyer = await signUp(h);
    const other = await signUp(h);
    const order = await h.api().post("/api/v1/billing/orders").set(bearer(buyer.session.access_token)).send({ plan_id: "pro_plus" });
    const delivery = signedWebhook(paymentCapturedEvent({ id: order.body.order_id, amount: order.body.amount }), razorpay.current.webhookSecret);
    const hook = await h.api().post("/api/v1/billing/webhook").set("Content-Type", "application/json").set("X-Razorpay-Signature", delivery.signature).set("X-Razorpay-Event-Id", delivery.eventId).send(delivery.raw);
    expect(hook.status).toBe(200);
    const mine = await summary(buyer.session.access_token);
    expect(mine.body).toMatchObject({ status: "paid", plan: { id: "pro_plus" } });
    expect(mine.body.payments).toHaveLength(1);
    expect(mine.body.payments[0]).toMatchObject({ order_id: order.body.order_id, plan_id: "pro_plus", amount: 39900 });
    expect((await summary(other.session.access_token)).body.payments).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await h.api().get("/api/v1/billing/summary")).status).toBe(401);
  });
});

describeEachDatabase("billing summary during the launch promotion", (kind) => {
  const h = useApi(kind, { LAUNCH_PROMO_PLAN: "pro_plus", SIGNUPS_PER_IP_PER_HOUR: "1000" });

  it("says the plan comes from the promotion, with no paid period", async () => {
    const user = await signUp(h);
    const res = await h.api().get("/api/v1/billing/summary").set(bearer(user.session.access_token));
    expect(res.body).toMatchObject({ status: "promotion", paid_through: null, payments: [], plan: { id: "pro_plus" }, subscription: { promotional: true } });
  });
});

describe("oneMonthAfter", () => {
  it("is the same day next month, or that month's last day", () => {
    expect(oneMonthAfter(new Date("2026-11-18T09:30:00.000Z")).toISOString()).toBe("2026-12-18T09:30:00.000Z");
    expect(oneMonthAfter(new Date("2026-12-20T00:00:00.000Z")).toISOString()).toBe("2027-01-20T00:00:00.000Z");
    expect(oneMonthAfter(new Date("2027-01-31T23:59:00.000Z")).toISOString()).toBe("2027-02-28T23:59:00.000Z");
    expect(oneMonthAfter(new Date("2028-01-31T10:00:00.000Z")).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(oneMonthAfter(new Date("2026-03-31T10:00:00.000Z")).toISOString()).toBe("2026-04-30T10:00:00.000Z");
  });
});
