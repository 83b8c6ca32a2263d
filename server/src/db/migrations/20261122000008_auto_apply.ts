import type { Knex } from "knex";

/**
 * Auto-Apply: the user's consent (current state + an append-only audit trail), their settings, and
 * one row per application attempt. The (user_id, job_id) unique key is what makes a retried run
 * idempotent: a row is inserted as 'pending' before anything is sent, so a second run cannot claim it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("auto_apply_consents", (t) => {
    t.uuid("user_id").primary().references("users.id").onDelete("CASCADE");
    t.boolean("accepted").notNullable().defaultTo(false);
    t.timestamp("granted_at", { useTz: true });
    t.text("ip");
    t.text("consent_version");
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Every grant and revoke, kept for audit even after the current consent changes.
  await knex.schema.createTable("auto_apply_consent_events", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("action").notNullable();
    t.text("ip");
    t.text("consent_version");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id", "created_at"]);
  });
  await knex.raw("ALTER TABLE auto_apply_consent_events ADD CONSTRAINT auto_apply_consent_events_action_check CHECK (action IN ('grant','revoke'))");

  await knex.schema.createTable("auto_apply_settings", (t) => {
    t.uuid("user_id").primary().references("users.id").onDelete("CASCADE");
    t.boolean("enabled").notNullable().defaultTo(false);
    t.double("min_match_pct").notNullable().defaultTo(75);
    t.integer("daily_cap").notNullable().defaultTo(10);
    t.jsonb("portals").notNullable().defaultTo("{}");
    t.specificType("locations", "text[]").notNullable().defaultTo("{}");
    t.specificType("roles", "text[]").notNullable().defaultTo("{}");
    t.timestamp("pause_until", { useTz: true });
    t.timestamp("last_run_at", { useTz: true });
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    "ALTER TABLE auto_apply_settings ADD CONSTRAINT auto_apply_settings_bounds_check CHECK (min_match_pct BETWEEN 0 AND 100 AND daily_cap BETWEEN 1 AND 200)",
  );
  // The sweep looks for enabled users only.
  await knex.raw("CREATE INDEX auto_apply_settings_enabled_idx ON auto_apply_settings (user_id) WHERE enabled");

  await knex.schema.createTable("auto_apply_applications", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    // No foreign key on purpose: the log must outlive postings that ingestion expires. The posting's
    // title, company, portal and link are copied below for the same reason.
    t.uuid("job_id").notNullable();
    t.text("title").notNullable();
    t.text("company");
    // Lower-cased company, for the "not the same company twice in 30 days" rule.
    t.text("company_key");
    t.text("portal").notNullable();
    t.text("apply_link").notNullable();
    t.double("score").notNullable();
    t.text("status").notNullable();
    t.text("reason");
    // A failure worth trying again (the portal rate-limited us); the next run may claim the row again.
    t.boolean("retryable").notNullable().defaultTo(false);
    // The portal's id for the application (Lever's applicationId), when it gives one.
    t.text("external_ref");
    t.integer("attempts").notNullable().defaultTo(0);
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["user_id", "job_id"]);
    t.index(["user_id", "created_at"]);
  });
  await knex.raw(
    "ALTER TABLE auto_apply_applications ADD CONSTRAINT auto_apply_applications_status_check CHECK (status IN ('pending','submitted','ready_for_you','failed','skipped'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("auto_apply_applications");
  await knex.schema.dropTableIfExists("auto_apply_settings");
  await knex.schema.dropTableIfExists("auto_apply_consent_events");
  await knex.schema.dropTableIfExists("auto_apply_consents");
}
