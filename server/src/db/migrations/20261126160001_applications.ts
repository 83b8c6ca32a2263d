import type { Knex } from "knex";

const STATUSES = "'saved','applied','interviewing','offer','rejected','withdrawn'";

/**
 * The job hunt in one place (issue 16):
 * - `applications`: the tracker. One row per application, with a snapshot of the posting (a saved job keeps its
 *   title, company, description and link when ingestion later changes or expires the posting). `job_id` is the
 *   posting's id in the index (no foreign key, for the same reason); a posting is tracked once per user.
 *   `auto_apply_id` links a row to the Auto-Apply log entry it came from.
 * - `application_events`: every change of an application, for its history.
 * - `job_match_reports` and `cover_letters`: what the user built for a job, to reopen later.
 * - `auto_apply_applications.applied_at`: the user applied to a "ready for you" posting themselves;
 *   `tracked_at`: the entry has been put in the tracker once (a row the user later removes is not brought back).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("auto_apply_applications", (t) => {
    t.timestamp("applied_at", { useTz: true });
    t.timestamp("tracked_at", { useTz: true });
  });

  await knex.schema.createTable("applications", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.uuid("job_id");
    t.text("origin").notNullable();
    t.uuid("auto_apply_id").unique().references("auto_apply_applications.id").onDelete("SET NULL");
    t.text("status").notNullable().defaultTo("saved");
    t.boolean("ready_for_you").notNullable().defaultTo(false);
    t.text("title").notNullable();
    t.text("company");
    t.text("location");
    t.text("work_mode");
    t.text("source");
    t.text("portal");
    t.text("apply_link");
    t.text("description").notNullable().defaultTo("");
    t.specificType("skills", "text[]").notNullable().defaultTo("{}");
    t.text("notes").notNullable().defaultTo("");
    t.text("contact_name");
    t.text("contact_email");
    t.text("contact_phone");
    t.double("salary_lpa");
    t.text("salary_note");
    t.text("next_step");
    t.date("next_step_due");
    t.timestamp("applied_at", { useTz: true });
    t.timestamp("status_changed_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["user_id", "job_id"]);
    t.index(["user_id", "updated_at"]);
  });
  await knex.raw(`ALTER TABLE applications ADD CONSTRAINT applications_status_check CHECK (status IN (${STATUSES}))`);
  await knex.raw("ALTER TABLE applications ADD CONSTRAINT applications_origin_check CHECK (origin IN ('saved','auto_apply','manual'))");
  await knex.raw("ALTER TABLE applications ADD CONSTRAINT applications_work_mode_check CHECK (work_mode IS NULL OR work_mode IN ('remote','hybrid','onsite'))");

  await knex.schema.createTable("application_events", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("application_id").notNullable().references("applications.id").onDelete("CASCADE");
    t.text("kind").notNullable();
    t.text("from_status");
    t.text("to_status");
    t.text("summary").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["application_id", "created_at"]);
  });
  await knex.raw("ALTER TABLE application_events ADD CONSTRAINT application_events_kind_check CHECK (kind IN ('created','status','details'))");

  await knex.schema.createTable("job_match_reports", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.uuid("application_id").references("applications.id").onDelete("SET NULL");
    t.text("job_title").notNullable();
    t.text("company");
    t.integer("score").notNullable();
    t.text("band").notNullable();
    t.text("job_description").notNullable();
    // The rest of the report (parts, skills, fits, gaps) exactly as it was shown.
    t.jsonb("report").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id", "created_at"]);
    t.index(["application_id"]);
  });

  await knex.schema.createTable("cover_letters", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.uuid("application_id").references("applications.id").onDelete("SET NULL");
    t.text("title").notNullable();
    t.text("job_title").notNullable();
    t.text("company");
    t.text("tone").notNullable();
    t.text("body").notNullable();
    t.boolean("polished").notNullable().defaultTo(false);
    t.boolean("edited").notNullable().defaultTo(false);
    t.text("resume_source").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id", "updated_at"]);
    t.index(["application_id"]);
  });
  await knex.raw("ALTER TABLE cover_letters ADD CONSTRAINT cover_letters_tone_check CHECK (tone IN ('concise','friendly','detailed','coach-like'))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("cover_letters");
  await knex.schema.dropTableIfExists("job_match_reports");
  await knex.schema.dropTableIfExists("application_events");
  await knex.schema.dropTableIfExists("applications");
  await knex.schema.alterTable("auto_apply_applications", (t) => {
    t.dropColumn("tracked_at");
    t.dropColumn("applied_at");
  });
}
