import { describe, expect, it } from "vitest";
import {
  buildSearch,
  dailyLimitMessage,
  DEFAULT_LOCATION,
  isLimited,
  localDate,
  partialResultsMessage,
  quotaFromSearch,
  quotaFromSubscription,
  quotaLabel,
  remainingNote,
  resultCounter,
} from "./search";

describe("Find Matches request (SPEC sections 5, 7 and 9)", () => {
  it("sends the cleaned keywords comma-joined, the location and max_pages=1", () => {
    expect(buildSearch(["Python", "sql", "python"], "Pune")).toEqual({
      ok: true,
      keywords: ["python", "sql"],
      params: { query: "python,sql", location: "Pune", max_pages: 1 },
    });
  });

  it("defaults a blank location to 'Remote'", () => {
    expect(DEFAULT_LOCATION).toBe("Remote");
    const request = buildSearch(["sql"], "   ");
    expect(request.ok && request.params.location).toBe("Remote");
  });

  it("needs at least one valid keyword", () => {
    expect(buildSearch([], "Pune")).toEqual({ ok: false, error: "Please enter at least one valid skill keyword (comma-separated)." });
    expect(buildSearch(["the", "!!"], "Pune")).toEqual({ ok: false, error: "Please enter at least one valid skill keyword (comma-separated)." });
  });
});

describe("plan limit messages (SPEC section 8)", () => {
  it("writes the daily limit and partial results texts", () => {
    expect(dailyLimitMessage("Free")).toBe("Daily job match limit reached on the Free plan. Upgrade to unlock more matches.");
    expect(partialResultsMessage(5, 12)).toBe("Showing the top 5 matches. Upgrade to unlock 12 more results today.");
  });
});

describe("quota", () => {
  it("reads the search response's quota", () => {
    expect(quotaFromSearch({ plan: "free", daily_limit: 5, used_today: 2, remaining_today: 3 })).toEqual({ plan: "Free", limit: 5, used: 2, remaining: 3 });
  });

  it("reads the subscription's job-match counter, reset on a new day", () => {
    const sub = (date: string, count: number, limit: number | null) => ({
      planId: "starter" as const,
      activatedAt: "2026-01-01T00:00:00Z",
      usage: {
        jobMatches: { date, count, limit },
        resumeScores: { count: 0, limit: null },
        mockInterviews: { count: 0, limit: null },
        resumeBuilds: { count: 0, limit: null },
      },
    });
    expect(quotaFromSubscription(sub("2026-03-10", 4, 20), "2026-03-10")).toEqual({ plan: "Starter", limit: 20, used: 4, remaining: 16 });
    expect(quotaFromSubscription(sub("2026-03-09", 4, 20), "2026-03-10")).toEqual({ plan: "Starter", limit: 20, used: 0, remaining: 20 });
    expect(quotaFromSubscription(sub("2026-03-10", 4, null), "2026-03-10").remaining).toBeNull();
  });

  it("writes the remaining note and the quota label", () => {
    expect(remainingNote(null)).toBe("Checking your matches for today...");
    expect(remainingNote({ plan: "Pro Plus", limit: null, used: 3, remaining: null })).toBe("Unlimited matches today on the Pro Plus plan.");
    expect(remainingNote({ plan: "Free", limit: 5, used: 4, remaining: 1 })).toBe("1 match remaining today on the Free plan.");
    expect(remainingNote({ plan: "Free", limit: 5, used: 5, remaining: 0 })).toBe("0 matches remaining today on the Free plan.");
    expect(quotaLabel({ plan: "Free", limit: 5, used: 2, remaining: 3 })).toBe("Free · 2/5 used today");
    expect(quotaLabel({ plan: "Pro Plus", limit: null, used: 2, remaining: null })).toBe("Pro Plus · unlimited");
    expect(quotaLabel(null)).toBe("");
  });

  it("knows when the limit is used up", () => {
    expect(isLimited({ plan: "Free", limit: 5, used: 5, remaining: 0 })).toBe(true);
    expect(isLimited({ plan: "Free", limit: 5, used: 4, remaining: 1 })).toBe(false);
    expect(isLimited({ plan: "Pro", limit: null, used: 99, remaining: null })).toBe(false);
    expect(isLimited(null)).toBe(false);
  });

  it("counts results with and without a filter", () => {
    expect(resultCounter(12, 12)).toBe("12 matches");
    expect(resultCounter(1, 1)).toBe("1 match");
    expect(resultCounter(3, 12)).toBe("3 of 12 matches");
  });

  it("gives the local date", () => {
    expect(localDate(new Date(2026, 2, 5, 23, 59))).toBe("2026-03-05");
  });
});
