import { getDefaultSkillExtractor } from "../../engines/skills/default-extractor";
import type { SkillExtractor } from "../../engines/skills/skill-extractor";
import { badRequest } from "../../lib/errors";
import type { PlanId } from "../billing/plans";
import type { UsageService } from "../usage/usage-service";
import type { ActivityInput } from "../dashboard/activity-repository";
import type { JobRepository, RankedJobRow, SearchKeyword } from "./job-repository";
import { cleanKeywords } from "./keywords";
import { parseLocation } from "./location-match";
import { combineScore, isRelevant, weightsFor } from "./ranking";

export const PAGE_SIZE = 20;
export const MAX_PAGES = 5;
/** Long descriptions are cut for the result list (the card shows 220 characters). */
const DESCRIPTION_CHARS = 1500;
export const NO_KEYWORDS = "Please enter at least one valid skill keyword (comma-separated).";

export interface SearchInput {
  query: string;
  location?: string;
  maxPages?: number;
  workMode?: "any" | "remote" | "hybrid" | "onsite";
}

export interface JobResult {
  id: string;
  title: string;
  company: string | null;
  location: string | null;
  description: string;
  work_mode: "remote" | "hybrid" | "onsite";
  score: number;
  relevant: boolean;
  skills: string[];
  matched_skills: string[];
  source: string;
  apply_link: string;
  posted_at: string | null;
  scraped_at: string;
}

export interface SearchResult {
  jobs: JobResult[];
  total: number;
  query: string[];
  location: string;
  hidden_count: number;
  quota: { plan: PlanId; daily_limit: number | null; used_today: number; remaining_today: number | null };
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const at = slice.lastIndexOf(" ");
  return `${slice.slice(0, at > max * 0.8 ? at : max).trimEnd()}…`;
}

/** The taxonomy skills a keyword names: "k8s" → Kubernetes; "python developer" → Python. */
export function skillsOfKeyword(extractor: SkillExtractor, keyword: string): string[] {
  const canon = extractor.canonicalize(keyword);
  if (canon) return [canon];
  return extractor.extract(keyword, { listContext: true });
}

export function createJobService(deps: {
  jobs: Pick<JobRepository, "search">;
  usage: Pick<UsageService, "consume" | "release">;
  skills?: SkillExtractor;
  now?: () => Date;
  /** The dashboard's "recent searches" (keywords and counts only, never resume text). */
  recordActivity?: (input: ActivityInput) => Promise<void>;
}) {
  const extractor = deps.skills ?? getDefaultSkillExtractor();
  const now = deps.now ?? (() => new Date());

  function toJob(row: RankedJobRow, querySkills: Set<string>, weights: ReturnType<typeof weightsFor>): JobResult {
    const score = combineScore(
      { coverage: row.coverage, skills: row.skill_share, text: row.text_rank, title: row.title_sim, freshness: row.freshness },
      weights,
    );
    return {
      id: row.id,
      title: row.title,
      company: row.company,
      location: row.location,
      description: cut(row.description, DESCRIPTION_CHARS),
      work_mode: row.work_mode,
      score,
      relevant: isRelevant(score),
      skills: row.skills,
      matched_skills: row.skills.filter((s) => querySkills.has(s)),
      source: row.source,
      apply_link: row.apply_link,
      posted_at: row.posted_at ? row.posted_at.toISOString() : null,
      scraped_at: row.scraped_at.toISOString(),
    };
  }

  return {
    /** Ranked matches for the keywords; uses one of the plan's daily job matches (given back if the search fails). */
    async search(userId: string, input: SearchInput): Promise<SearchResult> {
      const keywords = cleanKeywords(input.query);
      if (keywords.length === 0) throw badRequest(NO_KEYWORDS);
      const pages = Math.min(Math.max(1, Math.floor(input.maxPages ?? 1)), MAX_PAGES);
      const location = (input.location ?? "").trim();
      const searchKeywords: SearchKeyword[] = keywords.map((text) => ({ text, skills: skillsOfKeyword(extractor, text) }));
      const querySkills = new Set(searchKeywords.flatMap((k) => k.skills));
      const weights = weightsFor(querySkills.size);

      // The count (401 for a user that no longer exists, 402 past the plan's daily limit) and the search run side
      // by side, which saves the counter's round trip on every search; a refused count discards the results,
      // and a failed search gives its use back.
      const [counted, searched] = await Promise.allSettled([
        deps.usage.consume(userId, "jobMatches"),
        deps.jobs.search({
          keywords: searchKeywords,
          location: parseLocation(location),
          workMode: input.workMode ?? "any",
          limit: pages * PAGE_SIZE,
          weights,
          now: now(),
        }),
      ]);
      if (counted.status === "rejected") throw counted.reason;
      const used = counted.value;
      if (searched.status === "rejected") {
        await deps.usage.release(userId, "jobMatches").catch(() => undefined);
        throw searched.reason;
      }
      const found = searched.value;
      await deps.recordActivity?.({
        userId,
        kind: "job_search",
        summary: `Searched ${keywords.join(", ")}${location ? ` in ${location}` : ""}`,
        data: { keywords, location, results: found.rows.length },
      });
      return {
        jobs: found.rows.map((r) => toJob(r, querySkills, weights)),
        total: found.total,
        query: keywords,
        location,
        // Limits count searches, not results: a search that is allowed shows every match.
        hidden_count: 0,
        quota: {
          // The plan in effect (launch promotion applied), the same one the quota was counted against.
          plan: used.planId,
          daily_limit: used.limit,
          used_today: used.count,
          remaining_today: used.limit === null ? null : Math.max(0, used.limit - used.count),
        },
      };
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;
