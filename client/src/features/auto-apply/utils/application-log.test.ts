import { describe, expect, it } from "vitest";
import { STATUS_ORDER, countByStatus, formatDateTime, formatScore, portalLabel, statusLook } from "./application-log";

describe("status badges", () => {
  it("are green for submitted, blue for ready for you, red for failed and grey for skipped", () => {
    expect(STATUS_ORDER.map((s) => [s, statusLook(s).label, statusLook(s).palette])).toEqual([
      ["submitted", "Submitted", "green"],
      ["ready_for_you", "Ready for you", "blue"],
      ["failed", "Failed", "red"],
      ["skipped", "Skipped", "gray"],
    ]);
  });

  it("show an unknown status in grey with its own words", () => {
    expect(statusLook("on_hold")).toEqual({ label: "on hold", palette: "gray" });
  });
});

describe("countByStatus", () => {
  it("counts every status, zero when none", () => {
    expect(countByStatus([])).toEqual({ submitted: 0, ready_for_you: 0, failed: 0, skipped: 0 });
    expect(countByStatus([{ status: "submitted" }, { status: "ready_for_you" }, { status: "submitted" }, { status: "skipped" }])).toEqual({
      submitted: 2,
      ready_for_you: 1,
      failed: 0,
      skipped: 1,
    });
  });
});

describe("portalLabel", () => {
  it("names the seven portals as people write them, and capitalises anything else", () => {
    expect(portalLabel("successfactors")).toBe("SuccessFactors");
    expect(portalLabel("linkedin")).toBe("LinkedIn");
    expect(portalLabel("naukri")).toBe("Naukri");
    expect(portalLabel("indeed")).toBe("Indeed");
    expect(portalLabel("")).toBe("Unknown");
  });
});

describe("formatting", () => {
  it("formats a timestamp in the given locale and zone, and nothing for null or junk", () => {
    expect(formatDateTime("2026-11-22T04:00:00.000Z", "en-IN", "Asia/Kolkata")).toMatch(/22 Nov 2026.*9:30\s?am/i);
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("yesterday")).toBe("");
  });

  it("shows a score as a whole percentage within 0–100", () => {
    expect(formatScore(91)).toBe("91%");
    expect(formatScore(84.6)).toBe("85%");
    expect(formatScore(140)).toBe("100%");
    expect(formatScore(-3)).toBe("0%");
  });
});
