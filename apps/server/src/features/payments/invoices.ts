import { isReverseCharge } from "@jah/shared";
import type Stripe from "stripe";
import type { PaymentsConfig } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { customerRow } from "./customers.ts";
import { planOfPrice } from "./plans.ts";

/** The buyer's billing details as an invoice keeps them. */
export type Buyer = {
  first_name: string;
  last_name: string;
  company_name: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: string;
  vat_number: string;
};

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/**
 * Splits a gross amount in cents into net and VAT, in whole cents (prices are configured gross).
 * Reverse charge: the whole amount is net and the buyer accounts for the VAT.
 */
export function splitGross(gross: number, ratePercent: number, reverseCharge: boolean) {
  if (reverseCharge) return { net: gross, vat: 0, rate: 0 };
  const net = Math.round((gross * 100) / (100 + ratePercent));
  return { net, vat: gross - net, rate: ratePercent };
}

/**
 * Records a paid Stripe invoice once (by its id) with the next invoice number. The number is taken
 * inside the caller's transaction from the one-row counter, so numbers have no gaps: a rollback gives
 * the number back, and the row lock makes two payments at once wait for each other.
 */
export async function recordPaidInvoice(
  trx: Db,
  billing: Pick<PaymentsConfig, "plans" | "vatRatePercent">,
  userId: string,
  invoice: Stripe.Invoice,
): Promise<number | null> {
  if (!invoice.id || invoice.amount_paid <= 0) return null;
  const known = await trx
    .selectFrom("invoice")
    .select("number")
    .where("stripe_invoice_id", "=", invoice.id)
    .executeTakeFirst();
  if (known) return known.number;
  const row = await customerRow(trx, userId);
  const buyer: Buyer = {
    first_name: row.first_name,
    last_name: row.last_name,
    company_name: row.company_name,
    street: row.street,
    house_number: row.house_number,
    postal_code: row.postal_code,
    city: row.city,
    country: row.country,
    vat_number: row.vat_number,
  };
  const reverseCharge = isReverseCharge(buyer);
  const { net, vat, rate } = splitGross(invoice.amount_paid, billing.vatRatePercent, reverseCharge);
  const line = invoice.lines?.data[0];
  const priceId = line?.pricing?.price_details?.price ?? "";
  const plan = planOfPrice(billing.plans, typeof priceId === "string" ? priceId : "");
  const { last } = await trx
    .updateTable("invoice_number")
    .set((eb) => ({ last: eb("last", "+", 1) }))
    .where("id", "=", 1)
    .returning("last")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("invoice")
    .values({
      user_id: userId,
      number: last,
      stripe_invoice_id: invoice.id,
      issued_at: iso(invoice.status_transitions?.paid_at) ?? iso(invoice.created) ?? new Date().toISOString(),
      product_name: plan?.name ?? line?.description ?? "Subscription",
      net_cents: net,
      vat_rate_percent: rate,
      vat_cents: vat,
      gross_cents: invoice.amount_paid,
      currency: invoice.currency,
      reverse_charge: reverseCharge,
      buyer: JSON.stringify(buyer),
      period_start: iso(line?.period?.start),
      period_end: iso(line?.period?.end),
    })
    .execute();
  return last;
}
