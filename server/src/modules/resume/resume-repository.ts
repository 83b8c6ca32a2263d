import type { Knex } from "knex";
import { asPrepared } from "../../db/prepared";

export type ResumeOrigin = "job_search" | "resume_builder";

/** A user_resumes row: the upload's text and parse, and the structured document every tool reads. */
export interface ResumeRow {
  id: string;
  user_id: string;
  origin: ResumeOrigin;
  file_name: string | null;
  file_kind: string | null;
  raw_text: string;
  parsed: unknown;
  /** Null on rows stored before documents existed (the module derives it from `parsed`). */
  document: unknown;
  skills: string[];
  created_at: Date;
  updated_at: Date;
}

export type NewResume = Omit<ResumeRow, "id" | "created_at" | "updated_at">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What job ranking reads of a resume's parse (latestRankingFacts). */
const RANKING_PARSED =
  "jsonb_build_object('experienceEntries', r.parsed->'experienceEntries', 'headline', r.parsed->'headline', 'location', r.parsed->'location', 'sections', r.parsed->'sections')";

/** A rankingFactsSql value as latestRankingFacts returns it. */
export function rankingFactsFrom(value: unknown): { parsed: unknown; skills: string[] } | undefined {
  const facts = json(value) as { parsed: unknown; skills: string[] | null } | null | undefined;
  return facts ? { parsed: json(facts.parsed), skills: facts.skills ?? [] } : undefined;
}

const json = (v: unknown) => (typeof v === "string" ? (JSON.parse(v) as unknown) : v);
const fromDb = (row: ResumeRow | undefined): ResumeRow | undefined => (row ? { ...row, parsed: json(row.parsed), document: json(row.document), skills: row.skills ?? [] } : undefined);

/** The only SQL over user_resumes: every other module reads resumes through the resume module's lookup. */
export function createResumeRepository(db: Knex) {
  return {
    async save(resume: NewResume, trx: Knex = db): Promise<ResumeRow> {
      const [row] = await trx<ResumeRow>("user_resumes")
        .insert({ ...resume, parsed: JSON.stringify(resume.parsed) as unknown, document: JSON.stringify(resume.document) as unknown })
        .returning("*");
      return fromDb(row)!;
    },

    /** The user's resume with this id; undefined when there is none (another user's resume is none). */
    async find(userId: string, id: string, trx: Knex = db): Promise<ResumeRow | undefined> {
      if (!UUID.test(id)) return undefined;
      return fromDb(await trx<ResumeRow>("user_resumes").where({ user_id: userId, id }).first());
    },

    /** The user's newest parsed resume ("their resume"), whichever screen it came from. */
    async latest(userId: string, trx: Knex = db): Promise<ResumeRow | undefined> {
      return fromDb(await trx<ResumeRow>("user_resumes").where({ user_id: userId }).orderBy("created_at", "desc").first());
    },

    /** Only the canonical skills of the user's newest resume (weekly tips); undefined when they have none. */
    async latestSkills(userId: string, trx: Knex = db): Promise<string[] | undefined> {
      const row = await trx("user_resumes").where({ user_id: userId }).orderBy("created_at", "desc").first<{ skills: string[] | null } | undefined>("skills");
      return row ? (row.skills ?? []) : undefined;
    },

    /**
     * What latestRankingFacts reads, as a scalar subquery over the user whose id is the SQL expression `userId` (one
     * jsonb value, NULL when they have no resume), for another module's statement (a search reads it with the user's
     * row: one round trip); rankingFactsFrom reads the value.
     */
    rankingFactsSql(userId: string): string {
      return `SELECT jsonb_build_object('parsed', ${RANKING_PARSED}, 'skills', r.skills) FROM user_resumes r WHERE r.user_id = ${userId} ORDER BY r.created_at DESC LIMIT 1`;
    },

    /**
     * What job ranking reads from the user's newest resume, and no more (a search runs on every keystroke's debounce):
     * the parse's job titles, headline, location and sections (the skills as written), and the canonical skills.
     */
    async latestRankingFacts(userId: string, trx: Knex = db): Promise<{ parsed: unknown; skills: string[] } | undefined> {
      const row = (await asPrepared(
        trx("user_resumes as r")
          .where({ user_id: userId })
          .orderBy("created_at", "desc")
          .first(
            trx.raw(`${RANKING_PARSED} AS parsed`),
            "skills",
          ),
      )) as { parsed: unknown; skills: string[] | null } | undefined;
      return row ? { parsed: json(row.parsed), skills: row.skills ?? [] } : undefined;
    },

    /** Replaces the document (and what is derived from it) of the user's resume; undefined when there is none. */
    async update(userId: string, id: string, patch: Pick<ResumeRow, "raw_text" | "parsed" | "document" | "skills">, trx: Knex = db): Promise<ResumeRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const [row] = await trx<ResumeRow>("user_resumes")
        .where({ user_id: userId, id })
        .update({
          raw_text: patch.raw_text,
          parsed: JSON.stringify(patch.parsed) as unknown,
          document: JSON.stringify(patch.document) as unknown,
          skills: patch.skills,
          updated_at: trx.fn.now() as unknown as Date,
        })
        .returning("*");
      return fromDb(row);
    },
  };
}

export type ResumeRepository = ReturnType<typeof createResumeRepository>;
