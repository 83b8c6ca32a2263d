import type { Knex } from "knex";
import { prepared } from "../../db/prepared";
import type { NormalisedPosting, WorkMode } from "../../engines/job-sources/types";
import { escapeRegExp } from "../../lib/regex";
import type { IndexRow, KnownPosting } from "./search-index";
import { familyRivalPatterns, FRESHNESS_DAYS, HIGHER_RUNG_FIT, IC_POST_FOR_MANAGER, LEAD_POST_LEVEL, LEVEL_ABOVE_INFERRED, LOWER_RUNG_FIT, MANAGER_POST_WORDS, ROLE_WORD_SHARE, RELATED_ROLE_FIT, RUNG_FIRST_MANAGER_WORDS, RUNG_HEAD_WORDS, RUNG_LEAD_WORDS, RUNG_MANAGER_WORDS, RUNG_STAFF_WORDS, UNSTATED_TWO_RUNGS_FIT, type RankWeights } from "./ranking";
import { classify } from "./classification";

export interface JobRow {
  id: string;
  title: string;
  company: string | null;
  location: string | null;
  description: string;
  work_mode: WorkMode;
  skills: string[];
  source: string;
  apply_link: string;
  posted_at: Date | null;
  scraped_at: Date;
}

export interface RankedJobRow extends JobRow {
  /** Role family id read from the title at indexing, null when it names none. */
  role_family: string | null;
  /** 0 intern .. 5 executive, null when the title states no level. */
  role_level: number | null;
  place_keys: string[];
  family_fit: number;
  level_fit: number;
  coverage: number;
  skill_share: number;
  text_rank: number;
  title_sim: number;
  /** 1 when the posting is of the searcher's family and its title names their specific role (SearchRole.word). */
  role_hit: number;
  freshness: number;
  score: number;
}

export interface SearchKeyword {
  /** Lowercased as cleaned ("data analysis"). */
  text: string;
  /** Taxonomy skills the keyword names ("sql" → ["SQL"]); may be empty. */
  skills: string[];
}

/**
 * Where postings must be: an overlap with indexed place keys (city names, "remote@india"...), or a whole-word pattern
 * for a place with no keys, either one matching; null for anywhere.
 */
export interface PlaceClause {
  keys?: string[];
  /** A PostgreSQL regular expression run on lower(location) (placesRegex). */
  regex?: string;
}

/** The searcher's role, when known: their family (and its neighbours), level rank and own job title. */
export interface SearchRole {
  family: string | null;
  neighbours: readonly string[];
  /** LEVEL_RANK of their level; null when unknown. */
  level: number | null;
  /** Whether their title states that level; a level read from their years is not stretched upwards. */
  levelStated?: boolean;
  /**
   * Whether their title states a post that runs a team or a unit (a manager's or a head's: "Treasury Manager", "F&B
   * Manager", "Head of Sales"; not a relationship or product manager's, not a lead's): the manager posts of their
   * family are candidates as posts naming their role word are, and a post that runs no team fits their level only in
   * part (ranking.ts IC_POST_FOR_MANAGER).
   */
  leads?: boolean;
  /**
   * The rung their title names (ranking.ts titleRung: 0 a desk's staff post, 1 a lead's or a supervisor's, 2 a
   * manager's, 3 a head's), when it names one: a post whose title names a lower rung keeps LOWER_RUNG_FIT of its
   * level fit, and for a staff post's holder a manager's or a head's post keeps HIGHER_RUNG_FIT of it.
   */
  rung?: number;
  /** Their job title without level words ("data analyst"), compared with posting titles. */
  title: string | null;
  /**
   * Their earlier job titles of the same family, level words removed ("tgt science" for a PGT biology teacher,
   * "mathematics teacher" for an academic coordinator): a posting's title is as close as the closest of these.
   */
  earlierTitles?: readonly string[];
  /** The word of that title naming their role more narrowly than the family ("android"; ranking.ts roleWord). */
  word?: string | null;
  /** Title words that fit that role in part ("flutter" for an Android developer; engines/roles/role-words.ts relatedRoleWords). */
  sharedWords?: readonly string[];
  /** Other roles of their family when no curated list knows their word (ranking.ts familyRivalWords). */
  rivalWords?: readonly string[];
}

export interface SearchQuery {
  keywords: SearchKeyword[];
  place: PlaceClause | null;
  workMode: "any" | WorkMode;
  limit: number;
  weights: RankWeights;
  role?: SearchRole | null;
  now?: Date;
}

export interface UpsertResult {
  inserted: number;
  updated: number;
}

/**
 * Characters of a posting's description a search result carries: enough for the service's 600-character cut
 * (job-service DESCRIPTION_CHARS) in UTF-16 units whatever the text (a character is at most two), without reading
 * long descriptions whole.
 */
const RESULT_TEXT_CHARS = 1201;
const COLUMNS =
  `p.id, p.title, p.company, p.location, left(p.description, ${RESULT_TEXT_CHARS}) AS description, p.work_mode, p.skills, p.source, p.apply_link, p.posted_at, p.scraped_at, p.role_family, p.role_level, p.place_keys`;
const BATCH = 500;
/** Freshest matching postings considered per search, and how many of them are rescored with the full text. */
export const CANDIDATE_WINDOW = 500;
export const RESCORE_POOL = 100;
/**
 * Postings per page when the in-process search index reads the table: embedded PGlite runs each statement on the
 * server's thread, so a page is also how long other requests wait behind a rebuild (5,000 rows: about 0.1 s).
 */
