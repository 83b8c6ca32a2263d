import type { Knex } from "knex";

/**
 * Role playbooks (SPEC section 3): the request and the generated body, stored per user so the PDF can be
 * rendered on demand by its owner and the dashboard can list recent ones (it reads id, user_id, title, created_at).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("playbooks", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    // Defaults are the SPEC's own (level mid, tone concise, 'role-notes.pdf'), so a row written with only
    // id, user_id and title (as the dashboard's tests do) is still a valid, empty playbook.
    t.text("role").notNullable().defaultTo("");
    t.text("experience_level").notNullable().defaultTo("mid");
    t.specificType("focus_areas", "text[]").notNullable().defaultTo(knex.raw("'{}'::text[]"));
    t.text("target_company");
    t.text("writing_style").notNullable().defaultTo("concise");
    t.text("title").notNullable();
    t.text("summary").notNullable().defaultTo("");
    t.text("filename").notNullable().defaultTo("role-notes.pdf");
    t.jsonb("sections").notNullable().defaultTo(knex.raw("'[]'::jsonb"));
    t.jsonb("resources").notNullable().defaultTo(knex.raw("'[]'::jsonb"));
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id", "created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("playbooks");
}
