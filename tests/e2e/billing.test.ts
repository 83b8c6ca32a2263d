import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { CLIENT_DIST } from "../../server/src/app";
import { newPage, startE2e, type E2eApp, signUpThroughUi } from "../support/browser";
import { checkoutResult, startFakeRazorpay, type FakeRazorpay } from "../support/fake-razorpay";

/**
 * Pricing → checkout → Razorpay → verified plan, in Chromium against the real server and the built app.
 * The server talks to a local fake of Razorpay's Orders API; the browser gets a double of Razorpay's
 * checkout script (page.route) that follows its documented handler and events, with the handler's
 * signature computed from the test's key secret exactly as Razorpay documents it.
 *
 * The key: the build's VITE_RAZORPAY_KEY_ID when set, else the server's key id (GET /plans `payments.key_id`).
 * A build without a key therefore pays through a server with keys, and shows the missing-key warning
 * (button disabled) as soon as the checkout opens when the server has no keys either.
 */
const SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";

/**
 * The key baked into the built app (VITE_RAZORPAY_KEY_ID, or RAZORPAY_KEY_ID at build time: client/vite.config.ts).
 * Read from the bundle, not from this process's environment, which need not be the build's. Razorpay key ids
 * start with rzp_test_ or rzp_live_.
 */
function builtKey(): string {
  const assets = path.join(CLIENT_DIST, "assets");
  if (!fs.existsSync(assets)) return "";
  for (const file of fs.readdirSync(assets).filter((f) => f.endsWith(".js"))) {
    const found = /rzp_(?:test|live)_[A-Za-z0-9]+/.exec(fs.readFileSync(path.join(assets, file), "utf8"));
    if (found) return found[0];
  }
  return "";
}
const BUILD_KEY = builtKey();

// What the double does when the window opens: 'success' calls handler(response), 'fail' fires payment.failed, 'dismiss' calls modal.ondismiss.
const RAZORPAY_DOUBLE = `
(function () {
  function Razorpay(options) {
    this.options = options;
    this.events = {};
    window.__rzp = { key: options.key, amount: options.amount, currency: options.currency, name: options.name,
      description: options.description, order_id: options.order_id, notes: options.notes, prefill: options.prefill, theme: options.theme };
  }
  Razorpay.prototype.on = function (event, callback) { this.events[event] = callback; };
  Razorpay.prototype.open = function () {
    var self = this;
    window.__rzpOpened = (window.__rzpOpened || 0) + 1;
    setTimeout(function () {
      var mode = window.__rzpMode || "success";
      if (mode === "success") {
        window.razorpaySign(self.options.order_id).then(function (response) { self.options.handler(response); });
      } else if (mode === "fail") {
        self.events["payment.failed"] && self.events["payment.failed"]({ error: { code: "BAD_REQUEST_ERROR", description: "Your card was declined by the issuing bank.", source: "bank", step: "payment_authorization", reason: "payment_failed", metadata: { order_id: self.options.order_id } } });
      } else {
        self.options.modal && self.options.modal.ondismiss && self.options.modal.ondismiss();
      }
    }, 150);
  };
  window.Razorpay = Razorpay;
})();`;

let fake: FakeRazorpay;
let app: E2eApp;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  // No launch promotion: new accounts start on Free, so buying a plan visibly changes it (the promotion's
  // rules are covered by the checkout's unit tests and the billing API tests).
  app = await startE2e({ LAUNCH_PROMO_PLAN: "none", RAZORPAY_KEY_ID: fake.keyId, RAZORPAY_KEY_SECRET: fake.keySecret, RAZORPAY_API_URL: fake.url });
});
afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

/** Serves the checkout double instead of Razorpay's script; counts how often it is fetched. */
async function useRazorpayDouble(page: Page, mode: "success" | "fail" | "dismiss" = "success") {
  const fetched = { count: 0 };
  await page.exposeFunction("razorpaySign", (orderId: string) => checkoutResult(orderId, fake.keySecret));
  await page.route(SCRIPT_URL, async (route) => {
    fetched.count += 1;
    await route.fulfill({ status: 200, contentType: "application/javascript", body: RAZORPAY_DOUBLE });
  });
  await page.addInitScript((m) => {
    (window as unknown as { __rzpMode: string }).__rzpMode = m;
  }, mode);
  return fetched;
}

const payButton = (page: Page) => page.getByRole("button", { name: /Pay with Razorpay|Processing/ });
const planCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