const INDEX_PAGE = 5_000;
/** Postings read again per statement when the readings are stale (as INDEX_PAGE, for PGlite's sake). */
const RECLASSIFY_PAGE = 2_000;

export function createJobRepository(db: Knex, options: { indexPage?: number } = {}) {
  const indexPage = options.indexPage ?? INDEX_PAGE;
  // A search's statements are a few dozen texts with new values each time: prepared once per connection.
  const query = (sql: string, bindings: readonly unknown[] = []) => db.raw(sql, bindings as Knex.RawBinding[]).options(prepared(sql));
  const repo = {
    /** Inserts new postings and updates known ones (same source and external_id); never duplicates. */
    async upsert(postings: readonly NormalisedPosting[], trx: Knex = db): Promise<UpsertResult> {
      const result = { inserted: 0, updated: 0 };
      // A batch must not name the same posting twice (ON CONFLICT cannot touch a row twice in one statement).
      const unique = [...new Map(postings.map((p) => [`${p.source}\u0000${p.external_id}`, p])).values()];
      for (let i = 0; i < unique.length; i += BATCH) {
        const rows = unique.slice(i, i + BATCH).map((p) => {
          const { role_family, role_level, place_keys } = classify(p);
          return {
          source: p.source,
          external_id: p.external_id,
          title: p.title,
          company: p.company,
          location: p.location,
          place_keys,
          description: p.description,
          work_mode: p.work_mode,
          seniority: p.seniority,
          skills: p.skills,
          apply_link: p.apply_link,
          portal: p.portal,
          apply_meta: JSON.stringify(p.apply_meta),
          posted_at: p.posted_at,
          role_family,
          role_level,
          scraped_at: db.fn.now(),
          updated_at: db.fn.now(),
          };
        });
        const returned = (await trx("job_postings")
          .insert(rows)
          .onConflict(["source", "external_id"])
          .merge([
            "title", "company", "location", "place_keys", "description", "work_mode", "seniority", "skills", "apply_link", "portal", "apply_meta",
            "posted_at", "role_family", "role_level", "scraped_at", "updated_at",
          ])
          // xmax is 0 on a row this statement inserted, the updating transaction's id otherwise.
          .returning(["id", "xmax"])) as Array<{ id: string; xmax: string | number }>;
        for (const r of returned) {
          if (String(r.xmax) === "0") result.inserted++;
          else result.updated++;
        }
      }
      return result;
    },

    /** What the stored readings of the postings were made with (classification.ts), null before any check. */
    async classifiedWith(): Promise<string | null> {
      const row = (await db("job_index_state").where({ id: 1 }).first("classified_with")) as { classified_with: string | null } | undefined;
      return row?.classified_with ?? null;
    },

    /**
     * Reads every posting's role and place keys again (classification.ts) and stores those that changed, a page at a
     * time, then records `signature`. Stops between pages when `signal` aborts (the next start goes on from scratch:
     * pages already done come back unchanged). Returns how many postings changed, or null when stopped.
     */
    async reclassify(signature: string, options: { signal?: AbortSignal; page?: number } = {}): Promise<number | null> {
      const page = options.page ?? RECLASSIFY_PAGE;
      let after = "00000000-0000-0000-0000-000000000000";
      let changed = 0;
      for (;;) {
        if (options.signal?.aborted) return null;
        const rows = (await db("job_postings")
          .select("id", "title", "location", "work_mode", "role_family", "role_level", "place_keys")
          .where("id", ">", after)
          .orderBy("id")
          .limit(page)) as Array<{ id: string; title: string; location: string | null; work_mode: string; role_family: string | null; role_level: number | null; place_keys: string[] }>;
        if (!rows.length) break;
        const values = rows.flatMap((r) => {
          const now = classify(r);
          const same = now.role_family === r.role_family && now.role_level === r.role_level && sameKeys(now.place_keys, r.place_keys);
          return same ? [] : [{ id: r.id, family: now.role_family, level: now.role_level, keys: now.place_keys }];
        });
        if (values.length) {
          await db.raw(
            `UPDATE job_postings p SET role_family = v.family, role_level = v.level, place_keys = v.keys
             FROM jsonb_to_recordset(?::jsonb) AS v(id uuid, family text, level smallint, keys text[]) WHERE p.id = v.id`,
            [JSON.stringify(values)],
          );
          changed += values.length;
        }
        after = rows[rows.length - 1]!.id;
        await new Promise((resolve) => setImmediate(resolve)); // requests that arrived meanwhile go first
      }
      await repo.recordClassified(signature);
      return changed;
    },

    /** Records that every stored posting's readings were made with `signature` (its writer knows: it wrote them all). */
    async recordClassified(signature: string): Promise<void> {
      await db("job_index_state").where({ id: 1 }).update({ classified_with: signature });
    },

    /**
     * After a large write: refreshes the planner's statistics and the visibility map, so searches keep walking
     * the covering index without visiting the table (index-only scans need pages marked all-visible).
     */
    async tidy(): Promise<void> {
      await db.raw("VACUUM (ANALYZE) job_postings");
    },

    async count(source?: string): Promise<number> {
      const q = db("job_postings").count<{ n: string | number }[]>({ n: "*" });
      if (source) q.where({ source });
      const [row] = await q;
      return Number(row?.n ?? 0);
    },

    /** A posting's description, by source and external id (null when there is none). */
    async postingText(source: string, externalId: string): Promise<string | null> {
      const row = (await db("job_postings").where({ source, external_id: externalId }).first("description")) as { description: string } | undefined;
      return row?.description ?? null;
    },

    async isEmpty(): Promise<boolean> {
      const row = await db("job_postings").select("id").first();
      return !row;
    },

    /**
     * Ranked search in stages, so a broad query stays fast on a large index:
     *  1. candidates come from the indexes (skills array GIN, title trigram GIN for LIKE, full text for keywords
     *     that name no taxonomy skill); the freshest CANDIDATE_WINDOW of them are kept (walking posted_at);
     *  2. each is scored on its small columns (skill overlap, keyword in title, freshness) and the best
     *     RESCORE_POOL are kept;
     *  3. those are rescored with title trigram similarity and the posting text (phrases, ts_rank_cd).
     * `total` counts the candidates in the window, so it is at most CANDIDATE_WINDOW. The heap stays narrow
     * (migration 20261122000010), so stages 1 and 2 never read descriptions.
     */
    async search(q: SearchQuery): Promise<{ total: number; rows: RankedJobRow[] }> {
      // Tiered candidates (narrowTiers): a query naming several skills first looks only at postings listing ALL of
      // them (very selective on the skills GIN index), then (three skills or more) at postings listing at least two
      // of them (both narrow tiers also take postings of the person's family naming their role: pairsTitleWords);
      // only when those do not fill the page does it widen to any skill, title or text match. Each
      // tier is a better match than the next, and the narrow ones avoid walking thousands of partial matches.
      for (const tier of narrowTiers(new Set(q.keywords.flatMap((k) => k.skills)).size)) {
        const found = await repo.searchTier(q, tier);
        if (found.total >= q.limit) return found;
      }
      return repo.searchTier(q, "any");
    },

    async searchTier(q: SearchQuery, tier: "all" | "pairs" | "any"): Promise<{ total: number; rows: RankedJobRow[] }> {
      const { bindings, bind } = binder();
      const kw = q.keywords;
      const n = kw.length;
      const allSkills = [...new Set(kw.flatMap((k) => k.skills))];
      const w = q.weights;
      const role = q.role ?? null;
      const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // The searcher's specific role word, matched at the start of a word of the posting title ("android" in
      // "Senior Android Developer"); PostgreSQL's \m is a word start.
      const roleFamily = role?.family ?? null;
      const word = roleFamily && role?.word ? role.word : null;
      const wordPattern = word ? `\\m${escapeRegExp(word)}` : null;

      const tsq = tsQueriesSql(kw, bind);
      const now = bind((q.now ?? new Date()).toISOString());

      // The tier's filters and candidate rule; a function, as placeholders are bound in text order and the top-up
      // below repeats them.
      const where = (): { fixed: string; rule: string } => {
        // Place and work mode first: PostgreSQL keeps the written order for filters of equal cost, and these two
        // reject most rows with fewer comparisons than the skills overlap.
        const filters: string[] = [];
        // Known places and remote keys use the place_keys GIN index; a place we have no key for is matched as words.
        if (q.place) {
          const either: string[] = [];
          if (q.place.keys?.length) either.push(`p.place_keys && ${bind(q.place.keys)}::text[]`);
          if (q.place.regex) either.push(`lower(p.location) ~ ${bind(q.place.regex)}`);
          filters.push(either.length ? `(${either.join(" OR ")})` : "FALSE");
        }
        if (q.workMode !== "any") filters.push(`p.work_mode = ${bind(q.workMode)}`);
        const candidate: string[] = [];
        if (tier === "all") candidate.push(`p.skills @> ${bind(allSkills)}::text[]`);
        else if (tier === "pairs") allSkills.forEach((a, i) => allSkills.slice(i + 1).forEach((b) => candidate.push(`p.skills @> ${bind([a, b])}::text[]`)));
        if (tier !== "any") {
          // Postings of their family that name their role, or a word related to it (a "Purchase Executive" post for a
          // procurement executive, an "Online Tutor" post for a mathematics teacher), are as good a match as all of their
          // skills or two of them (a pharmacist posting lists "Pharmacy", rarely two of a pharmacist's other keywords;
          // a mathematics teacher post may miss one of four teaching skills that every science teacher post lists).
          // Title trigram index; short words cannot use it.
          const titleWords = word ? pairsTitleWords(word, role?.sharedWords) : [];
          if (titleWords.length) {
            candidate.push(`((${titleWords.map((t) => `lower(p.title) LIKE ${bind(like(t))}`).join(" OR ")}) AND p.role_family = ${bind(roleFamily)})`);
          }
          // In the pairs tier, so are postings of their own family listing one of their skills.
          if (tier === "pairs" && role?.family && allSkills.length) candidate.push(`(p.role_family = ${bind(role.family)} AND p.skills && ${bind(allSkills)}::text[])`);
          // A manager's or a head's: their family's manager posts ("Finance Manager" for a treasury manager, whose
          // skills a finance manager's post seldom lists two of).
          if (role?.leads && roleFamily) candidate.push(`(p.role_family = ${bind(roleFamily)} AND ${managerPostSql("p")})`);
        } else {
          if (allSkills.length) candidate.push(`p.skills && ${bind(allSkills)}::text[]`);
          kw.forEach((k, i) => {
            if (!k.skills.length) candidate.push(`p.search_vector @@ q.t${i}`);
          });
          // A keyword that names a skill finds its postings through the skills index (titles are part of the text
          // skills are extracted from); a title scan is only needed for keywords like "data analyst".
          for (const k of kw) if (!k.skills.length) candidate.push(`lower(p.title) LIKE ${bind(like(k.text))}`);
        }
        // The widest tier also takes the searcher's own family (a nurse's postings, however they spell her skills).
        if (tier === "any" && role?.family) candidate.push(`p.role_family = ${bind(role.family)}`);
        return { fixed: filters.map((f) => `${f} AND `).join(""), rule: `(${candidate.join(" OR ")})` };
      };
      const columns = "p.id, p.title, p.skills, p.posted_at, p.scraped_at, p.role_family, p.role_level";
      const tier1 = where();
      const window = bind(CANDIDATE_WINDOW);
      const tierSql = `SELECT ${columns}, false AS topped FROM job_postings p, q WHERE ${tier1.fixed}${tier1.rule} ORDER BY p.posted_at DESC NULLS LAST, p.id LIMIT ${window}`;
      // The "all" tier holding a page but fewer than a page of the person's own family is topped up with the freshest
      // page of their family's postings listing one of their skills (narrowTiers); those do not count towards `total`.
      let topUp = "";
      if (tier === "all" && role?.family && allSkills.length) {
        // Only when the tier ends the search: else its page is not shown, and the next tier takes their family anyway.
        const few = `(SELECT count(*) >= ${bind(q.limit)} AND count(*) FILTER (WHERE role_family = ${bind(role.family)}) < ${bind(q.limit)} FROM tier)`;
        const again = where();
        topUp = `
          UNION ALL
          (SELECT ${columns}, true AS topped FROM job_postings p, q
           WHERE ${few} AND ${again.fixed}NOT coalesce(${again.rule}, false) AND p.role_family = ${bind(role.family)} AND p.skills && ${bind(allSkills)}::text[]
           ORDER BY p.posted_at DESC NULLS LAST, p.id LIMIT ${bind(q.limit)})`;
      }

      // Per keyword: covered when the posting lists one of its skills or its title contains it.
      const covered = kw.map((k, i) => {
        const hasSkill = k.skills.length ? `c.skills && ${bind(k.skills)}::text[] OR ` : "";
        return `(${hasSkill}strpos(lower(c.title), ${bind(k.text)}) > 0)::int AS c${i}`;
      });
      const skillShare = allSkills.length
        ? `(${allSkills.map((sk) => `(c.skills @> ARRAY[${bind(sk)}]::text[])::int`).join(" + ")})::float8 / ${allSkills.length}`
        : "0::float8";
      const familyFit = role?.family
        ? `(CASE WHEN c.role_family = ${bind(role.family)} THEN 1 WHEN c.role_family = ANY(${bind([...role.neighbours])}::text[]) THEN 0.5 ELSE 0 END)::float8`
        : "0::float8";
      const postingLevel = postingLevelSql("c");
      const mine = role && role.level !== null ? Number(role.level) : null;
      const gap = mine !== null ? `abs(${postingLevel} - ${mine})` : null;
      // A level read from years fits a posting stating the rung above it less (LEVEL_ABOVE_INFERRED).
      const above = mine !== null && !role?.levelStated ? `WHEN (c.role_level IS NOT NULL OR ${ARCHITECT_SQL("c")}) AND ${postingLevel} > ${mine} AND ${gap} <= 1 THEN ${Number(LEVEL_ABOVE_INFERRED)} ` : "";
      // A manager's or a head's level fits a post within a rung that runs no team only in part.
      const icPost = role?.leads ? `WHEN ${gap} <= 1 AND NOT ${managerPostSql("c")} THEN ${Number(IC_POST_FOR_MANAGER)} ` : "";
      // A post stating no level (read as mid) two rungs away fits in part (UNSTATED_TWO_RUNGS_FIT).
      const unstated = gap ? `WHEN ${gap} > 1 AND ${gap} <= 2 AND c.role_level IS NULL AND NOT ${ARCHITECT_SQL("c")} THEN ${Number(UNSTATED_TWO_RUNGS_FIT)} ` : "";
      const gapFit = gap ? `(CASE ${above}${icPost}${unstated}WHEN ${gap} <= 1 THEN 1 ELSE 0 END)::float8` : "1::float8";
      // A post whose title names a lower rung than the person's own keeps LOWER_RUNG_FIT of its level fit; a manager's
      // or a head's post keeps HIGHER_RUNG_FIT of it for someone on a desk's staff.
      const rung = role?.rung;
      const levelFit =
        rung === undefined
          ? gapFit
          : rung === 0
            ? `(${gapFit} * (CASE WHEN ${titleRungSql("c")} >= 2 THEN ${Number(HIGHER_RUNG_FIT)} ELSE 1 END))`
            : `(${gapFit} * (CASE WHEN ${titleRungSql("c")} < ${Number(rung)} THEN ${Number(LOWER_RUNG_FIT)} ELSE 1 END))`;
      const shared = word && role?.sharedWords?.length ? `\\m(${role.sharedWords.map(escapeRegExp).join("|")})` : null;
      // A post of their family naming their role fits fully; one naming a word shared with it (a cross-platform post
      // for an Android developer) fits at RELATED_ROLE_FIT.
      const roleHit = word
        ? `(CASE WHEN c.role_family IS DISTINCT FROM ${bind(roleFamily)} THEN 0 WHEN lower(c.title) ~ ${bind(wordPattern)} THEN 1${shared ? ` WHEN lower(c.title) ~ ${bind(shared)} THEN ${Number(RELATED_ROLE_FIT)}` : ""} ELSE 0 END)::float8`
        : "0::float8";
      const cheapCoverage = `(${kw.map((_, i) => `c${i}`).join(" + ")})::float8 / ${n}`;
      const wordShare = word ? ROLE_WORD_SHARE : 0;
      const poolLimit = bind(Math.max(RESCORE_POOL, q.limit));
      const num = (x: number) => Number(x);
      const pool = `
        pool AS (
          SELECT *, count(*) FILTER (WHERE NOT topped) OVER () AS total,
            ${num(w.coverage)} * ${cheapCoverage} + ${num(w.skills)} * skill_share + ${num(w.freshness)} * freshness
              + ${num(w.family)} * family_fit + ${num(w.level)} * level_fit + ${num(w.title * wordShare)} * role_hit AS cheap
          FROM scored
          ORDER BY cheap DESC, posted_at DESC NULLS LAST, id
          LIMIT ${poolLimit}
        )`;
      const sql = `
        WITH q AS (SELECT ${tsq}, ${now}::timestamptz AS now),
        tier AS (${tierSql}),
        cand AS (SELECT * FROM tier${topUp}),
        scored AS (
          SELECT c.id, c.posted_at, c.topped, ${covered.join(", ")}, ${skillShare} AS skill_share,
            ${familyFit} AS family_fit, ${levelFit} AS level_fit, ${roleHit} AS role_hit,
            exp(-greatest(0, extract(epoch FROM (q.now - coalesce(c.posted_at, c.scraped_at)))) / 86400.0 / ${FRESHNESS_DAYS})::float8 AS freshness
          FROM cand c
          CROSS JOIN q
        ),${pool},
        ${rankedSql(q, bind, () => "pool s", (i) => `s.c${i}`)}`;
      // Not prepared (db/prepared.ts): its best plan depends on the values (which skills, how common).
      const result = await db.raw(sql.replace(/\n\s+/g, "\n"), bindings as Knex.RawBinding[]);
      return rankedRows((result.rows ?? result) as RawRankedRow[]);
    },

    /** The index's version (job_index_state, bumped by every write to job_postings). */
    async indexVersion(): Promise<string> {
      const result = await query("SELECT version FROM job_index_state WHERE id = 1");
      const row = ((result.rows ?? result) as Array<{ version: string | number }>)[0];
      return String(row?.version ?? 0);
    },

    /**
     * Every posting's small columns, for the in-process search index, with the version they are at least as new as
     * (read first: a write after it bumps the version, so the index reloads).
     */
    async indexRows(): Promise<{ version: string; rows: IndexRow[] }> {
      const version = await repo.indexVersion();
      const rows: IndexRow[] = [];
      // Titles, places and skill names repeat across postings: one string each keeps a million rows in a third of
      // the memory until the index is built from them.
      const strings = new Map<string, string>();
      const one = (x: string) => strings.get(x) ?? (strings.set(x, x), x);
      for (let after: string | null = null; ; ) {
        const result = await db.raw(
          `SELECT id, title, skills, place_keys, location, work_mode, role_family, role_level,
             (extract(epoch FROM posted_at) * 1000)::float8 AS posted_ms, (extract(epoch FROM scraped_at) * 1000)::float8 AS scraped_ms
           FROM job_postings ${after === null ? "" : "WHERE id > ?"} ORDER BY id LIMIT ${Number(indexPage)}`,
          after === null ? [] : [after],
        );
        const page = (result.rows ?? result) as Array<IndexRow & { posted_ms: number | string | null; scraped_ms: number | string; role_level: number | string | null }>;
        for (const r of page) {
          rows.push({
            ...r,
            title: one(r.title),
            location: r.location === null ? null : one(r.location),
            role_family: r.role_family === null ? null : one(r.role_family),
            skills: (r.skills ?? []).map(one),
            place_keys: (r.place_keys ?? []).map(one),
            role_level: r.role_level === null ? null : Number(r.role_level),
            posted_ms: r.posted_ms === null ? null : Number(r.posted_ms),
            scraped_ms: Number(r.scraped_ms),
          });
        }
        if (page.length < indexPage) break;
        after = page[page.length - 1]!.id;
      }
      return { version, rows };
    },

    /** Ids of the postings whose text matches the keyword (search_vector @@ plainto_tsquery), for the index. */
    async textMatches(text: string): Promise<string[]> {
      const result = await query("SELECT id FROM job_postings WHERE search_vector @@ plainto_tsquery('english', ?)", [text]);
      return ((result.rows ?? result) as Array<{ id: string }>).map((r) => r.id);
    },

    /**
     * Stage 3's per-posting parts for postings the in-process index pooled (search-index.ts): title similarity,
     * which keywords' phrases the text holds (one "0"/"1" per keyword), and full-text rank. The index finishes the
     * score itself (rankPool), as rankedSql does. With them, the index version (job_index_state) the read saw, so
     * the caller knows whether its index is current without a round trip of its own (read on its own when no
     * pooled posting is left).
     */
    async rescoreParts(q: Pick<SearchQuery, "keywords" | "role">, pooled: ReadonlyArray<Pick<KnownPosting, "id" | "title_sim">>): Promise<{ version: string; parts: Map<string, RescoreParts> }> {
      if (!pooled.length) return { version: await repo.indexVersion(), parts: new Map() };
      const { bindings, bind } = binder();
      const kw = q.keywords;
      const tsq = tsQueriesSql(kw, bind);
      const phrases = kw.map((_, i) => `(v.sv @@ q.f${i})::int::text`).join(" || ");
      const sql = `WITH q AS (SELECT ${tsq})
        SELECT j.id, coalesce(k.title_sim, ${titleSimSql(q, bind)})::float8 AS title_sim, ${phrases} AS phrases,
          ts_rank_cd(v.sv, ${kw.map((_, i) => `q.t${i}`).join(" || ")}, 32)::float8 AS text_rank,
          coalesce((SELECT version FROM job_index_state WHERE id = 1), 0) AS version
        FROM unnest(${bind(pooled.map((p) => p.id))}::uuid[], ${bind(pooled.map((p) => p.title_sim))}::float8[]) AS k(id, title_sim)
        JOIN job_postings j ON j.id = k.id CROSS JOIN LATERAL ${DETOASTED_VECTOR} CROSS JOIN q`;
      const result = await query(sql.replace(/\n\s+/g, "\n"), bindings);
      const rows = (result.rows ?? result) as Array<{ id: string; title_sim: number | string; phrases: string; text_rank: number | string; version: string | number }>;
      // No row: every pooled posting is gone, so the index is behind; its version is read on its own then.
      const version = rows.length ? String(rows[0]!.version) : await repo.indexVersion();
      return { version, parts: new Map(rows.map((r) => [r.id, { title_sim: Number(r.title_sim), phrases: r.phrases, text_rank: Number(r.text_rank) }])) };
    },

    /**
     * Stage 3 for one pool the in-process index picked, finished in SQL (rankedSql, as the SQL search does): the
     * best `q.limit` with their rows in one round trip, and the index version the read saw (read on its own when no
     * pooled posting is left).
     */
    async rescore(q: SearchQuery, pooled: readonly KnownPosting[], total: number, anyRoleHit: boolean): Promise<{ version: string; found: { total: number; rows: RankedJobRow[] } }> {
      if (!pooled.length) return { version: await repo.indexVersion(), found: { total, rows: [] } };
      const { bindings, bind } = binder();
      const tsq = tsQueriesSql(q.keywords, bind);
      const column = <K extends keyof KnownPosting>(key: K) => pooled.map((p) => p[key]);
      const source = () =>
        `(SELECT u.*, ${bind(total)}::bigint AS total FROM unnest(${bind(column("id"))}::uuid[], ${bind(column("covered"))}::text[], ${bind(column("skill_share"))}::float8[],
            ${bind(column("freshness"))}::float8[], ${bind(column("family_fit"))}::float8[], ${bind(column("level_fit"))}::float8[], ${bind(column("role_hit"))}::float8[],
            ${bind(column("title_sim"))}::float8[])
          AS u(id, covered, skill_share, freshness, family_fit, level_fit, role_hit, title_sim)) s`;
      // The index knows each title's similarity (trigram.ts; PostgreSQL computes only the unknown ones) and whether any
      // posting of its whole pool names the role, also of the postings it did not send.
      const known = { titleSim: "s.title_sim", anyRoleHit: `${bind(anyRoleHit ? 1 : 0)}::float8` };
      const sql = `WITH q AS (SELECT ${tsq}), ${rankedSql(q, bind, source, (i) => `substr(s.covered, ${i + 1}, 1)::int`, known)}`;
      // The version is read in the same statement (a scalar subquery), so it is as new as what the rows saw.
      const result = await query(
        `SELECT r.*, coalesce((SELECT version FROM job_index_state WHERE id = 1), 0) AS index_version FROM (${sql.replace(/\n\s+/g, "\n")}) r ORDER BY r.score DESC, r.posted_at DESC NULLS LAST, r.id`,
        bindings,
      );
      const rows = (result.rows ?? result) as Array<RawRankedRow & { index_version: string | number }>;
      const version = rows.length ? String(rows[0]!.index_version) : await repo.indexVersion();
      return { version, found: { total, rows: rankedRows(rows.map(({ index_version: _v, ...r }) => r)).rows } };
    },

    /** What a search result shows of these postings (the description cut to RESULT_TEXT_CHARS), by id. */
    async resultRows(ids: readonly string[]): Promise<Map<string, JobRow & Pick<RankedJobRow, "role_family" | "role_level" | "place_keys">>> {
      if (!ids.length) return new Map();
      const result = await query(`SELECT ${COLUMNS} FROM job_postings p WHERE p.id = ANY(?::uuid[])`, [ids as string[]]);
      const rows = (result.rows ?? result) as ResultRow[];
      return new Map(rows.map((r) => [r.id, resultRow(r)]));
    },
  };
  return repo;
}

