import type { Knex } from "knex";

/**
 * Keeps the job index's heap narrow: long values (description, search_vector) move to TOAST storage once a
 * row passes 600 bytes, while the short columns ranking reads stay in the row (storage MAIN), so ranking the candidates of a broad query reads the small columns (title, skills,
 * location, dates) without dragging each posting's text along. Full text is read only for the top candidates.
 * Rewrites existing rows so they are stored the new way too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE job_postings SET (toast_tuple_target = 600)");
  for (const column of ["title", "skills", "location", "company"]) {
    await knex.raw(`ALTER TABLE job_postings ALTER COLUMN ${column} SET STORAGE MAIN`);
  }
  // A no-op update rewrites each row under the new target (the table is small or empty when this runs).
  await knex.raw("UPDATE job_postings SET description = description");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE job_postings RESET (toast_tuple_target)");
  for (const column of ["title", "skills", "location", "company"]) {
    await knex.raw(`ALTER TABLE job_postings ALTER COLUMN ${column} SET STORAGE EXTENDED`);
  }
}
