import { BILLING_FIELDS, DELIVERY_FIELDS, type PaymentData } from "@jah/shared";
import type Stripe from "stripe";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { customerRow } from "./customers.ts";

export const PAYMENT_DATA_FIELDS = [...BILLING_FIELDS, ...DELIVERY_FIELDS] as const;

/** GET payments/paymentdata: the fields, and whether the user has entered them yet. */
export async function readPaymentData(db: Db, userId: string) {
  const row = await customerRow(db, userId);
  const data = Object.fromEntries(PAYMENT_DATA_FIELDS.map((f) => [f, row[f]]));
  return { ...data, has_payment_data: row.has_payment_data };
}

/** Saves the billing details; the Stripe customer (if any) gets them as its billing details first. */
export async function savePaymentData(db: Db, stripe: Stripe | null, userId: string, data: PaymentData) {
  const row = await customerRow(db, userId);
  if (stripe && row.stripe_customer_id) {
    const delivery = data.delivery_street && data.delivery_city;
    await stripe.customers.update(row.stripe_customer_id, {
      name: data.company_name || `${data.first_name} ${data.last_name}`,
      address: {
        line1: `${data.street} ${data.house_number}`,
        postal_code: data.postal_code,
        city: data.city,
        country: data.country,
      },
      ...(delivery
        ? {
            shipping: {
              name:
                data.delivery_company_name || `${data.delivery_first_name} ${data.delivery_last_name}`.trim(),
              address: {
                line1: `${data.delivery_street} ${data.delivery_house_number}`,
                postal_code: data.delivery_postal_code,
                city: data.delivery_city,
                country: data.delivery_country || data.country,
              },
            },
          }
        : {}),
      metadata: { vat_number: data.vat_number },
    });
  }
  // Stripe first: when it fails, nothing has changed here either.
  await db
    .updateTable("payment_customer")
    .set({ ...data, has_payment_data: true, updated_at: nowIso() })
    .where("user_id", "=", userId)
    .execute();
  return readPaymentData(db, userId);
}
