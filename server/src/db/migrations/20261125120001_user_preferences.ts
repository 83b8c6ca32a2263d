import type { Knex } from "knex";

/**
 * Notification and privacy preferences (the Account screen's switches), one row per user who saved them; a user
 * without a row has the defaults below, which are also the defaults preferences-service.ts answers with.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("user_preferences", (t) => {
    t.uuid("user_id").primary().references("users.id").onDelete("CASCADE");
    t.boolean("private_profile").notNullable().defaultTo(false);
    t.boolean("email_notifications").notNullable().defaultTo(true);
    t.boolean("job_alert_emails").notNullable().defaultTo(true);
    t.boolean("application_update_emails").notNullable().defaultTo(true);
    t.boolean("product_news_emails").notNullable().defaultTo(false);
    t.boolean("weekly_tips_emails").notNullable().defaultTo(true);
    t.boolean("push_job_alerts").notNullable().defaultTo(true);
    t.boolean("push_messages").notNullable().defaultTo(true);
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("user_preferences");
}
