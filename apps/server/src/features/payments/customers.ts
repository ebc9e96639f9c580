import type Stripe from "stripe";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";

/** The user's payment_customer row, created empty when missing. */
export async function customerRow(db: Db, userId: string) {
  const now = nowIso();
  await db
    .insertInto("payment_customer")
    .values({ user_id: userId, stripe_customer_id: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  return db
    .selectFrom("payment_customer")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
}

/** The Stripe customer of the user, created (with the billing details known so far) on first use. */
export async function ensureStripeCustomer(
  db: Db,
  stripe: Stripe,
  user: { id: string; email: string; name: string },
): Promise<string> {
  const row = await customerRow(db, user.id);
  if (row.stripe_customer_id) return row.stripe_customer_id;
  const customer = await stripe.customers.create(
    {
      email: user.email,
      name: [row.first_name, row.last_name].filter(Boolean).join(" ") || user.name,
      metadata: { user_id: user.id },
    },
    // Two clicks at once create one customer.
    { idempotencyKey: `customer-${user.id}` },
  );
  await db
    .updateTable("payment_customer")
    .set({ stripe_customer_id: customer.id, updated_at: nowIso() })
    .where("user_id", "=", user.id)
    .where("stripe_customer_id", "is", null)
    .execute();
  return (await customerRow(db, user.id)).stripe_customer_id ?? customer.id;
}

/** The user a Stripe customer id belongs to. */
export async function userOfCustomer(db: Db, customerId: string): Promise<string | null> {
  const row = await db
    .selectFrom("payment_customer")
    .select("user_id")
    .where("stripe_customer_id", "=", customerId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