describe("pricing", () => {
  it("shows the free card, the paid plans in rupees and the FAQ to a logged-out visitor; an unknown checkout plan goes back to /pricing", async () => {
    const page = await newPage(app);
    await page.goto("/pricing");
    await expect.poll(() => planCard(page, "Always-on essentials").textContent()).toContain("₹0");
    expect(await planCard(page, "Always-on essentials").textContent()).toContain("₹0 per month, included forever");
    for (const [name, price] of [
      ["Starter", "₹79"],
      ["Pro", "₹199"],
      ["Pro Plus", "₹399"],
    ]) {
      expect(await planCard(page, name!).textContent()).toContain(`${price}/mo`);
    }
    // Logged out, the shared plan state is the default plan: pro_plus.
    expect(await planCard(page, "Pro Plus").textContent()).toContain("Current plan");
    expect(await planCard(page, "Pro Plus").getByRole("button", { name: "Current Plan" }).isDisabled()).toBe(true);
    expect(await page.getByRole("heading", { name: "Frequently asked questions" }).isVisible()).toBe(true);

    await planCard(page, "Pro").getByRole("link", { name: "Choose Pro" }).click();
    await page.waitForURL("**/checkout?plan=pro");
    await page.goto("/checkout?plan=platinum");
    await page.waitForURL("**/pricing");
    await page.context().close();
  });
});

describe("checkout with Razorpay", () => {
  it("picks Pro, pays through the Razorpay double, sees the success message and the new plan on /profile and /pricing", async () => {
    const page = await newPage(app);
    const script = await useRazorpayDouble(page, "success");
    await signUpThroughUi(page, "Kavya Reddy");

    await page.goto("/pricing");
    await planCard(page, "Pro").getByRole("link", { name: "Choose Pro" }).click();
    await page.waitForURL("**/checkout?plan=pro");
    await expect.poll(() => page.getByRole("group", { name: "Amount due" }).textContent()).toContain("₹199");
    expect(await page.textContent("body")).toContain("billed monthly");
    expect(await page.textContent("body")).toContain("128-bit encryption");
    // The server has keys: no missing-key warning, pay is enabled.
    expect(await page.getByText(/key is missing/).count()).toBe(0);
    expect(await payButton(page).isEnabled()).toBe(true);

    const ordersBefore = fake.orders.length;
    await payButton(page).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Payment initiated!" }).first().textContent(), { timeout: 15_000 })
      .toMatch(/Payment initiated! Payment ID: pay_\w+\. We'll update your account shortly\./);

    // The server created one order for the catalogue's price; the window opened with SPEC section 7's options.
    expect(fake.orders.length).toBe(ordersBefore + 1);
    const order = fake.orders[fake.orders.length - 1]!;
    expect(order).toMatchObject({ amount: 19900, currency: "INR", notes: { planId: "pro" } });
    const options = await page.evaluate(() => (window as unknown as { __rzp: Record<string, unknown> }).__rzp);
    expect(options).toEqual({
      key: BUILD_KEY || fake.keyId,
      amount: 19900,
      currency: "INR",
      name: "Hirewise",
      description: "Pro subscription",
      order_id: order.id,
      notes: { planId: "pro" },
      prefill: { name: "Kavya Reddy", email: expect.stringMatching(/@example\.com$/) },
      theme: { color: "#1f2937" },
    });
    expect(script.count).toBe(1);

    // Verified on the server: the dashboard link appears once /billing/verify answered.
    await page.getByRole("link", { name: "Go to your dashboard" }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem("hirewise.subscription") ?? "{}").planId)).toBe("pro");

    await page.goto("/profile");
    await expect.poll(() => page.textContent("main"), { timeout: 15_000 }).toMatch(/Plan\s*Pro(?! Plus)/);

    await page.goto("/pricing");
    await expect.poll(() => planCard(page, "Pro").textContent()).toContain("Current plan");
    expect(await planCard(page, "Pro").getByRole("button", { name: "Current Plan" }).isDisabled()).toBe(true);
    expect(await planCard(page, "Pro Plus").textContent()).not.toContain("Current plan");

    // Back on the same checkout: already subscribed, button disabled.
    await page.goto("/checkout?plan=pro");
    await expect.poll(() => page.textContent("body")).toContain("You are already subscribed to the Pro plan.");
    expect(await payButton(page).isDisabled()).toBe(true);
    await page.context().close();
  });

  it("upgrades Pro to Pro Plus paying only the difference, then moves down to Starter on the unused days, with nothing charged", async () => {
    const page = await newPage(app);
    await useRazorpayDouble(page, "success");
    await signUpThroughUi(page, "Meera Iyer");
    await page.goto("/checkout?plan=pro");
    await expect.poll(() => page.getByTestId("amount-due").textContent()).toBe("₹199");
    await payButton(page).click();
    await page.getByRole("link", { name: "Go to your dashboard" }).waitFor({ timeout: 15_000 });

    // Pro Plus a moment after paying for Pro: Pro's unused days (all but a few seconds of a month) are credited.
    await page.goto("/checkout?plan=pro_plus");
    const credit = page.getByTestId("credit-line");
    await credit.waitFor();
    expect(await credit.textContent()).toMatch(/^Unused days of Pro−₹(198\.\d\d|199)$/);
    const due = (await page.getByTestId("amount-due").textContent())!;
    expect(due).toMatch(/^₹(200(\.\d\d)?)$/);
    const ordersBefore = fake.orders.length;
    await payButton(page).click();
    await page.getByRole("link", { name: "Go to your dashboard" }).waitFor({ timeout: 15_000 });
    // The order Razorpay was asked for is the amount the page showed, not the full ₹399.
    expect(fake.orders.length).toBe(ordersBefore + 1);
    expect(fake.orders[fake.orders.length - 1]).toMatchObject({ amount: Math.round(Number(due.slice(1)) * 100), notes: { planId: "pro_plus" } });
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem("hirewise.subscription") ?? "{}").planId)).toBe("pro_plus");

    // Down to Starter: a month of Pro Plus pays for about five months of Starter, so nothing is charged.
    await page.goto("/checkout?plan=starter");
    await expect.poll(() => page.getByTestId("amount-due").textContent()).toBe("₹0");
    const until = page.getByText(/^The unused days of your Pro Plus plan pay for Starter until /);
    await until.waitFor();
    const paidThrough = new Date(/until (.+)\. The change/.exec((await until.textContent())!)![1]!);
    const months = (paidThrough.getTime() - Date.now()) / (30.4 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(4.5);
    expect(months).toBeLessThan(5.5);
    await page.getByRole("button", { name: "Switch to Starter" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Plan changed" }).first().textContent()).toContain("You're on the Starter plan now.");
    expect(fake.orders.length).toBe(ordersBefore + 1);

    await page.goto("/pricing");
    await expect.poll(() => planCard(page, "Starter").textContent()).toContain("Current plan");
    await page.context().close();
  });

  it("shows Razorpay's error on payment.failed and returns to idle; dismissing returns to idle without a message", async () => {
    const page = await newPage(app);
    await useRazorpayDouble(page, "fail");
    await signUpThroughUi(page, "Arjun Mehta");
    await page.goto("/checkout?plan=starter");
    await payButton(page).click();
    await expect.poll(() => page.getByRole("alert").first().textContent(), { timeout: 15_000 }).toContain("Your card was declined by the issuing bank.");
    expect(await payButton(page).textContent()).toContain("Pay with Razorpay");
    expect(await payButton(page).isEnabled()).toBe(true);

    await page.evaluate(() => {
      (window as unknown as { __rzpMode: string }).__rzpMode = "dismiss";
    });
    await payButton(page).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __rzpOpened: number }).__rzpOpened)).toBe(2);
    await expect.poll(() => payButton(page).textContent()).toContain("Pay with Razorpay");
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem("hirewise.subscription") ?? "{}").planId)).toBe("free");
    await page.context().close();
  });

  it("says Razorpay's script failed to load when its host cannot be reached", async () => {
    const page = await newPage(app);
    await page.route(SCRIPT_URL, (route) => route.abort("internetdisconnected"));
    await signUpThroughUi(page, "Neha Joshi");
    await page.goto("/checkout?plan=pro");
    await payButton(page).click();
    await expect.poll(() => page.getByRole("alert").first().textContent(), { timeout: 15_000 }).toMatch(/script failed to load/);
    expect(await payButton(page).isEnabled()).toBe(true);
    await page.context().close();
  });

  it("sends a logged-out visitor who presses pay to /login", async () => {
    const page = await newPage(app);
    await page.goto("/checkout?plan=pro");
    await payButton(page).click();
    await page.waitForURL("**/login");
    await page.context().close();
  });
});

