import type { PlanInterval } from "@jah/shared";
import type Stripe from "stripe";
import type { Plan } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";
import { customerRow, ensureStripeCustomer } from "./customers.ts";

type User = { id: string; email: string; name: string; language: "en" | "de" };

/** A hosted Stripe Checkout session for the plan and interval; the browser goes to its URL. */
export async function createCheckout(
  db: Db,
  stripe: Stripe,
  appUrl: string,
  user: User,
  plan: Plan,
  interval: PlanInterval,
): Promise<{ url: string }> {
  const price = plan.prices.find((p) => p.interval === interval);
  if (!price) throw new HttpError(400, "Invalid input", { interval: "This plan has no such price" });
  const customer = await ensureStripeCustomer(db, stripe, user);
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: user.id,
    line_items: [{ price: price.priceId, quantity: 1 }],
    locale: user.language,
    metadata: { user_id: user.id, plan: plan.key },
    subscription_data: { metadata: { user_id: user.id, plan: plan.key } },
    success_url: `${appUrl}/callbacks/stripe/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${appUrl}/callbacks/stripe/cancel`,
  });
  if (!session.url) throw new HttpError(502, "Stripe gave no checkout address");
  return { url: session.url };
}

/** A Stripe customer portal session (change the card, cancel); 404 for a user who never paid. */
export async function createPortal(db: Db, stripe: Stripe, appUrl: string, userId: string) {
  const row = await customerRow(db, userId);
  if (!row.stripe_customer_id) throw new HttpError(404, "No payments yet");
  const session = await stripe.billingPortal.sessions.create({
    customer: row.stripe_customer_id,
    return_url: `${appUrl}/settings/payments`,
  });
  return { url: session.url };
}
