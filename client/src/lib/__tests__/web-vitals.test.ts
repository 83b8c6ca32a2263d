import { describe, expect, it, vi } from "vitest";

const handlers: Record<string, (m: unknown) => void> = {};
vi.mock("web-vitals", () => {
  const on = (name: string) => (cb: (m: unknown) => void) => {
    handlers[name] = cb;
  };
  return { onCLS: on("CLS"), onFCP: on("FCP"), onINP: on("INP"), onLCP: on("LCP"), onTTFB: on("TTFB") };
});

describe("web-vitals reporter", () => {
  it("imports web-vitals lazily, after the call returns, and reports every metric", async () => {
    const { getWebVitals, reportWebVitals } = await import("../web-vitals");
    const log = vi.fn();
    reportWebVitals(log);
    expect(Object.keys(handlers)).toHaveLength(0); // nothing loaded synchronously
    await vi.waitFor(() => expect(Object.keys(handlers).sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]));
    handlers.LCP!({ name: "LCP", value: 1234.5, rating: "good", id: "v1" });
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ name: "LCP", value: 1234.5 }));
    expect(getWebVitals()).toEqual([{ name: "LCP", value: 1234.5, rating: "good", id: "v1" }]);
  });
});
