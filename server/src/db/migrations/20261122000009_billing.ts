import type { Knex } from "knex";

/**
 * Billing: the Razorpay orders this server created, the payments that paid them, and every webhook
 * event processed (its id is the key that makes a redelivered event change nothing). Also the
 * activity log the dashboard reads, which any feature may append to.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("payment_orders", (t) => {
    t.text("id").primary(); // Razorpay's order id (order_…)
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("plan").notNullable();
    t.integer("amount").notNullable(); // paise, from the server's catalogue
    t.text("currency").notNullable().defaultTo("INR");
    t.text("receipt").notNullable().unique();
    t.text("status").notNullable().defaultTo("created");
    t.text("payment_id"); // the payment that paid it
    t.timestamp("paid_at", { useTz: true });
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id", "created_at"]);
  });
  await knex.raw("ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_status_check CHECK (status IN ('created','paid'))");
  await knex.raw("ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_plan_check CHECK (plan IN ('starter','pro','pro_plus'))");

  await knex.schema.createTable("payments", (t) => {
    t.text("id").primary(); // Razorpay's payment id (pay_…)
    t.text("order_id").notNullable().references("payment_orders.id").onDelete("CASCADE");
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("plan").notNullable();
    t.integer("amount").notNullable();
    t.text("currency").notNullable();
    t.text("source").notNullable(); // checkout (verified signature) | webhook
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id"]);
  });
  await knex.raw("ALTER TABLE payments ADD CONSTRAINT payments_source_check CHECK (source IN ('checkout','webhook'))");

  // No foreign keys: the record of what Razorpay told us outlives the orders and users it names.
  await knex.schema.createTable("webhook_events", (t) => {
    t.text("id").primary(); // X-Razorpay-Event-Id, or a key derived from the payload
    t.text("event").notNullable();
    t.text("order_id");
    t.text("payment_id");
    t.text("outcome").notNullable(); // activated | already_paid | ignored | unknown_order | amount_mismatch
    t.timestamp("received_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable("activity_events", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"));
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE");
    t.text("kind").notNullable();
    t.text("summary").notNullable();
    t.jsonb("data").notNullable().defaultTo("{}");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id", "created_at"]);
    t.index(["user_id", "kind", "created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("activity_events");
  await knex.schema.dropTableIfExists("webhook_events");
  await knex.schema.dropTableIfExists("payments");
  await knex.schema.dropTableIfExists("payment_orders");
}