export type JobRepository = ReturnType<typeof createJobRepository>;

type RawRankedRow = RankedJobRow & { total: string | number };
/** A result's columns (COLUMNS) as the driver returns them. */
type ResultRow = JobRow & { role_family: string | null; role_level: number | string | null; place_keys: string[] | null };

/** The same place keys in any order (stored keys keep placeKeys' order, which is not sorted). */
const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join("\u0000") === [...b].sort().join("\u0000");

/** Dates as dates, the level as a number, no null arrays. */
function resultRow(r: ResultRow): JobRow & Pick<RankedJobRow, "role_family" | "role_level" | "place_keys"> {
  return {
    ...r,
    posted_at: r.posted_at ? new Date(r.posted_at) : null,
    scraped_at: new Date(r.scraped_at),
    role_level: r.role_level === null || r.role_level === undefined ? null : Number(r.role_level),
    place_keys: r.place_keys ?? [],
  };
}

/**
 * Posting `j`'s text vector as `v.sv`, fetched once. It is stored out of line (TOAST), and every function given the
 * column fetches and copies it again: once per keyword's phrase and once for the rank. An array holds its elements
 * detoasted, so this reads it once a posting; OFFSET 0 keeps the subquery from being folded back into each use.
 */
const DETOASTED_VECTOR = "(SELECT (ARRAY[j.search_vector])[1] AS sv OFFSET 0) v";

