import { describe, expect, it } from "vitest";
import { canonicalTimeZone } from "./time-zone";
import { localPeriods } from "./usage-service";

describe("canonicalTimeZone", () => {
  it("accepts IANA names in any case and spells them canonically", () => {
    expect(canonicalTimeZone("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(canonicalTimeZone(" america/new_york ")).toBe("America/New_York");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
  });

  it("ignores unknown names, offsets, blanks and non-strings", () => {
    for (const bad of ["Mars/Olympus_Mons", "+05:30", "", "   ", "Asia/Kolkata; DROP TABLE users", undefined, 42]) {
      expect(canonicalTimeZone(bad)).toBeNull();
    }
  });
});

describe("localPeriods", () => {
  it("gives the user's own date and month, not the server's", () => {
    const instant = new Date("2026-11-30T20:00:00Z"); // already 1 December in Kolkata, still 30 November in New York
    expect(localPeriods("Asia/Kolkata", instant)).toEqual({ day: "2026-12-01", month: "2026-12" });
    expect(localPeriods("America/New_York", instant)).toEqual({ day: "2026-11-30", month: "2026-11" });
  });

  it("falls back to India time for a stored zone Intl does not know", () => {
    expect(localPeriods("Nowhere/Special", new Date("2026-11-30T20:00:00Z"))).toEqual({ day: "2026-12-01", month: "2026-12" });
  });
});
