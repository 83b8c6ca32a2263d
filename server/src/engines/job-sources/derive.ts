import { seniorityOf } from "../roles/seniority";
import { getDefaultSkillExtractor } from "../skills/default-extractor";
import type { NormalisedPosting, Portal, WorkMode } from "./types";

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

/** The posting's level from its title, read as the role resolver reads levels, in the postings' four-step scale. */
export function deriveSeniority(title: string): NormalisedPosting["seniority"] {
  const { seniority } = seniorityOf(title);
  if (seniority === "intern" || seniority === "entry") return "junior";
  if (seniority === "mid" || seniority === "senior") return seniority;
  return "lead";
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

/** True when `host` is `domain` or one of its subdomains. */
const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * The portal an apply link leads to, from its host: an aggregator (Remotive, Arbeitnow, an operator's feed) often
 * links straight to the employer's Greenhouse, Lever, Workable... page, and Auto-Apply goes through that portal.
 */
export function portalOf(link: string): Portal {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return "other";
  }
  if (onDomain(host, "greenhouse.io")) return "greenhouse";
  if (onDomain(host, "lever.co")) return "lever";
  if (onDomain(host, "workable.com")) return "workable";
  // SAP SuccessFactors career sites live on many hosts (career2.successfactors.eu, *.successfactors.com...).
  if (host.split(".").includes("successfactors")) return "successfactors";
  if (onDomain(host, "naukri.com")) return "naukri";
  if (onDomain(host, "shine.com")) return "shine";
  if (onDomain(host, "linkedin.com")) return "linkedin";
  return "other";
}

/**
 * What the Greenhouse or Lever application API needs, read from a job page link, so a posting found through an
 * aggregator can be applied to like one read from the board itself; empty when the link does not say.
 *   boards.greenhouse.io/{board}/jobs/{id} (also job-boards.*), boards.greenhouse.io/embed/job_app?for={board}&token={id}
 *   jobs.lever.co/{company}/{posting id}[/apply]
 */
export function applyMetaOf(link: string, portal: Portal): Record<string, string> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return {};
  }
  const parts = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  if (portal === "greenhouse") {
    if (parts[0] === "embed") {
      const board = url.searchParams.get("for");
      const id = url.searchParams.get("token");
      return board && id && /^\d+$/.test(id) ? { board_token: board, job_id: id } : {};
    }
    return parts.length >= 3 && parts[1] === "jobs" && /^\d+$/.test(parts[2]!) ? { board_token: parts[0]!, job_id: parts[2]! } : {};
  }
  if (portal === "lever") {
    return parts.length >= 2 && /^[0-9a-f-]{36}$/i.test(parts[1]!) ? { company: parts[0]!, posting_id: parts[1]! } : {};
  }
  return {};
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
  /** The board's own portal (Greenhouse, Lever); when omitted, the apply link's (portalOf). */
  portal?: NormalisedPosting["portal"];
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
  const portal = input.portal ?? portalOf(link);
  // A link-derived Greenhouse or Lever portal needs that portal's ids; the source's own meta is not for it.
  const linkMeta = input.portal ? {} : applyMetaOf(link, portal);
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
    portal,
    apply_meta: Object.keys(linkMeta).length ? linkMeta : (input.apply_meta ?? {}),
    posted_at: parseDate(input.posted_at),
  };
}
