import { expect, it } from "vitest";
import { oneMonthAfter } from "../../server/src/modules/plans";
import { signUp, useApi, type Harness } from "../support/api-harness";
import { describeEachDatabase } from "../support/databases";
import { checkoutResult, useFakeRazorpay } from "../support/fake-razorpay";

/**
 * The pricing FAQ promises "upgrade or downgrade at any time with immediate changes and pro-rated billing", and
 * a month's payment buys a month: the unused days of a paid plan go towards the next one, a downgrade the credit
 * pays for happens at once, and a paid plan that is not paid again ends.
 */
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase("plan changes, pro-rated", (kind) => {
  const env: Record<string, string> = { LAUNCH_PROMO_PLAN: "none", SIGNUPS_PER_IP_PER_HOUR: "1000" };
  useFakeRazorpay(env);
  const h = useApi(kind, env);
  const quote = (token: string, plan: string) => h.api().get("/api/v1/billing/quote").query({ plan_id: plan }).set(bearer(token));

  async function pay(token: string, plan: string) {
    const order = await h.api().post("/api/v1/billing/orders").set(bearer(token)).send({ plan_id: plan });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const verified = await h.api().post("/api/v1/billing/verify").set(bearer(token)).send(checkoutResult(order.body.order_id));
    expect(verified.status).toBe(200);
    return order.body as { amount: number };
  }

  /** Moves a user's paid period back in time, as if it had been bought `daysAgo` days ago. */
  async function paidDaysAgo(harness: Harness, userId: string, daysAgo: number) {
    const activated = new Date(Date.now() - daysAgo * DAY);
    await harness.db.database.knex("users").where({ id: userId }).update({ plan_activated_at: activated, paid_through: oneMonthAfter(activated) });
    return { activated, paidThrough: oneMonthAfter(activated) };
  }

  it("prices a plan in full for a Free account, and a change with nothing to credit goes to checkout", async () => {
    const user = await signUp(h);
    const res = await quote(user.session.access_token, "pro");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plan_id: "pro", full_amount: 19900, credit: 0, credit_plan_id: null, amount_due: 19900, currency: "INR" });
    const change = await h.api().post("/api/v1/billing/change").set(bearer(user.session.access_token)).send({ plan_id: "pro" });
    expect(change.status).toBe(402);
    expect(change.body.detail).toBe("Changing to Pro costs ₹199.00 now. Please pay for it at checkout.");
    expect((await h.api().get("/api/v1/subscription").set(bearer(user.session.access_token))).body.planId).toBe("free");
  });

  it("upgrades part-way through a month for the difference: the unused days of the old plan are credited, and the new month starts at payment", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    await pay(token, "pro");
    const { activated, paidThrough } = await paidDaysAgo(h, user.session.user.id, 10);

    const q = (await quote(token, "pro_plus")).body;
    const monthMs = paidThrough.getTime() - activated.getTime();
    const expectedCredit = Math.floor((19900 * (paidThrough.getTime() - Date.now())) / monthMs);
    expect(q.credit_plan_id).toBe("pro");
    expect(Math.abs(q.credit - expectedCredit)).toBeLessThanOrEqual(2);
    expect(q.amount_due).toBe(39900 - q.credit);

    const order = await pay(token, "pro_plus");
    expect(Math.abs(order.amount - q.amount_due)).toBeLessThanOrEqual(2);
    const summary = (await h.api().get("/api/v1/billing/summary").set(bearer(token))).body;
    expect(summary).toMatchObject({ status: "paid", plan: { id: "pro_plus" } });
    expect(summary.paid_through).toBe(oneMonthAfter(new Date(summary.period_start)).toISOString());
    expect(summary.payments[0]).toMatchObject({ plan_id: "pro_plus", amount: order.amount });
  });

  it("downgrades at once when the unused days pay for the cheaper plan, carrying the rest over as extra days", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    await pay(token, "pro_plus");
    await paidDaysAgo(h, user.session.user.id, 5);

    const q = (await quote(token, "starter")).body;
    expect(q).toMatchObject({ plan_id: "starter", full_amount: 7900, credit_plan_id: "pro_plus", amount_due: 0 });
    // About 25 days of ₹399 is worth more than four months of ₹79.
    const daysCovered = (Date.parse(q.paid_through) - Date.now()) / DAY;
    expect(daysCovered).toBeGreaterThan(4 * 28);
    expect(daysCovered).toBeLessThan(5 * 31);
    // Checkout has nothing to charge for it.
    expect((await h.api().post("/api/v1/billing/orders").set(bearer(token)).send({ plan_id: "starter" })).status).toBe(409);

    const changed = await h.api().post("/api/v1/billing/change").set(bearer(token)).send({ plan_id: "starter" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ planId: "starter", promotional: false, usage: { resumeBuilds: { count: 0, limit: 2 } } });
    const summary = (await h.api().get("/api/v1/billing/summary").set(bearer(token))).body;
    expect(summary).toMatchObject({ status: "paid", plan: { id: "starter" } });
    expect(Math.abs(Date.parse(summary.paid_through) - Date.parse(q.paid_through))).toBeLessThan(60_000);
    expect(summary.payments).toHaveLength(1); // nothing was charged
    const activity = (await h.api().get("/api/v1/dashboard").set(bearer(token))).body;
    expect(JSON.stringify(activity)).toContain("Changed to the Starter plan");
  });

  it("refuses a change to the plan in effect, and to a plan that does not exist", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    await pay(token, "starter");
    expect((await quote(token, "starter")).status).toBe(409);
    expect((await h.api().post("/api/v1/billing/change").set(bearer(token)).send({ plan_id: "starter" })).status).toBe(409);
    const unknown = await quote(token, "platinum");
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toEqual(expect.any(String));
  });

  it("ends a paid plan whose month is over: the account is on Free, says which plan ended, and a new payment is priced in full", async () => {
    const user = await signUp(h);
    const token = user.session.access_token;
    await pay(token, "pro");
    const { paidThrough } = await paidDaysAgo(h, user.session.user.id, 40);

    expect((await h.api().get("/api/v1/subscription").set(bearer(token))).body).toMatchObject({ planId: "free", promotional: false });
    expect((await h.api().get("/api/v1/auth/me").set(bearer(token))).body.plan).toBe("free");
    const summary = (await h.api().get("/api/v1/billing/summary").set(bearer(token))).body;
    expect(summary).toMatchObject({ status: "free", paid_through: null, lapsed: { plan_id: "pro", plan_name: "Pro", ended_at: paidThrough.toISOString() } });
    // Free limits apply again.
    expect(summary.subscription.usage.resumeBuilds.limit).toBe(0);
    expect((await quote(token, "pro")).body).toMatchObject({ credit: 0, amount_due: 19900 });
    await pay(token, "pro");
    const renewed = (await h.api().get("/api/v1/billing/summary").set(bearer(token))).body;
    expect(renewed).toMatchObject({ status: "paid", plan: { id: "pro" } });
    expect(renewed.lapsed).toBeUndefined();
  });

  it("needs a session", async () => {
    expect((await h.api().get("/api/v1/billing/quote").query({ plan_id: "pro" })).status).toBe(401);
    expect((await h.api().post("/api/v1/billing/change").send({ plan_id: "pro" })).status).toBe(401);
  });
});
