import { describe, expect, it } from "vitest";
import { companyLabel, locationLabel, matchTag, relativeTime, scorePercent, scrapedTime, snippet, SNIPPET_CHARS, sourceLabel } from "./job-format";

describe("job card text (SPEC sections 2 and 9)", () => {
  it("cuts the description to 220 characters", () => {
    expect(SNIPPET_CHARS).toBe(220);
    const long = "x".repeat(300);
    const cut = snippet(long);
    expect(cut).toBe(`${"x".repeat(220)}…`);
    expect(snippet("a".repeat(220))).toBe("a".repeat(220));
    expect(snippet("Short  text\n here")).toBe("Short text here");
  });

  it("falls back to 'Company' and 'Remote'", () => {
    expect(companyLabel(null)).toBe("Company");
    expect(companyLabel("  ")).toBe("Company");
    expect(companyLabel("Razorpay")).toBe("Razorpay");
    expect(locationLabel(null)).toBe("Remote");
    expect(locationLabel("")).toBe("Remote");
    expect(locationLabel("Pune")).toBe("Pune");
  });

  it("tags 'Relevant match' or 'General'", () => {
    expect(matchTag(true)).toBe("Relevant match");
    expect(matchTag(false)).toBe("General");
  });

  it("names the source", () => {
    expect(sourceLabel("demo")).toBe("Demo listing");
    expect(sourceLabel("greenhouse")).toBe("Greenhouse");
    expect(sourceLabel("naukri-feed")).toBe("naukri-feed");
    expect(sourceLabel("")).toBe("Unknown source");
  });

  it("uses scraped_at, else posted_at", () => {
    expect(scrapedTime({ scraped_at: "2026-01-02T00:00:00Z", posted_at: "2026-01-01T00:00:00Z" })).toBe("2026-01-02T00:00:00Z");
    expect(scrapedTime({ scraped_at: "", posted_at: "2026-01-01T00:00:00Z" })).toBe("2026-01-01T00:00:00Z");
  });

  it("writes the scraped time relative to now", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(relativeTime("2026-03-08T12:00:00Z", now)).toBe("2 days ago");
    expect(relativeTime("2026-03-10T09:00:00Z", now)).toBe("3 hours ago");
    expect(relativeTime("2026-03-10T11:55:00Z", now)).toBe("5 minutes ago");
    expect(relativeTime("2026-03-10T11:59:40Z", now)).toBe("just now");
    expect(relativeTime("2026-02-24T12:00:00Z", now)).toBe("2 weeks ago");
    expect(relativeTime("2025-03-01T12:00:00Z", now)).toBe("1 year ago");
    expect(relativeTime("not a date", now)).toBe("");
    expect(relativeTime(null, now)).toBe("");
  });

  it("bounds the score to a whole 0–100", () => {
    expect(scorePercent(91.4)).toBe(91);
    expect(scorePercent(140)).toBe(100);
    expect(scorePercent(-3)).toBe(0);
    expect(scorePercent(undefined)).toBe(0);
  });
});
