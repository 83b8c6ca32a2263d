import { describe, expect, it } from "vitest";
import { canonicalTimeZone, localPeriods, reportTimeZone, zoneInEffect } from "./time-zone";

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

describe("an account's time zone", () => {
  const kolkata = { time_zone: "Asia/Kolkata", pending_time_zone: null, pending_time_zone_day: null };
  const t0 = new Date("2026-11-30T20:30:00Z"); // 1 December in Kolkata, 30 November in Etc/GMT+12

  it("takes the first reported zone at once while nothing has been counted", () => {
    expect(reportTimeZone(kolkata, "Etc/GMT+12", false, t0)).toEqual({ time_zone: "Etc/GMT+12", pending_time_zone: null, pending_time_zone_day: null });
  });

  it("otherwise keeps the zone in effect until the day the change was reported on has ended there", () => {
    const waiting = reportTimeZone(kolkata, "Etc/GMT+12", true, t0)!;
    expect(waiting).toEqual({ time_zone: "Asia/Kolkata", pending_time_zone: "Etc/GMT+12", pending_time_zone_day: "2026-12-01" });
    expect(zoneInEffect(waiting, t0)).toBe("Asia/Kolkata");
    expect(zoneInEffect(waiting, new Date("2026-12-01T18:29:00Z"))).toBe("Asia/Kolkata"); // 23:59 in Kolkata
    expect(zoneInEffect(waiting, new Date("2026-12-01T18:31:00Z"))).toBe("Etc/GMT+12");
  });

  it("changes nothing for the zone in effect, keeps a waiting change reported again, and cancels it for the old zone", () => {
    expect(reportTimeZone(kolkata, "Asia/Kolkata", true, t0)).toBeNull();
    const waiting = reportTimeZone(kolkata, "Etc/GMT+12", true, t0)!;
    expect(reportTimeZone(waiting, "Etc/GMT+12", true, t0)).toBeNull();
    expect(reportTimeZone(waiting, "Asia/Kolkata", true, t0)).toEqual(kolkata);
  });

  it("settles a change that is due before waiting for the next one", () => {
    const waiting = reportTimeZone(kolkata, "Etc/GMT+12", true, t0)!;
    const later = new Date("2026-12-05T00:00:00Z");
    expect(reportTimeZone(waiting, "Etc/GMT+12", true, later)).toEqual({ time_zone: "Etc/GMT+12", pending_time_zone: null, pending_time_zone_day: null });
    expect(reportTimeZone(waiting, "Europe/London", true, later)).toEqual({ time_zone: "Etc/GMT+12", pending_time_zone: "Europe/London", pending_time_zone_day: "2026-12-04" });
  });
});
