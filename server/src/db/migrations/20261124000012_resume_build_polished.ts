import type { Knex } from "knex";

/**
 * The optional LLM's wording of a build, kept with the build. The Word download of a resume just built (or Build
 * pressed again) then returns exactly what the user previewed, whichever API process answers; null means the
 * deterministic resume was what they got.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("resume_builds", (t) => {
    t.jsonb("polished").nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("resume_builds", (t) => {
    t.dropColumn("polished");
  });
}
