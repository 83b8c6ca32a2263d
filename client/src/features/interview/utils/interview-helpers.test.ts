import { describe, expect, it } from "vitest";
import {
  DEFAULT_ROLE,
  DEFAULT_SENIORITY,
  SENIORITY_OPTIONS,
  feedbackToastTitle,
  formatAverage,
  formatClock,
  formatScore,
  isBlankAnswer,
  lengthHint,
  progressText,
  runningAverage,
  scoreBand,
  sectionLabel,
  sectionRows,
  speakingSeconds,
  splitSkills,
  toastTypeFor,
  wordCount,
} from "./interview-helpers";

describe("SPEC section 9 defaults", () => {
  it("defaults the role to 'Performance Marketing Manager' and seniority to mid, with junior/mid/senior options", () => {
    expect(DEFAULT_ROLE).toBe("Performance Marketing Manager");
    expect(DEFAULT_SENIORITY).toBe("mid");
    expect(SENIORITY_OPTIONS.map((o) => o.value)).toEqual(["junior", "mid", "senior"]);
  });
});

describe("splitSkills (SPEC section 5)", () => {
  it("splits on commas, trims and removes blanks", () => {
    expect(splitSkills(" Google Ads ,Meta Ads,, ,GA4 , ")).toEqual(["Google Ads", "Meta Ads", "GA4"]);
  });
  it("gives an empty list for empty or comma-only input", () => {
    expect(splitSkills("")).toEqual([]);
    expect(splitSkills(" , ,, ")).toEqual([]);
  });
  it("keeps spaces inside a skill and does not split on other separators", () => {
    expect(splitSkills("A/B testing; SQL")).toEqual(["A/B testing; SQL"]);
  });
});

describe("isBlankAnswer (SPEC section 5)", () => {
  it.each(["", " ", "\n\t  "])("treats %j as blank", (text) => expect(isBlankAnswer(text)).toBe(true));
  it("treats any visible text as an answer", () => expect(isBlankAnswer("  I led it ")).toBe(false));
});

describe("scoreBand (SPEC section 9: bands at 8 and 6)", () => {
  it.each([
    [10, "green"],
    [8, "green"],
    [7.9, "yellow"],
    [6, "yellow"],
    [5.9, "red"],
    [0, "red"],
  ] as const)("puts %d in %s", (score, band) => expect(scoreBand(score)).toBe(band));
  it.each([
    [10, "success"],
    [8, "success"],
    [7.9, "info"],
    [6, "info"],
    [5.9, "warning"],
    [0, "warning"],
  ] as const)("gives the feedback toast for %d the %s type, never the error type", (score, type) => expect(toastTypeFor(score)).toBe(type));
});

describe("scores as text", () => {
  it("shows whole scores without decimals and others to one decimal", () => {
    expect(formatScore(7)).toBe("7");
    expect(formatScore(7.5)).toBe("7.5");
    expect(formatScore(7.04)).toBe("7");
    expect(formatScore(6.66)).toBe("6.7");
  });
  it("titles the feedback toast 'Feedback • Score N/10'", () => {
    expect(feedbackToastTitle(8)).toBe("Feedback • Score 8/10");
    expect(feedbackToastTitle(6.5)).toBe("Feedback • Score 6.5/10");
  });
});

describe("runningAverage", () => {
  it("is null before the first answer", () => {
    expect(runningAverage([])).toBeNull();
    expect(formatAverage(null)).toBe("–/10");
  });
  it("is the mean of the scores so far, to one decimal, shown out of 10", () => {
    expect(runningAverage([8])).toBe(8);
    expect(runningAverage([8, 3])).toBe(5.5);
    expect(runningAverage([7, 8, 8])).toBe(7.7);
    expect(formatAverage(7.7)).toBe("7.7/10");
    expect(formatAverage(8)).toBe("8.0/10");
  });
});

describe("section names and rows", () => {
  it("gives the known sections readable names", () => {
    expect(sectionLabel("communication")).toBe("Communication");
    expect(sectionLabel("structure")).toBe("Structure");
    expect(sectionLabel("role_knowledge")).toBe("Role knowledge");
    expect(sectionLabel("impact_evidence")).toBe("Impact & evidence");
    expect(sectionLabel("confidence")).toBe("Confidence");
  });
  it("sentence-cases unknown keys", () => {
    expect(sectionLabel("team_fit")).toBe("Team fit");
    expect(sectionLabel("STAR-usage")).toBe("Star usage");
  });
  it("orders the known sections first, then others by key, and clamps scores to 0–10", () => {
    const rows = sectionRows({ zeal: 4, confidence: 11, communication: 7.5, role_knowledge: -1, structure: 6, impact_evidence: 8, bad: Number.NaN });
    expect(rows.map((r) => r.key)).toEqual(["communication", "structure", "role_knowledge", "impact_evidence", "confidence", "zeal"]);
    expect(rows.find((r) => r.key === "confidence")?.score).toBe(10);
    expect(rows.find((r) => r.key === "role_knowledge")?.score).toBe(0);
    expect(rows[0]).toEqual({ key: "communication", label: "Communication", score: 7.5 });
  });
});

describe("timer and answer length", () => {
  it("formats a countdown as m:ss and never below 0:00", () => {
    expect(formatClock(300)).toBe("5:00");
    expect(formatClock(61)).toBe("1:01");
    expect(formatClock(9.2)).toBe("0:10");
    expect(formatClock(-5)).toBe("0:00");
  });
  it("counts words", () => {
    expect(wordCount("")).toBe(0);
    expect(wordCount("  one two\nthree  ")).toBe(3);
  });
  it("estimates speaking time at 130 words a minute and compares it with 60–120 seconds", () => {
    expect(speakingSeconds(130)).toBe(60);
    expect(lengthHint(0)).toBe("empty");
    expect(lengthHint(100)).toBe("short");
    expect(lengthHint(130)).toBe("good");
    expect(lengthHint(260)).toBe("good");
    expect(lengthHint(300)).toBe("long");
  });
});

describe("progressText", () => {
  it("counts answers against the planned questions, and mentions follow-ups once past them", () => {
    expect(progressText(0, 3)).toBe("0 of 3 questions answered");
    expect(progressText(3, 3)).toBe("3 of 3 questions answered");
    expect(progressText(4, 3)).toBe("4 answered (3 planned, plus follow-ups)");
    // A server that does not say how many it plans (SPEC section 3 has no count).
    expect(progressText(0, 0)).toBe("0 questions answered");
    expect(progressText(1, 0)).toBe("1 question answered");
  });
});
