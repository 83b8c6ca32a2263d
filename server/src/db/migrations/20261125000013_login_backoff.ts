import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // Failed logins per account from every address, and the backoff they impose (keyed by normalised email, so
  // unknown emails are throttled the same way and cannot be told apart).
  await knex.schema.createTable("login_account_failures", (t) => {
    t.text("email").primary();
    t.integer("failures").notNullable().defaultTo(0);
    t.timestamp("last_failure_at", { useTz: true }).notNullable();
    t.timestamp("blocked_until", { useTz: true });
  });
  // Where each account logged in from lately: those addresses are not held back by the account's backoff.
  await knex.schema.createTable("login_known_addresses", (t) => {
    t.text("email").notNullable();
    t.text("address").notNullable();
    t.timestamp("last_success_at", { useTz: true }).notNullable();
    t.primary(["email", "address"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("login_known_addresses");
  await knex.schema.dropTableIfExists("login_account_failures");
}
