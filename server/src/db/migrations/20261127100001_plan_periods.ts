import type { Knex } from "knex";

/**
 * The paid period of a plan: a payment covers a month from the moment it is made (longer when a downgrade
 * carries unused days over), and when it ends without a new payment the account is back on Free.
 * NULL means a plan with no paid period (Free, or a plan set by staff), which never lapses.
 * Existing paid plans that came from a payment get the month their payment bought.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.timestamp("paid_through", { useTz: true });
  });
  await knex.raw(`
    UPDATE users SET paid_through = plan_activated_at + interval '1 month'
     WHERE plan <> 'free' AND EXISTS (SELECT 1 FROM payments p WHERE p.user_id = users.id)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.dropColumn("paid_through");
  });
}