describe("checkout on a server without Razorpay keys", () => {
  let bare: E2eApp;
  beforeAll(async () => {
    bare = await startE2e();
  });
  afterAll(async () => {
    await bare?.stop();
  });

  it(BUILD_KEY ? "shows the server's message (this build has a key)" : "warns that the Razorpay key is missing as soon as the checkout opens, with pay disabled", async () => {
    const page = await newPage(bare);
    await page.route(SCRIPT_URL, (route) => route.fulfill({ status: 200, contentType: "application/javascript", body: RAZORPAY_DOUBLE }));
    const orderCalls: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/billing/orders")) orderCalls.push(req.url());
    });
    await signUpThroughUi(page, "Rohan Das");
    await page.goto("/checkout?plan=pro");
    if (BUILD_KEY) {
      await payButton(page).click();
      await expect.poll(() => page.getByRole("alert").first().textContent(), { timeout: 15_000 }).toContain("Payments are not configured");
    } else {
      // Nothing pressed: GET /plans said the server has no key, and the build has none.
      await expect.poll(() => page.getByRole("alert").first().textContent(), { timeout: 15_000 }).toContain("VITE_RAZORPAY_KEY_ID");
      expect(await page.getByRole("alert").first().textContent()).toMatch(/key is missing/);
      expect(await payButton(page).isDisabled()).toBe(true);
      expect(orderCalls).toEqual([]);
    }
    await page.context().close();
  });
});
