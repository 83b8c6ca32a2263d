import { describe, expect, it } from "vitest";
import { scoreChart } from "./score-chart";

const point = (overall: number, day: number) => ({ session_id: `s${day}`, role: "PM", overall, finished_at: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z` });

describe("interview score chart", () => {
  it("is empty without scores", () => {
    const chart = scoreChart([]);
    expect(chart.points).toEqual([]);
    expect(chart.line).toBe("");
    expect(chart.average).toBeNull();
    expect(chart.trend).toBeNull();
  });

  it("centres a single score and draws no line", () => {
    const chart = scoreChart([point(50, 1)], 200, 140);
    expect(chart.points).toHaveLength(1);
    expect(chart.points[0]!.x).toBe(36 + (200 - 36 - 16) / 2);
    expect(chart.points[0]!.y).toBe(12 + (140 - 12 - 28) / 2);
    expect(chart.line).toBe("");
  });

  it("spreads scores left to right, 100 at the top and 0 at the bottom", () => {
    const chart = scoreChart([point(0, 1), point(100, 2)], 200, 140);
    expect(chart.points.map((p) => [p.x, p.y])).toEqual([
      [36, 112],
      [184, 12],
    ]);
    expect(chart.line).toBe("M36,112 L184,12");
    expect(chart.area).toBe("M36,112 L184,12 L184,112 L36,112 Z");
    expect(chart.gridlines.map((g) => g.value)).toEqual([0, 25, 50, 75, 100]);
  });

  it("summarises average, best and trend", () => {
    const chart = scoreChart([point(64, 12), point(78, 20), point(71, 21)]);
    expect(chart.average).toBe(71);
    expect(chart.best).toBe(78);
    expect(chart.trend).toBe(7);
    expect(chart.points[0]!.label).toBe("12 Nov");
  });

  it("clamps scores outside 0–100 to the chart", () => {
    const chart = scoreChart([point(-5, 1), point(130, 2)], 200, 140);
    expect(chart.points[0]!.y).toBe(112);
    expect(chart.points[1]!.y).toBe(12);
  });
});