/** Placeholders and their values, bound in the order they appear in the SQL text. */
function binder() {
  const bindings: unknown[] = [];
  const bind = (v: unknown) => {
    bindings.push(v);
    return "?";
  };
  return { bindings, bind };
}

/** The keywords as full-text queries of the `q` CTE: t<i> any of their words, f<i> the phrase. */
function tsQueriesSql(keywords: readonly SearchKeyword[], bind: (v: unknown) => string): string {
  return keywords.map((k, i) => `plainto_tsquery('english', ${bind(k.text)}) AS t${i}, phraseto_tsquery('english', ${bind(k.text)}) AS f${i}`).join(", ");
}

/**
 * The narrow candidate tiers a query tries before "any", in order: with three skills or more, postings listing all of
 * them, then two of them; with two, the pair (which is all of them) and postings of the family naming the person's
 * role or a related word, so a credit manager's two-skill search still sees Credit Officer posts that list one of
 * them; with one, none. The pairs tier also takes postings of the person's own family listing one of their skills:
 * a pharmacy assistant's search sees Pharmacist posts (which list "Pharmacy") before shop posts that list three of
 * her skills. The "all" tier, when it ends the search (a page of candidates) with fewer than a page of the person's
 * own family, is topped up with a page of those (the freshest), beside its window: a showroom sales executive's
 * sales, customer service and CRM fill it with banks' relationship manager posts, and no sales post would be a
 * candidate. The top-up does not count towards the tier's `total`, so it does not decide whether the tier ends the
 * search. The index (indexed-search.ts, search-index.ts) tries the same.
 */
