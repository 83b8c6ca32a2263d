import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // One row per user, feature and period (a local date for daily counters, YYYY-MM for monthly ones).
  await knex.schema.createTable("usage_counters", (t) => {
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("feature").notNullable();
    t.text("period").notNullable();
    t.integer("count").notNullable().defaultTo(0);
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["user_id", "feature", "period"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("usage_counters");
}
