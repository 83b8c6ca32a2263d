import { describe, expect, it } from "vitest";
import { accountBackoffSeconds } from "./login-throttle";

describe("accountBackoffSeconds", () => {
  const limits = { loginFailuresPerAccount: 5, loginBackoffBaseSeconds: 1, loginBackoffMaxSeconds: 900 };

  it("is free up to the allowance, then doubles from the base with each failure", () => {
    expect([1, 2, 3, 4].map((n) => accountBackoffSeconds(n, limits))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 14].map((n) => accountBackoffSeconds(n, limits))).toEqual([1, 2, 4, 8, 512]);
  });

  it("never waits longer than the cap, however many failures", () => {
    expect(accountBackoffSeconds(15, limits)).toBe(900);
    expect(accountBackoffSeconds(10_000, limits)).toBe(900);
  });
});
