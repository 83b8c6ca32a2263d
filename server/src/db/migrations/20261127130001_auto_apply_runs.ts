import type { Knex } from "knex";

/**
 * Auto-Apply explains itself and prepares what it cannot send (issue 16):
 * - `auto_apply_runs`: one row per run that went ahead, with how many new postings it considered, what became of
 *   them (submitted, ready for you, failed, skipped) and why postings were skipped (`skips`: one group per reason
 *   with its count, message and a few examples), plus a hint when the run could do nothing.
 * - `auto_apply_applications.run_id`: the run that made the attempt.
 * - `auto_apply_screening`: facts a resume cannot show (notice period, CTC, work authorisation...), used to answer
 *   screening questions in every pack.
 * - `auto_apply_packs`: the application pack for a "ready for you" posting: the tailored resume (kept as the
 *   document the writer built, rendered to .docx or PDF on download), the cover letter it wrote, and the facts its
 *   screening answers are read from.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("auto_apply_runs", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("trigger").notNullable();
    t.text("outcome").notNullable().defaultTo("running");
    t.integer("considered").notNullable().defaultTo(0);
    t.integer("submitted").notNullable().defaultTo(0);
    t.integer("ready_for_you").notNullable().defaultTo(0);
    t.integer("failed").notNullable().defaultTo(0);
    t.integer("skipped").notNullable().defaultTo(0);
    t.jsonb("skips").notNullable().defaultTo("[]");
    t.text("message").notNullable().defaultTo("");
    t.text("hint");
    t.timestamp("started_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("finished_at", { useTz: true });
    t.index(["user_id", "started_at"]);
  });
  await knex.raw("ALTER TABLE auto_apply_runs ADD CONSTRAINT auto_apply_runs_trigger_check CHECK (trigger IN ('manual','schedule','settings'))");
  await knex.raw(
    "ALTER TABLE auto_apply_runs ADD CONSTRAINT auto_apply_runs_outcome_check CHECK (outcome IN ('running','completed','cap_reached','stopped','no_resume','no_portals'))",
  );

  await knex.schema.alterTable("auto_apply_applications", (t) => {
    t.uuid("run_id").references("auto_apply_runs.id").onDelete("SET NULL");
  });

  await knex.schema.createTable("auto_apply_screening", (t) => {
    t.uuid("user_id").primary().references("users.id").onDelete("CASCADE");
    t.text("notice_period");
    t.double("current_ctc_lpa");
    t.double("expected_ctc_lpa");
    t.double("years_of_experience");
    t.text("work_authorisation");
    t.boolean("willing_to_relocate");
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable("auto_apply_packs", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.uuid("auto_apply_id").notNullable().unique().references("auto_apply_applications.id").onDelete("CASCADE");
    t.text("job_title").notNullable();
    t.text("company");
    t.jsonb("resume_document").notNullable();
    t.specificType("highlighted_skills", "text[]").notNullable().defaultTo("{}");
    t.uuid("cover_letter_id").references("cover_letters.id").onDelete("SET NULL");
    t.jsonb("facts").notNullable().defaultTo("{}");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id", "created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("auto_apply_packs");
  await knex.schema.dropTableIfExists("auto_apply_screening");
  await knex.schema.alterTable("auto_apply_applications", (t) => {
    t.dropColumn("run_id");
  });
  await knex.schema.dropTableIfExists("auto_apply_runs");
}
