const RTF = new Intl.RelativeTimeFormat("en-IN", { numeric: "auto" });
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Infinity],
];

/** '5 minutes ago', 'yesterday', '3 weeks ago'; 'just now' under a minute; '' for a missing or bad time. */
export function relativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return "";
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  let value = (then - now.getTime()) / 1000;
  if (Math.abs(value) < 60) return "just now";
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return RTF.format(Math.round(value), unit);
    value /= size;
  }
  return "";
}

/** A full local date and time for titles and screen readers: '22 Nov 2026, 1:12 pm'. */
export function fullDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" }).format(d);
}
