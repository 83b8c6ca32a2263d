import type { Knex } from "knex";

/**
 * Weekly career tips: one digest per user and ISO week (built from their own activity), kept so the dashboard and
 * the email say the same thing and an email is sent at most once a week whichever process runs the job.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("weekly_tips", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("week").notNullable(); // ISO week, e.g. 2026-W48
    t.jsonb("digest").notNullable();
    t.timestamp("emailed_at", { useTz: true });
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["user_id", "week"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("weekly_tips");
}
