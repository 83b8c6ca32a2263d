import { describe, expect, it } from "vitest";
import { isoWeek, weeklyDigest, type TipFacts } from "./weekly-digest";

const QUIET: TipFacts = { name: "Priya Sharma", gaps: [], interview: null, applications: { quiet: [], due: [] }, postings: { count: 0, top: [] }, hasResume: true };

describe("weekly career tips", () => {
  it("names ISO weeks the way calendars do (the week of 1 January can belong to the year before)", () => {
    expect(isoWeek(new Date("2026-11-25T10:00:00Z"))).toBe("2026-W48");
    expect(isoWeek(new Date("2027-01-01T10:00:00Z"))).toBe("2026-W53");
    expect(isoWeek(new Date("2026-01-01T10:00:00Z"))).toBe("2026-W01");
  });

  it("writes its tips from the person's activity, most useful first", () => {
    const digest = weeklyDigest(
      {
        ...QUIET,
        gaps: ["Tableau", "Power BI", "Tableau"],
        interview: { count: 2, sections: { communication: 7.8, impact_evidence: 5.2, structure: 6.9 } },
        applications: { quiet: [{ title: "Data Analyst", company: "Swiggy", days: 19 }], due: [{ title: "BI Analyst", company: "Meesho", step: "Send the take-home", }] },
        postings: { count: 4, top: [{ title: "Senior Data Analyst", company: "Flipkart", location: "Bengaluru" }] },
      },
      "2026-W48",
    );
    expect(digest.tips.map((t) => t.kind)).toEqual(["skill_gap", "next_step", "follow_up", "interview", "new_jobs"]);
    expect(digest.tips[0]!.title).toBe("Close the gap: Tableau");
    expect(digest.tips[0]!.body).toContain("Tableau and Power BI missing");
    expect(digest.tips[2]!.title).toBe("Follow up on Data Analyst at Swiggy");
    expect(digest.tips[3]!.title).toBe("Practise evidence of impact (numbers and outcomes)");
    expect(digest.tips[3]!.body).toContain("5.2/10 over 2 interviews");
    expect(digest.tips[4]!.title).toBe("4 new postings fit your resume");
    expect(digest.headline).toBe("Priya, here are this week's 5 tips, from your own activity.");
  });

  it("fills a quiet week with three evergreen tips that change from week to week, and is the same for the same week", () => {
    const a = weeklyDigest(QUIET, "2026-W48");
    expect(a.tips).toHaveLength(3);
    expect(a.tips.every((t) => t.kind === "evergreen")).toBe(true);
    expect(weeklyDigest(QUIET, "2026-W48")).toEqual(a);
    expect(weeklyDigest(QUIET, "2026-W49").tips[0]!.title).not.toBe(a.tips[0]!.title);
  });

  it("asks for a resume when there is none to match postings to", () => {
    expect(weeklyDigest({ ...QUIET, hasResume: false }, "2026-W48").tips[0]).toMatchObject({ kind: "resume", action: { href: "/jobs" } });
  });
});
