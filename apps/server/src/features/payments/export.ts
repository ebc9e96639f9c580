import type { Db } from "../../db/database.ts";
import { PAYMENT_DATA_FIELDS } from "./payment-data.ts";

/** payments.json of the data export: billing details, subscriptions, invoices, free-year requests. */
export async function paymentsRecord(db: Db, userId: string) {
  const [customer, subscriptions, invoices, freeYear] = await Promise.all([
    db.selectFrom("payment_customer").selectAll().where("user_id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("subscription")
      .select([
        "plan_key",
        "status",
        "current_period_end",
        "cancel_at_period_end",
        "created_at",
        "updated_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("invoice")
      .select([
        "number",
        "issued_at",
        "product_name",
        "net_cents",
        "vat_rate_percent",
        "vat_cents",
        "gross_cents",
        "currency",
        "reverse_charge",
      ])
      .where("user_id", "=", userId)
      .orderBy("number")
      .execute(),
    db
      .selectFrom("free_year_request")
      .select(["reason", "status", "created_at", "decided_at", "valid_until"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
  ]);
  return {
    payment_data:
      customer?.has_payment_data === true
        ? Object.fromEntries(PAYMENT_DATA_FIELDS.map((f) => [f, customer[f]]))
        : null,
    subscriptions,
    invoices,
    free_year_requests: freeYear,
  };
}
