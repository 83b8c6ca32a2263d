import type { Knex } from "knex";

/**
 * Parsed once, used everywhere (issue 14): each stored resume keeps its structured document (contact, summary,
 * experience with bullets, education, projects, certifications, skills, languages), which the Resume Builder edits
 * in place and every other tool reads by the resume's id. Rows stored before this have none: the resume module
 * derives it from their `parsed` column when it reads them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("user_resumes", (t) => {
    t.jsonb("document");
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("user_resumes", (t) => {
    t.dropColumn("document");
    t.dropColumn("updated_at");
  });
}
