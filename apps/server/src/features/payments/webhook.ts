import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { PaymentsConfig } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { customerRow, userOfCustomer } from "./customers.ts";
import { recordPaidInvoice } from "./invoices.ts";
import { applySubscriptionState } from "./subscriptions.ts";

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * Handles one verified Stripe event exactly once: the event id is recorded in the same transaction
 * as its effects, so a retry after a failure runs it again and a duplicate finds it done. On
 * PostgreSQL a duplicate arriving at the same moment waits for the first and then does nothing.
 */
export async function handleStripeEvent(
  db: Db,
  billing: Pick<PaymentsConfig, "plans" | "vatRatePercent">,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto("stripe_event")
      .values({ id: event.id, type: event.type, processed_at: nowIso() })
      .onConflict((oc) => oc.column("id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!fresh) return "duplicate";
    switch (event.type) {
      case "checkout.session.completed": {
        const session = event.data.object;
        const customerId = idOf(session.customer);
        const userId = session.client_reference_id ?? session.metadata?.user_id;
        if (!customerId || !userId) return "ignored";
        const exists = await trx.selectFrom("user").select("id").where("id", "=", userId).executeTakeFirst();
        if (!exists) return "ignored";
        await customerRow(trx, userId);
        await trx
          .updateTable("payment_customer")
          .set({ stripe_customer_id: customerId, updated_at: nowIso() })
          .where("user_id", "=", userId)
          .where("stripe_customer_id", "is", null)
          .execute();
        return "processed";
      }
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted": {
        const subscription = event.data.object;
        const userId =
          (await userOfCustomer(trx, idOf(subscription.customer) ?? "")) ?? subscription.metadata?.user_id;
        if (
          !userId ||
          !(await trx.selectFrom("user").select("id").where("id", "=", userId).executeTakeFirst())
        ) {
          log.warn({ event: event.id }, "subscription of an unknown customer");
          return "ignored";
        }
        const applied = await applySubscriptionState(trx, billing.plans, userId, subscription, event.created);
        return applied ? "processed" : "ignored";
      }
      case "invoice.paid": {
        const invoice = event.data.object;
        const userId = await userOfCustomer(trx, idOf(invoice.customer) ?? "");
        if (!userId) {
          log.warn({ event: event.id }, "invoice of an unknown customer");
          return "ignored";
        }
        await recordPaidInvoice(trx, billing, userId, invoice);
        return "processed";
      }
      case "invoice.payment_failed":
        // The subscription turns past_due through customer.subscription.updated; Stripe mails the
        // customer and retries. Nothing to store beyond the event.
        log.info({ event: event.id }, "invoice payment failed");
        return "processed";
      default:
        return "ignored";
    }
  });
}
