import { getDefaultSkillExtractor } from "../../engines/skills/default-extractor";
import type { SkillExtractor } from "../../engines/skills/skill-extractor";
import { badRequest } from "../../lib/errors";
import type { PlanId } from "../plans";
import type { UserRow } from "../auth";
import type { UsageService } from "../usage";
import type { JobRepository, RankedJobRow, SearchKeyword } from "./job-repository";
import { cleanKeywords } from "../../../../common/keywords";
import { explainJob, type JobWhy, type TitleFit } from "./match-explain";
import { familyRivalPenalty, isGoodMatch, namesFamilyRival, namesOtherDesk, otherDeskPenalty, ownRoleWords, RIVAL_ROLE_PENALTY, weightsFor } from "./ranking";
import { namesRivalRole } from "../../engines/roles/role-words";
import { placeLabel, placeNote, planPlaces, type PlaceLabel, type PlaceScopeLabel } from "./search-places";
import { searcherFor, searchRoleOf, type ResumeFacts, type Searcher } from "./searcher";
import type { IndexedSearch } from "./indexed-search";
import { demoApplyLabel } from "./demo/demo-apply";
import { DEMO_SOURCE } from "./demo/demo-corpus";

export const PAGE_SIZE = 20;
export const MAX_PAGES = 5;
/**
 * Long descriptions are cut for the result list: the card shows 220 characters; 600 keeps the opening paragraph
 * (where postings say remote, hybrid or on-site, which the workspace's filter reads) at less than half the bytes of
 * a page of results (about 47 KB at 1,500) on a phone's connection and in the browser storage the workspace keeps.
 */
export const DESCRIPTION_CHARS = 600;
export const NO_KEYWORDS = "Please enter at least one valid skill keyword (comma-separated).";
/**
 * A search whose place gives fewer good matches than this (same family at a near level and a close title, or
 * relevant by score)
 * widens to nearby cities and the rest of the country; measured with `npm run eval:search`.
 */
export const FILL_BELOW = 10;
/**
 * How much a result's score gives up for where it is: nothing in the place searched, a little in its metro region or
 * remote, more in a nearby city, and more again the further away a widened result is (25 plus 1 per 50 km, up to 45
 * points), so a result far away only comes after what fits in and around the place searched, even when it lists more
 * of the person's skills (measured with `npm run eval:search`, docs/quality/search.md).
 */
export const PLACE_PENALTY = { local: 0, region: 1, remote: 2, nearby: 6, elsewhere: 25, anywhere: 0 } as const;
const ELSEWHERE_KM_PER_POINT = 50;
const ELSEWHERE_MAX = 45;
export function placePenalty(place: PlaceLabel, remoteSearch = false): number {
  // A remote search (also what a blank location searches) gives no place to be far from: on-site roles in the
  // person's country come after remote ones, nearest their own city first when the resume names one.
  if (remoteSearch && place.match !== "remote") return Math.min(15, 8 + (place.distance_km ?? 0) / 200);
  const base = PLACE_PENALTY[place.match];
  return place.match === "elsewhere" ? Math.min(ELSEWHERE_MAX, base + (place.distance_km ?? 1500) / ELSEWHERE_KM_PER_POINT) : base;
}

export interface SearchInput {
  query: string;
  location?: string;
  maxPages?: number;
  workMode?: "any" | "remote" | "hybrid" | "onsite";
  /** The stored resume to rank for (404 when it is not the user's); the user's latest when absent. */
  resumeId?: string;
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
  why: JobWhy;
  demo: boolean;
  apply_label: string | null;
}

export interface SearchPlace {
  query: string;
  used: string;
  scope: PlaceScopeLabel;
  includes: string[];
  filled: boolean;
  note: string;
}

export interface SearchedFor {
  from: "resume" | "query";
  role_family: string | null;
  role_family_name: string | null;
  seniority: string | null;
  title: string | null;
}

