import type { InterviewScorePoint } from "../../../api/generated/model";

export interface ChartPoint {
  x: number;
  y: number;
  score: number;
  label: string;
  role: string;
  date: string;
}

export interface ScoreChart {
  width: number;
  height: number;
  points: ChartPoint[];
  /** SVG path through the points ('' with fewer than two). */
  line: string;
  /** The same path closed down to the baseline, for a soft fill. */
  area: string;
  /** Horizontal guides at 0, 25, 50, 75, 100. */
  gridlines: Array<{ y: number; value: number }>;
  average: number | null;
  best: number | null;
  /** Last score minus first score (null with fewer than two). */
  trend: number | null;
  padding: { top: number; right: number; bottom: number; left: number };
}

const PADDING = { top: 12, right: 16, bottom: 28, left: 36 };

const shortDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short" }).format(new Date(iso));

/** Lays out interview scores (0–100, oldest first) as a line chart in a `width` × `height` box. */
export function scoreChart(scores: readonly InterviewScorePoint[], width = 560, height = 220): ScoreChart {
  const { top, right, bottom, left } = PADDING;
  const innerW = width - left - right;
  const innerH = height - top - bottom;
  const yFor = (value: number) => top + innerH - (Math.min(100, Math.max(0, value)) / 100) * innerH;
  const n = scores.length;
  const points = scores.map((s, i) => ({
    x: Math.round((left + (n === 1 ? innerW / 2 : (i / (n - 1)) * innerW)) * 10) / 10,
    y: Math.round(yFor(s.overall) * 10) / 10,
    score: Math.round(s.overall),
    label: shortDate(s.finished_at),
    role: s.role,
    date: s.finished_at,
  }));
  const line = n >= 2 ? points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x},${p.y}`).join(" ") : "";
  const baseline = top + innerH;
  const area = n >= 2 ? `${line} L${points[n - 1]!.x},${baseline} L${points[0]!.x},${baseline} Z` : "";
  const values = scores.map((s) => s.overall);
  return {
    width,
    height,
    points,
    line,
    area,
    gridlines: [0, 25, 50, 75, 100].map((value) => ({ value, y: Math.round(yFor(value) * 10) / 10 })),
    average: n ? Math.round(values.reduce((a, b) => a + b, 0) / n) : null,
    best: n ? Math.round(Math.max(...values)) : null,
    trend: n >= 2 ? Math.round(values[n - 1]! - values[0]!) : null,
    padding: PADDING,
  };
}
