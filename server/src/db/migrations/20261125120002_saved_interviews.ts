import type { Knex } from "knex";

/** Save Results: a finished interview the user saved, under a title, to reopen from the dashboard. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("interview_sessions", (t) => {
    t.text("title");
    t.timestamp("saved_at", { useTz: true });
    t.index(["user_id", "saved_at"], "interview_sessions_user_id_saved_at_index");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("interview_sessions", (t) => {
    t.dropIndex(["user_id", "saved_at"], "interview_sessions_user_id_saved_at_index");
    t.dropColumn("saved_at");
    t.dropColumn("title");
  });
}