export function narrowTiers(distinctSkills: number): Array<"all" | "pairs"> {
  return distinctSkills >= 3 ? ["all", "pairs"] : distinctSkills === 2 ? ["pairs"] : [];
}

/**
 * The title words that admit a posting of the person's family to the narrow tiers: their role word and its related
 * words, those of at least three letters (shorter ones cannot use the title trigram index: "mm" does not, "erp"
 * does). The index (search-index.ts) admits the same.
 */
export function pairsTitleWords(word: string, sharedWords: readonly string[] | undefined): string[] {
  return [...new Set([word, ...(sharedWords ?? [])])].filter((w) => w.length >= 3);
}

/** Stage 3's parts of one posting that only PostgreSQL computes (pg_trgm and full text). */
export interface RescoreParts {
  title_sim: number;
  /** One character per keyword: "1" when the posting's text holds the keyword as a phrase. */
  phrases: string;
  text_rank: number;
}

/**
 * Trigram word-similarity of posting `j`'s title with the searcher's own job title, which says which jobs of their
 * family they do ("mathematics teacher", not "science teacher"), else with the best keyword.
 */
function titleSimSql(q: Pick<SearchQuery, "keywords" | "role">, bind: (v: unknown) => string): string {
  // A post of their family naming a rival role and not theirs ("Python Developer" for a C++ developer) earns nothing
  // from the job noun it shares with their title, so posts naming no role ("Software Engineer") rank before it.
  const rival = familyRivalPatterns(q.role);
  const rivalCase = rival ? `CASE WHEN j.role_family = ${bind(q.role!.family)} AND lower(j.title) ~ ${bind(rival.rival)} AND lower(j.title) !~ ${bind(rival.own)} THEN 0::float8 ELSE ` : "";
  const sim = `greatest(${titleTexts(q).map((t) => `word_similarity(${bind(t)}, lower(j.title))`).join(", ")})`;
  return rival ? `(${rivalCase}${sim} END)` : sim;
}

