import type { Knex } from "knex";

/**
 * What the postings' stored readings (role family, level and place keys, read from title, location and work mode at
 * ingest) were made with: the role taxonomy, the gazetteer and the reading code (modules/jobs/classification.ts). A
 * start with other ones reads every posting again (jobs module), so an upgrade's better readings reach the postings
 * already stored, not only those ingested after it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE job_index_state ADD COLUMN classified_with text");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE job_index_state DROP COLUMN IF EXISTS classified_with");
}
