import type { Knex } from "knex";

/**
 * Resume Builder drafts (Save Draft): the form exactly as the person left it, as jsonb, under a name. A user has
 * any number up to the service's cap; the list is read newest first by updated_at.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("resume_drafts", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("name").notNullable();
    t.jsonb("form").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id", "updated_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("resume_drafts");
}