/** What a posting's title is compared with: the searcher's own job titles, else each keyword (the best counts). */
export function titleTexts(q: Pick<SearchQuery, "keywords" | "role">): string[] {
  return q.role?.title ? [q.role.title, ...(q.role.earlierTitles ?? [])] : q.keywords.map((k) => k.text);
}

const ARCHITECT_SQL = (t: string) => `lower(${t}.title) ~ '\\marchitect\\M'`;

/**
 * The level a posting of table alias `t` ranks at (the index's `levels`: search-index.ts): a title that states no level
 * reads as mid (2), an architect's as lead (4: "Frontend Architect" is not a junior's job); trainee, intern and
 * fresher posts sit half a rung below entry.
 */
function postingLevelSql(t: string): string {
  return `(CASE WHEN ${t}.role_level IS NULL AND ${ARCHITECT_SQL(t)} THEN 4 WHEN ${t}.role_level IS NULL THEN 2 WHEN ${t}.role_level <= 1 AND lower(${t}.title) ~ '\\m(trainee|intern|internship|fresher|apprentice)\\M' THEN least(${t}.role_level, 0.5) ELSE ${t}.role_level END)`;
}

/** The rung posting `t`'s title names (ranking.ts titleRung; the index's `rungs`), NULL for none. */
function titleRungSql(t: string): string {
  const title = `lower(${t}.title)`;
  return `(CASE WHEN ${title} ~ '${RUNG_HEAD_WORDS}' THEN 3 WHEN ${title} ~ '${RUNG_MANAGER_WORDS}' THEN (CASE WHEN ${title} ~ '${RUNG_FIRST_MANAGER_WORDS}' THEN 1 ELSE 2 END) WHEN ${title} ~ '${RUNG_LEAD_WORDS}' THEN 1 WHEN ${title} ~ '${RUNG_STAFF_WORDS}' THEN 0 END)`;
}

