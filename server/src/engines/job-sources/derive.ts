import { getDefaultSkillExtractor } from "../skills/default-extractor";
import type { NormalisedPosting, WorkMode } from "./types";

const REMOTE = /\b(remote|work from home|wfh|work from anywhere|anywhere in the world|fully distributed|telecommute)\b/i;
const HYBRID = /\bhybrid\b/i;
const ONSITE = /\b(on-?site|in[- ]office|office[- ]based|on location)\b/i;
const NOT_REMOTE = /\b(not (a )?remote|no remote|non-remote)\b/i;

/**
 * The work mode when the source does not say: the title and location speak first (they are about
 * this job), then the description. "Hybrid" beats "remote" ("hybrid, 2 days remote" is hybrid).
 */
export function deriveWorkMode(title: string, location: string | null, description: string): WorkMode {
  const head = `${title} ${location ?? ""}`;
  if (HYBRID.test(head)) return "hybrid";
  if (REMOTE.test(head) && !NOT_REMOTE.test(head)) return "remote";
  if (ONSITE.test(head)) return "onsite";
  const body = description.slice(0, 4000);
  if (HYBRID.test(body)) return "hybrid";
  if (REMOTE.test(body) && !NOT_REMOTE.test(body) && !ONSITE.test(body)) return "remote";
  return "onsite";
}

/** Maps the sources' own vocabularies ("on-site", "OnSite", "Remote", "unspecified"...) to ours; null when it says nothing. */
export function workModeFrom(value: unknown): WorkMode | null {
  if (typeof value !== "string") return null;
  const v = value.toLowerCase().replace(/[^a-z]/g, "");
  if (v === "remote") return "remote";
  if (v === "hybrid") return "hybrid";
  if (v === "onsite" || v === "inoffice" || v === "office") return "onsite";
  return null;
}

export function deriveSeniority(title: string): NormalisedPosting["seniority"] {
  const t = title.toLowerCase();
  if (/\b(head|director|vp|vice president|principal|lead|staff|chief)\b/.test(t)) return "lead";
  if (/\b(senior|sr\.?|iii)\b/.test(t)) return "senior";
  if (/\b(junior|jr\.?|intern|trainee|graduate|entry|associate|fresher|apprentice)\b/.test(t)) return "junior";
  return "mid";
}

/** Canonical skills of a posting: its title and text through the same taxonomy as resumes, plus the source's tags. */
export function deriveSkills(title: string, description: string, tags: readonly string[] = []): string[] {
  const extractor = getDefaultSkillExtractor();
  const found = new Set(extractor.extract(`${title}\n${description}`));
  for (const tag of tags) {
    const canon = extractor.canonicalize(tag);
    if (canon) found.add(canon);
  }
  return [...found].slice(0, 40);
}

/** A Date from an ISO string, epoch seconds or epoch milliseconds; null when absent or nonsense. */
export function parseDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === "") return null;
  let d: Date;
  if (typeof value === "string" && /^\d{9,13}$/.test(value.trim())) value = Number(value.trim());
  if (typeof value === "number") d = new Date(value < 1e11 ? value * 1000 : value);
  else if (typeof value === "string") {
    // Remotive gives "2024-02-15T10:23:26" with no zone: it is UTC.
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? `${value}Z` : value;
    d = new Date(iso);
  } else return null;
  const t = d.getTime();
  // Outside 2000..one day ahead is a broken feed, not a date.
  return Number.isFinite(t) && t > Date.UTC(2000, 0, 1) && t < Date.now() + 86_400_000 ? d : null;
}

export function cleanText(value: unknown, max = 300): string | null {
  if (typeof value !== "string") return null;
  const s = value.replace(/\s+/g, " ").trim();
  return s ? s.slice(0, max) : null;
}

/** Only http(s) links are kept: a feed must not be able to put a javascript: URL behind the Apply button. */
export function safeLink(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

const MAX_DESCRIPTION = 20_000;

/** Assembles a posting and applies the rules every source shares; null when the item is unusable. */
export function buildPosting(input: {
  source: string;
  external_id: unknown;
  title: unknown;
  company: unknown;
  location: unknown;
  description: string;
  work_mode?: WorkMode | null;
  apply_link: unknown;
  portal: NormalisedPosting["portal"];
  apply_meta?: Record<string, string>;
  posted_at: unknown;
  tags?: readonly string[];
}): NormalisedPosting | null {
  const title = cleanText(input.title, 200);
  const externalId = input.external_id === null || input.external_id === undefined ? null : cleanText(String(input.external_id), 200);
  const link = safeLink(input.apply_link);
  if (!title || !externalId || !link) return null;
  const location = cleanText(input.location, 200);
  const description = input.description.slice(0, MAX_DESCRIPTION);
  return {
    source: input.source,
    external_id: externalId,
    title,
    company: cleanText(input.company, 200),
    location,
    description,
    work_mode: input.work_mode ?? deriveWorkMode(title, location, description),
    seniority: deriveSeniority(title),
    skills: deriveSkills(title, description, input.tags),
    apply_link: link,
    portal: input.portal,
    apply_meta: input.apply_meta ?? {},
    posted_at: parseDate(input.posted_at),
  };
}
