/**
 * GET /jobs/search's ranked search through this process's in-process index (search-index.ts), kept up with
 * PostgreSQL: every search learns the index version from the statement that finishes it, and when the table changed
 * the index is rebuilt from it.
 *  - A small index (under LARGE_AT postings: the demo index, tests) is rebuilt at once and the search waits for it
 *    (up to WAIT_MS; past that it runs as SQL in PostgreSQL, job-repository's search, which ranks the same, only
 *    slower), so a write is seen by the next search.
 *  - A large one answers from what it holds while the newer one loads behind it, at most one rebuild every
 *    RELOAD_EVERY_MS: an ingestion writing batch after batch would otherwise keep every process rebuilding.
 *    Postings then show up within about that long.
 * Before the first load the search waits up to WAIT_MS, then runs as SQL.
 */
import type { Logger } from "../../lib/logger";
import { narrowTiers, type JobRepository, type PlaceClause, type RankedJobRow, type SearchQuery } from "./job-repository";
import { rankPool, SearchIndex, type KnownPosting, type PooledPosting } from "./search-index";

/** How long a search waits for a rebuilding index before it runs as SQL instead. */
const WAIT_MS = 250;
/** From this many postings, an index answers while a newer one loads (and reloads at most every RELOAD_EVERY_MS). */
const LARGE_AT = 20_000;
const RELOAD_EVERY_MS = 30_000;
/** Full-text match lists kept per index (keywords without taxonomy skills, such as "data analyst"). */
const TEXT_CACHE_ENTRIES = 500;

type Jobs = Pick<JobRepository, "search" | "indexVersion" | "indexRows" | "textMatches" | "rescore" | "rescoreParts" | "resultRows">;
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
  /**
   * The role family a skill says, read from the postings that list it (SKILL_FAMILY_SHARE of at least
   * SKILL_FAMILY_POSTINGS of them in one family); null when they disagree, undefined when too few list it or no
   * index is loaded.
   */
  skillFamily(skill: string): string | null | undefined;
}

/** How many postings must list a skill before they say its family. */
const SKILL_FAMILY_POSTINGS = 20;
/** The share of them one family must have. */
const SKILL_FAMILY_SHARE = 0.6;

const newer = (a: string, b: string) => BigInt(a) >= BigInt(b);

export function createIndexedSearch(deps: { jobs: Jobs; logger?: Logger; waitMs?: number; largeAt?: number; reloadEveryMs?: number }): IndexedSearch {
  const { jobs } = deps;
  const waitMs = deps.waitMs ?? WAIT_MS;
  const largeAt = deps.largeAt ?? LARGE_AT;
  const reloadEveryMs = deps.reloadEveryMs ?? RELOAD_EVERY_MS;
  let index: SearchIndex | null = null;
  let loading: Promise<SearchIndex | null> | null = null;
  let lastLoad = 0;
  let scheduled: NodeJS.Timeout | null = null;
  let failedAt = 0;
  let textLists = new Map<string, Int32Array>();

  function load(): Promise<SearchIndex | null> {
    // After a failed load, searches run as SQL for a while instead of each trying again.
    if (!loading && Date.now() - failedAt < reloadEveryMs) return Promise.resolve(index);
    loading ??= (async () => {
      const started = Date.now();
      lastLoad = started;
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
        failedAt = Date.now();
        deps.logger?.warn({ err: err.message }, "job search index did not load; searches run in PostgreSQL");
        return index;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** A rebuild behind a large index, no sooner than reloadEveryMs after the last one started. */
  function reloadLater() {
    if (scheduled || loading) return;
    scheduled = setTimeout(() => {
      scheduled = null;
      void load();
    }, Math.max(0, lastLoad + reloadEveryMs - Date.now()));
    scheduled.unref();
  }

  /**
   * Whether results from `idx` stand when the table is at `version`: when it is that new, or when it is large (it
   * answers while a rebuild is scheduled behind it).
   */
  function stands(idx: SearchIndex, version: string): boolean {
    if (newer(idx.version, version)) return true;
    if (idx.size < largeAt) return false;
    reloadLater();
    return true;
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

  /**
   * Runs `attempt` on the index, which returns the index version its finishing statement saw and how to finish: when
   * the index does not stand at that version, on a rebuilt one (at most three tries); else, or with no index ready,
   * the search runs as SQL.
   */
  async function onCurrentIndex<T>(attempt: (idx: SearchIndex) => Promise<{ version: string; finish: () => Promise<T> }>, sql: () => Promise<T>): Promise<T> {
    let idx = index ?? (await atLeast("0"));
    for (let tries = 0; idx && tries < 3; tries++) {
      const { version, finish } = await attempt(idx);
      if (stands(idx, version)) return finish();
      idx = await atLeast(version);
    }
    return sql();
  }

  function searchPlaces(base: Omit<SearchQuery, "place">, places: ReadonlyArray<PlaceClause | null>): Promise<Found[]> {
    const queries = places.map((place) => ({ ...base, place }));
    return onCurrentIndex(
      async (idx) => {
        const pools: Array<{ total: number; pool: KnownPosting[]; anyRoleHit: boolean }> = [];
        for (const q of queries) {
          const { total, pool } = await pooled(idx, q);
          pools.push({ total, ...idx.narrow(q, pool) });
        }
        // The keywords and the searcher are the same in every place, so a posting's parts are too.
        // A posting's title similarity is the same in every place; PostgreSQL computes only the ones the index could not.
        const byId = new Map(pools.flatMap((p) => p.pool.map((x) => [x.id, x] as const)));
        const { version, parts } = await jobs.rescoreParts(base, [...byId.values()]);
        const finish = async () => {
          const ranked = pools.map((p, i) => rankPool(queries[i]!, p.pool, parts, p.anyRoleHit));
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
        };
        return { version, finish };
      },
      async () => {
        const out: Found[] = [];
        for (const q of queries) out.push(await jobs.search(q));
        return out;
      },
    );
  }

  return {
    /** One place: stage 3 and the rows in one statement (rescore), which also says whether the index is current. */
    search: (q) =>
      onCurrentIndex(
        async (idx) => {
          const { total, pool } = await pooled(idx, q);
          const narrowed = idx.narrow(q, pool);
          const { version, found } = await jobs.rescore(q, narrowed.pool, total, narrowed.anyRoleHit);
          return { version, finish: async () => found };
        },
        () => jobs.search(q),
      ),
    searchPlaces,
    async warm() {
      await load();
    },
    state: () => (index ? { postings: index.size, version: index.version } : null),
    skillFamily(skill) {
      if (!index) return undefined;
      const found = index.skillFamily(skill);
      if (found.postings < SKILL_FAMILY_POSTINGS) return undefined;
      return found.share >= SKILL_FAMILY_SHARE ? found.family : null;
    },
  };
}