export interface SearchResult {
  jobs: JobResult[];
  total: number;
  query: string[];
  location: string;
  hidden_count: number;
  quota: { plan: PlanId; daily_limit: number | null; used_today: number; remaining_today: number | null };
  place: SearchPlace;
  /** Absent when neither a resume nor the keywords name a role. */
  searched_for?: SearchedFor;
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
  jobs: Pick<JobRepository, "search"> & Partial<Pick<IndexedSearch, "searchPlaces" | "skillFamily">>;
  /** Counts the search and records it (the dashboard's "recent searches": keywords and counts only, never resume text). */
  usage: Pick<UsageService, "consume">;
  /** The user's latest stored resume (read through the resume module), so ranking knows their role; absent in some unit tests. */
  resumes?: { latest(userId: string): Promise<ResumeFacts | undefined>; byId?(userId: string, resumeId: string): Promise<ResumeFacts> };
  /**
   * The user's row and their latest resume's ranking facts in one read, for a search that names no resume (one round
   * trip instead of two); the row goes to the count, which then does not read it again.
   */
  account?: (userId: string) => Promise<{ user: UserRow | undefined; resume: ResumeFacts | undefined }>;
  skills?: SkillExtractor;
  now?: () => Date;
}) {
  const extractor = deps.skills ?? getDefaultSkillExtractor();
  const now = deps.now ?? (() => new Date());

  function toJob(row: RankedJobRow, searcher: Searcher | null, querySkills: string[], place: PlaceLabel, score: number, fit: TitleFit): JobResult {
    const { why, relevant } = explainJob(row, searcher, querySkills, place, score, fit);
    const demo = row.source === DEMO_SOURCE;
    return {
      id: row.id,
      title: row.title,
      company: row.company,
      location: row.location,
      description: cut(row.description, DESCRIPTION_CHARS),
      work_mode: row.work_mode,
      score,
      relevant,
      skills: row.skills,
      matched_skills: why.matched_skills,
      source: row.source,
      apply_link: row.apply_link,
      posted_at: row.posted_at ? row.posted_at.toISOString() : null,
      scraped_at: row.scraped_at.toISOString(),
      why,
      demo,
      apply_label: demo ? demoApplyLabel(row.apply_link) : null,
    };
  }

  /**
   * The search itself: the place first, then (when it has few good matches) nearby and country-wide postings.
   * `resume`: the resume to rank for, null when the user has none (undefined: their latest is read here).
   */
  async function find(userId: string, input: { keywords: SearchKeyword[]; location: string; workMode: SearchInput["workMode"]; limit: number; resume?: ResumeFacts | null }) {
    const resume = input.resume !== undefined ? input.resume : deps.resumes ? await deps.resumes.latest(userId) : undefined;
    const searcher = searcherFor({ keywords: input.keywords, resume: resume ?? null, now: now(), ...(deps.jobs.skillFamily ? { skillFamily: deps.jobs.skillFamily } : {}) });
    const role = searchRoleOf(searcher);
    const querySkills = [...new Set(input.keywords.flatMap((k) => k.skills))];
    const weights = weightsFor(querySkills.length, role !== null);
    const plan = planPlaces(input.location, searcher?.location ?? null);
    const base = { keywords: input.keywords, workMode: input.workMode ?? "any", weights, role, now: now() } as const;
    const primary = await deps.jobs.search({ ...base, place: plan.primary, limit: input.limit });

    // A good match: the person's family at their level, with a title close to their own (naming their role when
    // some result does) when it is known (ranking.ts isGoodMatch).
    const anyRoleHit = primary.rows.some((r) => r.role_hit > 0);
    const isGood = (r: RankedJobRow) => isGoodMatch(r, role, anyRoleHit);
    const ranked = primary.rows.map((row) => ({ row, place: placeLabel(plan, row, false), filled: false }));
    const seen = new Set(primary.rows.map((r) => r.id));
    let good = primary.rows.filter(isGood).length;
    // Few good matches in the place: widen step by step (nearby cities, then the country), each result labelled.
    // With the index, the widening searches run together (one round trip for all their scores, one for the rows).
    const widened =
      good < Math.min(FILL_BELOW, input.limit) && plan.fill.length && deps.jobs.searchPlaces
        ? await deps.jobs.searchPlaces({ ...base, limit: input.limit }, plan.fill.map((step) => step.clause))
        : null;
    for (const [i, step] of plan.fill.entries()) {
      if (good >= Math.min(FILL_BELOW, input.limit)) break;
      const wider = widened ? widened[i]! : await deps.jobs.search({ ...base, place: step.clause, limit: input.limit });
      for (const row of wider.rows) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        ranked.push({ row, place: placeLabel(plan, row, true), filled: true });
        if (isGood(row)) good++;
      }
    }
    // A posting naming a rival of the person's role (SAP SD for SAP MM, or within the family), or a licensed
    // profession their resume shows no licence for (a chartered accountant's post for a CA Inter), gives up points and
    // is never a 'Relevant match'.
    const word = role?.word ?? null;
    const mine = word ? ownRoleWords(word, [...(searcher?.skills ?? []), ...(searcher?.titles ?? [])]) : new Set<string>();
    const scored = ranked
      .map((r) => ({ ...r, rival: namesRivalRole(word, r.row.title) || (searcher?.unlicensed?.some((post) => post.test(r.row.title)) ?? false), familyRival: r.row.role_family === role?.family && namesFamilyRival(role?.rivalWords ?? [], word, r.row.title) }))
      .map((r) => ({ ...r, otherDesk: !r.rival && !r.familyRival && anyRoleHit && r.row.role_hit > 0 && r.row.role_family === role?.family && namesOtherDesk(word, r.row.role_family!, mine, r.row.title) }))
      .map((r) => ({ ...r, score: Math.max(0, Math.round(r.row.score - placePenalty(r.place, plan.filter.kind === "remote") - (r.rival ? RIVAL_ROLE_PENALTY : r.familyRival ? familyRivalPenalty(r.row.title_sim, weights, anyRoleHit) : r.otherDesk ? otherDeskPenalty(r.row.role_hit, weights) : 0))) }))
      .sort((a, b) => b.score - a.score || (b.row.posted_at?.getTime() ?? 0) - (a.row.posted_at?.getTime() ?? 0) || a.row.id.localeCompare(b.row.id))
      .slice(0, input.limit);
    const filled = {
      nearby: scored.filter((r) => r.filled && r.place.match === "nearby").length,
      elsewhere: scored.filter((r) => r.filled && r.place.match !== "nearby").length,
    };
    const fitOf = (r: (typeof scored)[number]): TitleFit => ({ roles: !r.rival && !r.familyRival });
    const jobs = scored.map((r) => toJob(r.row, searcher, querySkills, r.place, Math.min(100, r.score), fitOf(r)));
    const place: SearchPlace = {
      query: input.location,
      used: plan.summary.used,
      scope: plan.summary.scope,
      includes: plan.summary.includes,
      filled: filled.nearby + filled.elsewhere > 0,
      note: placeNote(plan, filled),
    };
    const searchedFor: SearchedFor | null = searcher?.family
      ? { from: searcher.from, role_family: searcher.family, role_family_name: searcher.familyName, seniority: searcher.seniority, title: searcher.title }
      : null;
    return { jobs, total: primary.total + filled.nearby + filled.elsewhere, place, searchedFor };
  }

  return {
    /** Ranked matches for the keywords; uses one of the plan's daily job matches (none if the search fails). */
    async search(userId: string, input: SearchInput): Promise<SearchResult> {
      const keywords = cleanKeywords(input.query);
      if (keywords.length === 0) throw badRequest(NO_KEYWORDS);
      const pages = Math.min(Math.max(1, Math.floor(input.maxPages ?? 1)), MAX_PAGES);
      const location = (input.location ?? "").trim();
      const searchKeywords: SearchKeyword[] = keywords.map((text) => ({ text, skills: skillsOfKeyword(extractor, text) }));
      // The resume the search names is found first, so an id that is not the user's (404) uses no match.
      const resume = input.resumeId && deps.resumes?.byId ? await deps.resumes.byId(userId, input.resumeId) : undefined;
      const account = resume === undefined && deps.account ? await deps.account(userId) : undefined;

      // The search first, then its use of the daily quota and its entry in the activity log in one statement (one
      // round trip and one commit a search): a search that fails uses nothing, and a refused count (401 for a user
      // that no longer exists, 402 past the plan's daily limit) discards the results and records nothing.
      const found = await find(userId, { keywords: searchKeywords, location, workMode: input.workMode, limit: pages * PAGE_SIZE, resume: resume ?? (account ? (account.resume ?? null) : undefined) });
      const used = await deps.usage.consume(userId, "jobMatches", {
        ...(account ? { known: { user: account.user } } : {}),
        record: {
          userId,
          kind: "job_search",
          summary: `Searched ${keywords.join(", ")}${location ? ` in ${location}` : ""}`,
          data: { keywords, location, results: found.jobs.length },
        },
      });
      return {
        jobs: found.jobs,
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
        place: found.place,
        ...(found.searchedFor ? { searched_for: found.searchedFor } : {}),
      };
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;
