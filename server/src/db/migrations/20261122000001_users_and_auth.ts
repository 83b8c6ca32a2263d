import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE EXTENSION IF NOT EXISTS pg_trgm");

  await knex.schema.createTable("users", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.text("email").notNullable().unique(); // stored normalised (trimmed, lower case)
    t.text("name").notNullable();
    t.text("password_hash").notNullable();
    t.text("plan").notNullable().defaultTo("free"); // what the user has paid for; the launch promotion lifts it when served
    t.timestamp("plan_activated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text("time_zone").notNullable().defaultTo("Asia/Kolkata");
    t.timestamps(true, true);
  });
  await knex.raw("ALTER TABLE users ADD CONSTRAINT users_plan_check CHECK (plan IN ('free','starter','pro','pro_plus'))");

  // Opaque refresh tokens, stored as SHA-256 hashes. One family per login; rotation keeps the family.
  await knex.schema.createTable("refresh_tokens", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.uuid("family_id").notNullable();
    t.text("token_hash").notNullable().unique();
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.timestamp("used_at", { useTz: true });
    t.timestamp("revoked_at", { useTz: true });
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["family_id"]);
    t.index(["user_id"]);
  });

  // Fixed-window counters for throttling (failed logins, signups). Shared by every API process.
  await knex.schema.createTable("throttle_counters", (t) => {
    t.text("key").primary();
    t.timestamp("window_start", { useTz: true }).notNullable();
    t.integer("count").notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("throttle_counters");
  await knex.schema.dropTableIfExists("refresh_tokens");
  await knex.schema.dropTableIfExists("users");
}
