import type { Knex } from "knex";
import { placeKeys } from "../../modules/jobs/location-match";

/**
 * Place keys for the job index: the known place names (and "remote") each posting's location names, kept in an
 * array with a GIN index. A search in a city or country then intersects two GIN indexes (skills and places)
 * instead of running a regular expression over every candidate row, which was the slowest part of broad searches.
 * Existing rows are filled here in batches; new and updated postings get their keys from the repository's upsert.
 *
 * The posted_at index becomes a covering one (skills, place keys, work mode, title): a broad search walks the
 * freshest postings and filters them on those columns inside the index (an index-only scan), without a random
 * heap visit per row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE job_postings ADD COLUMN place_keys text[] NOT NULL DEFAULT '{}'");
  await knex.raw("ALTER TABLE job_postings ALTER COLUMN place_keys SET STORAGE MAIN");
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = (await knex("job_postings").select("id", "location", "work_mode").where("id", ">", after).orderBy("id").limit(2000)) as Array<{
      id: string;
      location: string | null;
      work_mode: string;
    }>;
    if (!rows.length) break;
    const keyed = rows.map((r) => ({ id: r.id, keys: placeKeys(r.location, r.work_mode) }));
    await knex.raw(
      `UPDATE job_postings p SET place_keys = v.keys
       FROM jsonb_to_recordset(?::jsonb) AS v(id uuid, keys text[]) WHERE p.id = v.id`,
      [JSON.stringify(keyed)],
    );
    after = rows[rows.length - 1]!.id;
  }
  await knex.raw("CREATE INDEX job_postings_place_keys_idx ON job_postings USING GIN (place_keys)");
  await knex.raw(
    "CREATE INDEX job_postings_fresh_cover_idx ON job_postings (posted_at DESC NULLS LAST) INCLUDE (id, skills, place_keys, work_mode, title, scraped_at)",
  );
  await knex.raw("DROP INDEX IF EXISTS job_postings_posted_idx");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("CREATE INDEX IF NOT EXISTS job_postings_posted_idx ON job_postings (posted_at DESC NULLS LAST)");
  await knex.raw("DROP INDEX IF EXISTS job_postings_fresh_cover_idx");
  await knex.raw("DROP INDEX IF EXISTS job_postings_place_keys_idx");
  await knex.raw("ALTER TABLE job_postings DROP COLUMN IF EXISTS place_keys");
}
