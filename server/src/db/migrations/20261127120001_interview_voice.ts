import type { Knex } from "knex";

/**
 * Voice practice (issue 17): a spoken answer keeps its browser timing and the speaking metrics computed from its
 * transcript (the transcript itself is the turn's answer). Null for typed answers.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("interview_turns", (t) => {
    t.jsonb("voice");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("interview_turns", (t) => {
    t.dropColumn("voice");
  });
}
