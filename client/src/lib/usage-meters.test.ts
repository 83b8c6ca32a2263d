import { describe, expect, it } from "vitest";
import { meterFor, usageMeters, voiceMeter } from "./usage-meters";

describe("usage meters", () => {
  it("shows 'Unlimited' when the limit is null", () => {
    expect(meterFor({ count: 4, limit: null })).toEqual({ used: 4, limit: null, percent: 0, text: "4 used · Unlimited", tone: "unlimited", unit: "uses" });
  });
  it("measures against the limit and warns from 70 %", () => {
    expect(meterFor({ count: 1, limit: 3 })).toMatchObject({ percent: 33, text: "1 of 3 used", tone: "ok" });
    expect(meterFor({ count: 4, limit: 5 })).toMatchObject({ percent: 80, tone: "warning" });
    expect(meterFor({ count: 3, limit: 3 })).toMatchObject({ percent: 100, text: "3 of 3 used", tone: "full" });
    expect(meterFor({ count: 9, limit: 3 })).toMatchObject({ percent: 100, text: "3 of 3 used", tone: "full" });
  });
  it("says a zero limit is not included", () => {
    expect(meterFor({ count: 0, limit: 0 })).toMatchObject({ text: "Not included in your plan", tone: "none" });
  });
  it("lists the four counters, daily first, then monthly", () => {
    const meters = usageMeters({
      usage: {
        jobMatches: { date: "2026-11-22", count: 4, limit: null },
        resumeScores: { date: "2026-11-22", count: 1, limit: 5 },
        mockInterviews: { month: "2026-11", count: 2, limit: 3 },
        resumeBuilds: { month: "2026-11", count: 0, limit: 0 },
      },
    });
    expect(meters.map((m) => [m.label, m.period, m.text])).toEqual([
      ["Job matches", "today", "4 used · Unlimited"],
      ["Resume scores", "today", "1 of 5 used"],
      ["Mock interviews", "this month", "2 of 3 used"],
      ["Resume builds", "this month", "Not included in your plan"],
    ]);
  });

  it("shows today's voice practice in minutes, a started minute as used and the last one only when it is over", () => {
    expect(voiceMeter({ count: 0, limit: 1800 })).toMatchObject({ used: 0, limit: 30, text: "0 of 30 min used", tone: "ok", unit: "minutes" });
    expect(voiceMeter({ count: 61, limit: 1800 })).toMatchObject({ used: 2, text: "2 of 30 min used", percent: 3 });
    expect(voiceMeter({ count: 1790, limit: 1800 })).toMatchObject({ used: 29, text: "29 of 30 min used", tone: "warning" });
    expect(voiceMeter({ count: 1800, limit: 1800 })).toMatchObject({ used: 30, text: "30 of 30 min used", tone: "full" });
    expect(voiceMeter({ count: 0, limit: 0 })).toMatchObject({ text: "Not included in your plan", tone: "none" });
  });
  it("adds the voice meter after the four counters when the server reports it", () => {
    const meters = usageMeters({
      usage: {
        jobMatches: { date: "2026-11-22", count: 0, limit: 30 },
        resumeScores: { date: "2026-11-22", count: 0, limit: null },
        mockInterviews: { month: "2026-11", count: 0, limit: 3 },
        resumeBuilds: { month: "2026-11", count: 0, limit: null },
        voiceSeconds: { date: "2026-11-22", count: 600, limit: 3600 },
      },
    });
    expect(meters.map((m) => m.label)).toEqual(["Job matches", "Resume scores", "Mock interviews", "Resume builds", "Voice practice"]);
    expect(meters[4]).toMatchObject({ period: "today", text: "10 of 60 min used" });
  });
});
