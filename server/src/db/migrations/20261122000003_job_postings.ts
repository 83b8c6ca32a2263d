import type { Knex } from "knex";

/**
 * The job index. One row per posting per source; re-ingesting the same (source, external_id) updates it.
 * `search_vector` is maintained by PostgreSQL itself (a stored generated column), weighted title > company > description.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("job_postings", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.text("source").notNullable(); // demo | greenhouse | lever | ashby | remotive | arbeitnow | import
    t.text("external_id").notNullable();
    t.text("title").notNullable();
    t.text("company");
    t.text("location");
    t.text("description").notNullable().defaultTo("");
    t.text("work_mode").notNullable();
    t.text("seniority"); // junior | mid | senior | lead, when known
    t.specificType("skills", "text[]").notNullable().defaultTo("{}");
    t.text("apply_link").notNullable();
    // Which portal an application goes through (greenhouse, lever, workable, successfactors, naukri, shine, linkedin, other)
    // and what its application API needs (e.g. { board_token, job_id } for Greenhouse).
    t.text("portal").notNullable().defaultTo("other");
    t.jsonb("apply_meta").notNullable().defaultTo("{}");
    t.timestamp("posted_at", { useTz: true });
    t.timestamp("scraped_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["source", "external_id"]);
  });
  await knex.raw("ALTER TABLE job_postings ADD CONSTRAINT job_postings_work_mode_check CHECK (work_mode IN ('remote','hybrid','onsite'))");
  // array_to_string is only STABLE; a generated column needs an IMMUTABLE expression (it is, for text[]).
  await knex.raw(`CREATE OR REPLACE FUNCTION hw_skills_text(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$`);
  await knex.raw(`
    ALTER TABLE job_postings ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(company, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(hw_skills_text(skills), '')), 'B') ||
      setweight(to_tsvector('english', coalesce(description, '')), 'C')
    ) STORED`);
  await knex.raw("CREATE INDEX job_postings_search_idx ON job_postings USING GIN (search_vector)");
  await knex.raw("CREATE INDEX job_postings_skills_idx ON job_postings USING GIN (skills)");
  await knex.raw("CREATE INDEX job_postings_title_trgm_idx ON job_postings USING GIN (lower(title) gin_trgm_ops)");
  await knex.raw("CREATE INDEX job_postings_location_trgm_idx ON job_postings USING GIN (lower(location) gin_trgm_ops)");
  await knex.raw("CREATE INDEX job_postings_posted_idx ON job_postings (posted_at DESC NULLS LAST)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("job_postings");
  await knex.raw("DROP FUNCTION IF EXISTS hw_skills_text(text[])");
}
