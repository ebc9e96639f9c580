import { type Kysely, sql } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * Plans and payments (issue 13): the Stripe customer and billing details of a user, subscriptions
 * with the areas they cover, invoices with gapless numbers, processed webhook events and the
 * requests for a free year.
 */
export function payments(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("payment_customer")
        .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
        .addColumn("stripe_customer_id", "text", (c) => c.unique())
        // Billing details (spec section 3, "Payment data"); empty until the user enters them.
        .addColumn("first_name", "text", t.emptyText)
        .addColumn("last_name", "text", t.emptyText)
        .addColumn("company_name", "text", t.emptyText)
        .addColumn("street", "text", t.emptyText)
        .addColumn("house_number", "text", t.emptyText)
        .addColumn("postal_code", "text", t.emptyText)
        .addColumn("city", "text", t.emptyText)
        .addColumn("country", "text", t.emptyText)
        .addColumn("vat_number", "text", t.emptyText)
        .addColumn("delivery_first_name", "text", t.emptyText)
        .addColumn("delivery_last_name", "text", t.emptyText)
        .addColumn("delivery_company_name", "text", t.emptyText)
        .addColumn("delivery_street", "text", t.emptyText)
        .addColumn("delivery_house_number", "text", t.emptyText)
        .addColumn("delivery_postal_code", "text", t.emptyText)
        .addColumn("delivery_city", "text", t.emptyText)
        .addColumn("delivery_country", "text", t.emptyText)
        .addColumn("has_payment_data", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("subscription")
        // Stripe's subscription id.
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("plan_key", "text", (c) => c.notNull())
        .addColumn("price_id", "text", (c) => c.notNull())
        // Comma-separated premium areas, fixed when the state arrives (a later plan change in the
        // configuration does not silently change what a running subscription covers).
        .addColumn("areas", "text", (c) => c.notNull())
        .addColumn("profile_limit", "integer")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("current_period_end", t.timestamp)
        .addColumn("cancel_at_period_end", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        // Stripe's `created` (seconds) of the event whose state this row holds: older events lose.
        .addColumn("state_at", "integer", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("subscription_user_idx").on("subscription").column("user_id").execute();
      await db.schema
        .createTable("invoice")
        .addColumn("id", t.serial, t.idColumn)
        // Invoices are kept ten years (§147 AO, §14b UStG): an account purge unlinks, never deletes.
        .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("number", "integer", (c) => c.notNull().unique())
        .addColumn("stripe_invoice_id", "text", (c) => c.notNull().unique())
        .addColumn("issued_at", t.timestamp, (c) => c.notNull())
        .addColumn("product_name", "text", (c) => c.notNull())
        .addColumn("net_cents", "integer", (c) => c.notNull())
        .addColumn("vat_rate_percent", "integer", (c) => c.notNull())
        .addColumn("vat_cents", "integer", (c) => c.notNull())
        .addColumn("gross_cents", "integer", (c) => c.notNull())
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("reverse_charge", t.boolean, (c) => c.notNull())
        // The buyer's billing details as they were on the invoice date (JSON).
        .addColumn("buyer", "text", (c) => c.notNull())
        .addColumn("period_start", t.timestamp)
        .addColumn("period_end", t.timestamp)
        .execute();
      await db.schema.createIndex("invoice_user_idx").on("invoice").column("user_id").execute();
      // One row: the last invoice number given. Taken inside the invoice's transaction, so a rollback
      // gives the number back and the sequence has no gaps.
      await db.schema
        .createTable("invoice_number")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("last", "integer", (c) => c.notNull())
        .execute();
      await sql`insert into invoice_number (id, last) values (1, 0)`.execute(db);
      await db.schema
        .createTable("stripe_event")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("processed_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("free_year_request")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("reason", "text", (c) => c.notNull())
        // open, granted or refused
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("decided_at", t.timestamp)
        .addColumn("valid_until", t.timestamp)
        .execute();
      await db.schema
        .createIndex("free_year_request_user_idx")
        .on("free_year_request")
        .column("user_id")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "free_year_request",
        "stripe_event",
        "invoice_number",
        "invoice",
        "subscription",
        "payment_customer",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default payments;
