/**
 * GET /jobs/search's ranked search through this process's in-process index (search-index.ts), kept as new as
 * PostgreSQL: each search reads the index version (one indexed row) and, when the table changed, the index is
 * rebuilt from it. While a rebuild runs longer than WAIT_MS (a large index, or the first one after a start) the
 * search runs as SQL in PostgreSQL (job-repository's search), which gives the same results, only slower.
 */
import type { Logger } from "../../lib/logger";
import { narrowTiers, type JobRepository, type PlaceClause, type RankedJobRow, type SearchQuery } from "./job-repository";
import { rankPool, SearchIndex, type PooledPosting } from "./search-index";

/** How long a search waits for a rebuilding index before it runs as SQL instead. */
const WAIT_MS = 250;
/** Full-text match lists kept per index (keywords without taxonomy skills, such as "data analyst"). */
const TEXT_CACHE_ENTRIES = 500;

type Jobs = Pick<JobRepository, "search" | "indexVersion" | "indexRows" | "textMatches" | "rescoreParts" | "resultRows">;
type Found = { total: number; rows: RankedJobRow[] };

export interface IndexedSearch {
  search(q: SearchQuery): Promise<Found>;
  /**
   * The same search in several places at once (a place, then the nearby cities and the country it widens to):
   * one round trip for the stage-3 parts of all their pools and one for the rows shown, instead of a search each.
   */
  searchPlaces(q: Omit<SearchQuery, "place">, places: ReadonlyArray<PlaceClause | null>): Promise<Found[]>;
  /** Loads the index now (at start, after seeding) rather than on the first search. */
  warm(): Promise<void>;
  /** What the process holds: postings and version, null before the first load. */
  state(): { postings: number; version: string } | null;
}

const newer = (a: string, b: string) => BigInt(a) >= BigInt(b);

export function createIndexedSearch(deps: { jobs: Jobs; logger?: Logger; waitMs?: number }): IndexedSearch {
  const { jobs } = deps;
  const waitMs = deps.waitMs ?? WAIT_MS;
  let index: SearchIndex | null = null;
  let loading: Promise<SearchIndex | null> | null = null;
  let textLists = new Map<string, Int32Array>();

  function load(): Promise<SearchIndex | null> {
    loading ??= (async () => {
      const started = Date.now();
      const { version, rows } = await jobs.indexRows();
      const built = new SearchIndex(rows, version);
      if (!index || newer(built.version, index.version)) {
        index = built;
        textLists = new Map();
      }
      deps.logger?.debug({ postings: built.size, version, ms: Date.now() - started }, "job search index loaded");
      return index;
    })()
      .catch((err: Error) => {
        deps.logger?.warn({ err: err.message }, "job search index did not load; searches run in PostgreSQL");
        return null;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** An index at least as new as `version`, waiting up to waitMs for a rebuild; null when none is ready. */
  async function atLeast(version: string): Promise<SearchIndex | null> {
    if (index && newer(index.version, version)) return index;
    let timer: NodeJS.Timeout | undefined;
    const ready = await Promise.race([load(), new Promise<null>((resolve) => (timer = setTimeout(resolve, waitMs, null)))]);
    clearTimeout(timer);
    return ready && newer(ready.version, version) ? ready : null;
  }

  async function textList(idx: SearchIndex, text: string): Promise<Int32Array> {
    const key = `${idx.version}\u0000${text}`;
    let list = textLists.get(key);
    if (!list) {
      list = idx.positionsOf(await jobs.textMatches(text));
      if (textLists.size >= TEXT_CACHE_ENTRIES) textLists.delete(textLists.keys().next().value!);
      textLists.set(key, list);
    }
    return list;
  }

  /** Stages 1 and 2 in the index: the same tiers as the SQL search (narrowTiers, then any match). */
  async function pooled(idx: SearchIndex, q: SearchQuery): Promise<{ total: number; pool: PooledPosting[] }> {
    for (const tier of narrowTiers(new Set(q.keywords.flatMap((k) => k.skills)).size)) {
      const found = idx.pool(q, tier);
      if (found.total >= q.limit) return found;
    }
    const text = new Map<number, Int32Array>();
    for (const [i, k] of q.keywords.entries()) if (!k.skills.length) text.set(i, await textList(idx, k.text));
    return idx.pool(q, "any", text);
  }

  async function searchPlaces(base: Omit<SearchQuery, "place">, places: ReadonlyArray<PlaceClause | null>): Promise<Found[]> {
    const queries = places.map((place) => ({ ...base, place }));
    const sql = async () => {
      const out: Found[] = [];
      for (const q of queries) out.push(await jobs.search(q));
      return out;
    };
    // The version comes back with the parts (no round trip of its own): when the table changed since the index was
    // built, the index is rebuilt (or the search runs as SQL) and the pools are drawn again.
    let idx = index ?? (await atLeast("0"));
    for (let attempt = 0; idx && attempt < 3; attempt++) {
      const pools: Array<{ total: number; pool: PooledPosting[] }> = [];
      for (const q of queries) pools.push(await pooled(idx, q));
      const ids = [...new Set(pools.flatMap((p) => p.pool.map((x) => x.id)))];
      // The keywords and the searcher are the same in every place, so a posting's parts are too.
      const { version, parts } = ids.length ? await jobs.rescoreParts(base, ids) : { version: await jobs.indexVersion(), parts: new Map() };
      if (!newer(idx.version, version)) {
        idx = await atLeast(version);
        continue;
      }
      const ranked = pools.map((p, i) => rankPool(queries[i]!, p.pool, parts));
      const rows = await jobs.resultRows([...new Set(ranked.flatMap((r) => r.map((x) => x.id)))]);
      return ranked.map((r, i) => ({
        total: pools[i]!.total,
        rows: r.flatMap((x) => {
          const row = rows.get(x.id);
          if (!row) return [];
          const { family_fit, level_fit, coverage, skill_share, text_rank, title_sim, role_hit, freshness, score } = x;
          return [{ ...row, family_fit, level_fit, coverage, skill_share, text_rank, title_sim, role_hit, freshness, score }];
        }),
      }));
    }
    return sql();
  }

  return {
    async search(q) {
      const [found] = await searchPlaces(q, [q.place]);
      return found!;
    },
    searchPlaces,
    async warm() {
      await load();
    },
    state: () => (index ? { postings: index.size, version: index.version } : null),
  };
}
