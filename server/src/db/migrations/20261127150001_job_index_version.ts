import type { Knex } from "knex";

/**
 * Each API process keeps an in-process search index of the postings' small columns (modules/jobs/search-index.ts).
 * It knows when to reload by this version: every statement that writes job_postings (the repository's upserts, an
 * operator's SQL, a test's insert or delete) bumps it from a statement trigger. The bump takes the row's lock until
 * the writing transaction ends, so versions are committed in order: a reader that sees version V and then reads the
 * postings sees every write up to V.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE TABLE job_index_state (id smallint PRIMARY KEY CHECK (id = 1), version bigint NOT NULL)");
  await knex.raw("INSERT INTO job_index_state (id, version) VALUES (1, 1)");
  await knex.raw(`
    CREATE FUNCTION job_index_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE job_index_state SET version = version + 1 WHERE id = 1;
      RETURN NULL;
    END $$`);
  await knex.raw("CREATE TRIGGER job_postings_index_bump AFTER INSERT OR UPDATE OR DELETE ON job_postings FOR EACH STATEMENT EXECUTE FUNCTION job_index_bump()");
  await knex.raw("CREATE TRIGGER job_postings_index_bump_truncate AFTER TRUNCATE ON job_postings FOR EACH STATEMENT EXECUTE FUNCTION job_index_bump()");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TRIGGER IF EXISTS job_postings_index_bump_truncate ON job_postings");
  await knex.raw("DROP TRIGGER IF EXISTS job_postings_index_bump ON job_postings");
  await knex.raw("DROP FUNCTION IF EXISTS job_index_bump()");
  await knex.raw("DROP TABLE IF EXISTS job_index_state");
}
