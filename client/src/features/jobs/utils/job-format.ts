import type { Job } from "../../../api/generated/model";

/** SPEC section 9: the job description snippet. */
export const SNIPPET_CHARS = 220;

/** The description cut to 220 characters (an ellipsis marks a cut). */
export function snippet(description: string, max = SNIPPET_CHARS): string {
  const text = description.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

export function companyLabel(company: string | null | undefined): string {
  return company?.trim() || "Company";
}

export function locationLabel(location: string | null | undefined): string {
  return location?.trim() || "Remote";
}

export function matchTag(relevant: boolean): "Relevant match" | "General" {
  return relevant ? "Relevant match" : "General";
}

const SOURCE_NAMES: Record<string, string> = {
  demo: "Demo listing",
  greenhouse: "Greenhouse",
  lever: "Lever",
  ashby: "Ashby",
  smartrecruiters: "SmartRecruiters",
  workable: "Workable",
  recruitee: "Recruitee",
  remotive: "Remotive",
  arbeitnow: "Arbeitnow",
  import: "Imported feed",
};

export function sourceLabel(source: string | null | undefined): string {
  if (!source) return "Unknown source";
  return SOURCE_NAMES[source.toLowerCase()] ?? source;
}

/** When the posting was found: scraped_at, else posted_at, else date (SPEC section 3 names all three). */
export function scrapedTime(job: Pick<Job, "scraped_at" | "posted_at"> & { date?: string | null }): string | null {
  return job.scraped_at || job.posted_at || job.date || null;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** '2 days ago', '3 hours ago', 'just now'; an unreadable date gives ''. */
export function relativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return "";
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return "";
  const seconds = Math.round((then - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat("en", { numeric: "always" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

/** The score (0–100) as a whole percentage for the match bar. */
export function scorePercent(score: number | null | undefined): number {
  if (typeof score !== "number" || Number.isNaN(score)) return 0;
  return Math.round(Math.min(100, Math.max(0, score)));
}
