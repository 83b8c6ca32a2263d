import type { Knex } from "knex";

/**
 * Resume Builder results: each build (markdown or Word) and each benchmark comparison, so a user's latest
 * alignment score and resume can be shown again (the dashboard, the Preview tab after a reload).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("resume_builds", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("format").notNullable(); // markdown | docx
    t.text("target_role");
    t.text("target_company");
    t.text("markdown").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id", "created_at"]);
  });
  await knex.schema.createTable("resume_comparisons", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("focus_role");
    t.integer("alignment_score").notNullable();
    t.jsonb("gaps").notNullable();
    t.jsonb("breakdown").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id", "created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("resume_comparisons");
  await knex.schema.dropTableIfExists("resume_builds");
}
