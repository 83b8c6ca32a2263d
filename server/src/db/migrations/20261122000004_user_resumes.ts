import type { Knex } from "knex";

/** Every resume a user has had parsed (job search upload, Resume Builder ingest); the newest is "their resume". */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("user_resumes", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("origin").notNullable(); // job_search | resume_builder
    t.text("file_name");
    t.text("file_kind"); // pdf | docx | txt | md | rtf
    t.text("raw_text").notNullable();
    t.jsonb("parsed").notNullable();
    t.specificType("skills", "text[]").notNullable().defaultTo("{}");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id", "created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("user_resumes");
}
