import { describe, expect, it } from "vitest";
import { formatMonthly, formatRupees } from "./format-rupees";

describe("formatRupees", () => {
  it("writes whole rupees with ₹ and Indian digit grouping", () => {
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(199)).toBe("₹199");
    expect(formatRupees(100000)).toBe("₹1,00,000");
  });
  it("keeps paise when there are any, and treats a non-number as zero", () => {
    expect(formatRupees(79.5)).toBe("₹79.50");
    expect(formatRupees(Number.NaN)).toBe("₹0");
  });
  it("adds /mo for monthly prices", () => {
    expect(formatMonthly(399)).toBe("₹399/mo");
  });
});
