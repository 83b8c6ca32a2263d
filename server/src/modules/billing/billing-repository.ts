import type { Knex } from "knex";
import type { Tx } from "../../db/handle";
import type { PlanId } from "../plans";

/** A transaction handle the service passes back to repositories (services never import knex). */
export type { Tx };

export interface PaymentOrderRow {
  id: string;
  user_id: string;
  plan: PlanId;
  amount: number;
  currency: string;
  receipt: string;
  status: "created" | "paid";
  payment_id: string | null;
  paid_at: Date | null;
  created_at: Date;
}

/** One payment of the user's history (the Billing tab). */
export interface PaymentHistoryRow {
  id: string;
  order_id: string;
  plan: PlanId;
  amount: number;
  currency: string;
  paid_at: Date;
}

export type WebhookOutcome = "received" | "activated" | "already_paid" | "ignored" | "unknown_order" | "amount_mismatch";

function toOrder(row: PaymentOrderRow): PaymentOrderRow {
  return { ...row, amount: Number(row.amount) };
}

export function createBillingRepository(db: Knex) {
  return {
    transaction<T>(fn: (trx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async insertOrder(
      order: { id: string; userId: string; plan: PlanId; amount: number; currency: string; receipt: string },
      trx: Knex = db,
    ): Promise<void> {
      await trx("payment_orders").insert({
        id: order.id,
        user_id: order.userId,
        plan: order.plan,
        amount: order.amount,
        currency: order.currency,
        receipt: order.receipt,
        status: "created",
      });
    },

    async findOrder(id: string, trx: Knex = db): Promise<PaymentOrderRow | undefined> {
      const row = await trx<PaymentOrderRow>("payment_orders").where({ id }).first();
      return row && toOrder(row);
    },

    /** Locks the user's row until the transaction ends, so two plan changes of one user happen one after the other. */
    async lockUser(userId: string, trx: Tx): Promise<void> {
      await trx("users").where({ id: userId }).forUpdate().first("id");
    },

    /** Locks the order row until the transaction ends, so a verify and a webhook cannot both activate it. */
    async findOrderForUpdate(id: string, trx: Tx): Promise<PaymentOrderRow | undefined> {
      const row = await trx<PaymentOrderRow>("payment_orders").where({ id }).forUpdate().first();
      return row && toOrder(row);
    },

    /** created → paid, once: returns the order when this call paid it, null when it was already paid. */
    async markOrderPaid(id: string, paymentId: string, trx: Tx): Promise<PaymentOrderRow | null> {
      const rows = await trx<PaymentOrderRow>("payment_orders")
        .where({ id, status: "created" })
        .update({ status: "paid", payment_id: paymentId, paid_at: trx.fn.now() as unknown as Date })
        .returning("*");
      return rows[0] ? toOrder(rows[0]) : null;
    },

    async insertPayment(
      payment: { id: string; orderId: string; userId: string; plan: PlanId; amount: number; currency: string; source: "checkout" | "webhook" },
      trx: Tx,
    ): Promise<void> {
      await trx("payments")
        .insert({
          id: payment.id,
          order_id: payment.orderId,
          user_id: payment.userId,
          plan: payment.plan,
          amount: payment.amount,
          currency: payment.currency,
          source: payment.source,
        })
        .onConflict("id")
        .ignore();
    },

    /**
     * Claims a webhook event by id. False when it was already recorded: the caller must then change
     * nothing. Under concurrency the unique key decides (the second insert waits, then does nothing).
     */
    async claimWebhookEvent(event: { id: string; event: string; orderId: string | null; paymentId: string | null }, trx: Tx): Promise<boolean> {
      const rows = await trx("webhook_events")
        .insert({ id: event.id, event: event.event, order_id: event.orderId, payment_id: event.paymentId, outcome: "received" })
        .onConflict("id")
        .ignore()
        .returning("id");
      return rows.length > 0;
    },

    async setWebhookOutcome(id: string, outcome: WebhookOutcome, trx: Tx): Promise<void> {
      await trx("webhook_events").where({ id }).update({ outcome });
    },

    /** The user's payments, newest first: when the order was marked paid, else when the payment was recorded. */
    async paymentsFor(userId: string, limit: number, trx: Knex = db): Promise<PaymentHistoryRow[]> {
      const rows = await trx("payments as p")
        .leftJoin("payment_orders as o", "o.id", "p.order_id")
        .where("p.user_id", userId)
        .select<Array<Omit<PaymentHistoryRow, "amount"> & { amount: string | number }>>(
          "p.id",
          "p.order_id",
          "p.plan",
          "p.amount",
          "p.currency",
          trx.raw("coalesce(o.paid_at, p.created_at) AS paid_at"),
        )
        .orderBy([{ column: "paid_at", order: "desc" }, { column: "p.id", order: "desc" }])
        .limit(limit);
      return rows.map((r) => ({ ...r, amount: Number(r.amount), paid_at: new Date(r.paid_at) }));
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
