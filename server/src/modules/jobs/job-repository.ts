import type { Knex } from "knex";
import type { NormalisedPosting, WorkMode } from "../../engines/job-sources/types";
import { placesRegex, type LocationFilter } from "./location-match";
import { FRESHNESS_DAYS, type RankWeights } from "./ranking";

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
  coverage: number;
  skill_share: number;
  text_rank: number;
  title_sim: number;
  freshness: number;
  score: number;
}

export interface SearchKeyword {
  /** Lowercased as cleaned ("data analysis"). */
  text: string;
  /** Taxonomy skills the keyword names ("sql" → ["SQL"]); may be empty. */
  skills: string[];
}

export interface SearchQuery {
  keywords: SearchKeyword[];
  location: LocationFilter;
  workMode: "any" | WorkMode;
  limit: number;
  weights: RankWeights;
  now?: Date;
}

export interface UpsertResult {
  inserted: number;
  updated: number;
}

const COLUMNS = "p.id, p.title, p.company, p.location, p.description, p.work_mode, p.skills, p.source, p.apply_link, p.posted_at, p.scraped_at";
const BATCH = 500;

export function createJobRepository(db: Knex) {
  return {
    /** Inserts new postings and updates known ones (same source and external_id); never duplicates. */
    async upsert(postings: readonly NormalisedPosting[], trx: Knex = db): Promise<UpsertResult> {
      const result = { inserted: 0, updated: 0 };
      // A batch must not name the same posting twice (ON CONFLICT cannot touch a row twice in one statement).
      const unique = [...new Map(postings.map((p) => [`${p.source}\u0000${p.external_id}`, p])).values()];
      for (let i = 0; i < unique.length; i += BATCH) {
        const rows = unique.slice(i, i + BATCH).map((p) => ({
          source: p.source,
          external_id: p.external_id,
          title: p.title,
          company: p.company,
          location: p.location,
          description: p.description,
          work_mode: p.work_mode,
          seniority: p.seniority,
          skills: p.skills,
          apply_link: p.apply_link,
          portal: p.portal,
          apply_meta: JSON.stringify(p.apply_meta),
          posted_at: p.posted_at,
          scraped_at: db.fn.now(),
          updated_at: db.fn.now(),
        }));
        const returned = (await trx("job_postings")
          .insert(rows)
          .onConflict(["source", "external_id"])
          .merge(["title", "company", "location", "description", "work_mode", "seniority", "skills", "apply_link", "portal", "apply_meta", "posted_at", "scraped_at", "updated_at"])
          // xmax is 0 on a row this statement inserted, the updating transaction's id otherwise.
          .returning(["id", "xmax"])) as Array<{ id: string; xmax: string | number }>;
        for (const r of returned) {
          if (String(r.xmax) === "0") result.inserted++;
          else result.updated++;
        }
      }
      return result;
    },

    async count(source?: string): Promise<number> {
      const q = db("job_postings").count<{ n: string | number }[]>({ n: "*" });
      if (source) q.where({ source });
      const [row] = await q;
      return Number(row?.n ?? 0);
    },

    async isEmpty(): Promise<boolean> {
      const row = await db("job_postings").select("id").first();
      return !row;
    },

    /**
     * Ranked search. Candidates come only from the GIN indexes (full text, skills array, title trigrams,
     * location trigrams), so a query never scans the whole table; only candidates are scored.
     */
    async search(q: SearchQuery): Promise<{ total: number; rows: RankedJobRow[] }> {
      const bindings: unknown[] = [];
      const bind = (v: unknown) => {
        bindings.push(v);
        return "?";
      };
      const kw = q.keywords;
      const allSkills = [...new Set(kw.flatMap((k) => k.skills))];

      // One phrase query per keyword; their OR is the candidate query.
      const tsqs = kw.map((k) => `phraseto_tsquery('english', ${bind(k.text)})`);
      const qCols = tsqs.map((t, i) => `${t} AS q${i}`).join(", ");
      const qAll = kw.map((_, i) => `q.q${i}`).join(" || ");

      // Placeholders are bound in the order they appear in the SQL text below.
      // Keyword k counts as covered when its phrase is in the text or the posting lists one of its skills.
      const hits = kw
        .map((k, i) => (k.skills.length ? `(p.search_vector @@ q.q${i} OR p.skills && ${bind(k.skills)}::text[])::int` : `(p.search_vector @@ q.q${i})::int`))
        .join(" + ");
      const skillShare = allSkills.length
        ? `(SELECT count(*) FROM unnest(p.skills) s WHERE s = ANY(${bind(allSkills)}::text[]))::float8 / ${allSkills.length}`
        : "0::float8";
      const titleSim = kw.length
        ? `(SELECT coalesce(max(word_similarity(t, lower(p.title))), 0) FROM unnest(${bind(kw.map((k) => k.text))}::text[]) t)`
        : "0::float8";
      const now = bind((q.now ?? new Date()).toISOString());
      const candidate: string[] = [`p.search_vector @@ (${qAll})`];
      if (allSkills.length) candidate.push(`p.skills && ${bind(allSkills)}::text[]`);
      for (const k of kw) if (k.text.length >= 3) candidate.push(`${bind(k.text)} <% lower(p.title)`);

      const filters: string[] = [`(${candidate.join(" OR ")})`];
      if (q.location.kind === "remote") filters.push(`(p.work_mode = 'remote' OR lower(p.location) ~ '\\m(remote|work from home)\\M')`);
      if (q.location.kind === "places") filters.push(`lower(p.location) ~ ${bind(placesRegex(q.location.names))}`);
      if (q.workMode !== "any") filters.push(`p.work_mode = ${bind(q.workMode)}`);

      const w = q.weights;

      const sql = `
        WITH q AS (SELECT ${qCols}),
        parts AS (
          SELECT ${COLUMNS},
            (${hits})::float8 / ${kw.length} AS coverage,
            ${skillShare} AS skill_share,
            ts_rank_cd(p.search_vector, ${qAll}, 32)::float8 AS text_rank,
            ${titleSim}::float8 AS title_sim,
            exp(-greatest(0, extract(epoch FROM (${now}::timestamptz - coalesce(p.posted_at, p.scraped_at)))) / 86400.0 / ${FRESHNESS_DAYS})::float8 AS freshness
          FROM job_postings p, q
          WHERE ${filters.join(" AND ")}
        )
        SELECT *, 100 * (${Number(w.coverage)} * coverage + ${Number(w.skills)} * skill_share + ${Number(w.text)} * text_rank
                         + ${Number(w.title)} * title_sim + ${Number(w.freshness)} * freshness) AS score,
               count(*) OVER () AS total
        FROM parts
        ORDER BY score DESC, posted_at DESC NULLS LAST, id
        LIMIT ${bind(q.limit)}`;
      const result = await db.raw(sql, bindings as Knex.RawBinding[]);
      const rows = (result.rows ?? result) as Array<RankedJobRow & { total: string | number }>;
      const total = rows.length ? Number(rows[0]!.total) : 0;
      return {
        total,
        rows: rows.map(({ total: _t, ...r }) => ({
          ...r,
          posted_at: r.posted_at ? new Date(r.posted_at) : null,
          scraped_at: new Date(r.scraped_at),
          coverage: Number(r.coverage),
          skill_share: Number(r.skill_share),
          text_rank: Number(r.text_rank),
          title_sim: Number(r.title_sim),
          freshness: Number(r.freshness),
          score: Number(r.score),
        })),
      };
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