/** Whether posting `t` is a manager's or a head's post (ranking.ts MANAGER_POST_WORDS; the index's `manages`). */
const managerPostSql = (t: string) => `(${postingLevelSql(t)} >= ${LEAD_POST_LEVEL} AND lower(${t}.title) ~ '${MANAGER_POST_WORDS}')`;

/**
 * The last stage of a search, shared by the SQL search and the index's rescore: over the pool `s` (its parts from
 * stage 2, one row per posting), title similarity to the searcher's own title (or the best keyword), coverage with
 * phrases in the text, full-text rank, and the score; the best `q.limit`. Bound in text order: `source` is called
 * where its text goes.
 */
function rankedSql(
  q: SearchQuery,
  bind: (v: unknown) => string,
  source: () => string,
  covered: (i: number) => string,
  known: { titleSim?: string; anyRoleHit?: string } = {},
): string {
  const kw = q.keywords;
  const n = kw.length;
  const w = q.weights;
  const role = q.role ?? null;
  const word = role?.family && role.word ? role.word : null;
  // With a role word, half the title part is whether the posting names it, the rest the similarity; when no
  // posting of the pool names it (no physics teacher posts), the similarity is the whole title part as before.
  const wordShare = word ? ROLE_WORD_SHARE : 0;
  const num = (x: number) => Number(x);
  const titleSim = known.titleSim ? `coalesce(${known.titleSim}, ${titleSimSql(q, bind)})` : titleSimSql(q, bind);
  // A keyword the cheap stage found covered needs no phrase match (CASE stops there; greatest() would run both).
  const fullCoverage = `(${kw.map((_, i) => `(CASE WHEN ${covered(i)} = 1 THEN 1 ELSE (v.sv @@ q.f${i})::int END)`).join(" + ")})::float8 / ${n}`;
  const qAny = kw.map((_, i) => `q.t${i}`).join(" || ");
  const select = `SELECT j.id, j.posted_at, s.total, s.skill_share, s.freshness, s.family_fit, s.level_fit, s.role_hit,
      ${known.anyRoleHit ?? "max(s.role_hit) OVER ()"} AS any_role_hit,
      ${titleSim}::float8 AS title_sim,
      ${fullCoverage} AS coverage,
      ts_rank_cd(v.sv, ${qAny}, 32)::float8 AS text_rank`;
  const from = `FROM ${source()} JOIN job_postings j ON j.id = s.id CROSS JOIN LATERAL ${DETOASTED_VECTOR} CROSS JOIN q`;
  const limit = bind(q.limit);
  // The shown columns (the description above all) are read only for the postings that make the page.
  return `ranked AS (
      ${select}
      ${from}
    ),
    best AS (
      SELECT *, 100 * (${num(w.coverage)} * coverage + ${num(w.skills)} * skill_share + ${num(w.text)} * text_rank
                       + ${num(w.title)} * (CASE WHEN any_role_hit > 0 THEN ${num(1 - wordShare)} * title_sim + ${num(wordShare)} * role_hit ELSE title_sim END)
                       + ${num(w.freshness)} * freshness
                       + ${num(w.family)} * family_fit + ${num(w.level)} * level_fit) AS score
      FROM ranked
      ORDER BY score DESC, posted_at DESC NULLS LAST, id
      LIMIT ${limit}
    )
    SELECT ${COLUMNS}, b.total, b.skill_share, b.freshness, b.family_fit, b.level_fit, b.role_hit, b.title_sim, b.coverage, b.text_rank, b.score
    FROM best b JOIN job_postings p ON p.id = b.id
    ORDER BY b.score DESC, b.posted_at DESC NULLS LAST, b.id`;
}

function rankedRows(rows: RawRankedRow[]): { total: number; rows: RankedJobRow[] } {
  const total = rows.length ? Number(rows[0]!.total) : 0;
  return {
    total,
    rows: rows.map(({ total: _t, ...r }) => ({
      ...resultRow(r),
      coverage: Number(r.coverage),
      skill_share: Number(r.skill_share),
      text_rank: Number(r.text_rank),
      title_sim: Number(r.title_sim),
      role_hit: Number(r.role_hit),
      freshness: Number(r.freshness),
      family_fit: Number(r.family_fit),
      level_fit: Number(r.level_fit),
      score: Number(r.score),
    })),
  };
}
