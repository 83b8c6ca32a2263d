import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The loader caches at module level: each test gets a fresh copy of the module.
async function freshLoader() {
  vi.resetModules();
  return import("./razorpay-script");
}

function scripts() {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src="https://checkout.razorpay.com/v1/checkout.js"]'));
}

beforeEach(() => {
  delete window.Razorpay;
  scripts().forEach((s) => s.remove());
});
afterEach(() => {
  delete window.Razorpay;
  scripts().forEach((s) => s.remove());
});

describe("loading Razorpay's checkout script", () => {
  it("adds the script from checkout.razorpay.com once and shares the load", async () => {
    const { loadRazorpay, RAZORPAY_SCRIPT_URL } = await freshLoader();
    expect(RAZORPAY_SCRIPT_URL).toBe("https://checkout.razorpay.com/v1/checkout.js");
    const first = loadRazorpay();
    const second = loadRazorpay();
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    const Fake = vi.fn();
    window.Razorpay = Fake as never;
    scripts()[0]!.dispatchEvent(new Event("load"));
    await expect(first).resolves.toBe(Fake);
    await expect(loadRazorpay()).resolves.toBe(Fake); // cached: no second script
    expect(scripts()).toHaveLength(1);
  });

  it("rejects with 'failed to load' on a network error, and tries again next time", async () => {
    const { loadRazorpay, SCRIPT_LOAD_FAILED } = await freshLoader();
    const attempt = loadRazorpay();
    scripts()[0]!.dispatchEvent(new Event("error"));
    await expect(attempt).rejects.toThrow(SCRIPT_LOAD_FAILED);
    expect(SCRIPT_LOAD_FAILED).toMatch(/script failed to load/);
    expect(scripts()).toHaveLength(0);
    void loadRazorpay().catch(() => {});
    expect(scripts()).toHaveLength(1);
  });

  it("rejects when the script loads but defines no Razorpay", async () => {
    const { loadRazorpay, SCRIPT_LOAD_FAILED } = await freshLoader();
    const attempt = loadRazorpay();
    scripts()[0]!.dispatchEvent(new Event("load"));
    await expect(attempt).rejects.toThrow(SCRIPT_LOAD_FAILED);
  });
});
