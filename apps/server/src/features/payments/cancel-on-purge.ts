import type Stripe from "stripe";
import type { PaymentsConfig } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { createStripe } from "./stripe-client.ts";
import { billedSubscriptionIds } from "./subscriptions.ts";

/**
 * Cancels, at once, every subscription Stripe still bills for the user: runs before an account's
 * data goes. A Stripe failure throws, so this account's purge stops and the next run tries it again
 * (the account is never gone while its card is still charged); other accounts go on.
 */
export function subscriptionCanceller(billing: PaymentsConfig) {
  if (billing.mode === "off" || !billing.stripe) return undefined;
  const settings = billing.stripe;
  // The SDK loads at the first purge that needs it, not when the server starts.
  let stripe: Promise<Stripe> | null = null;
  return async (db: Db, userId: string) => {
    for (const id of await billedSubscriptionIds(db, userId)) {
      try {
        stripe ??= createStripe(settings);
        await (await stripe).subscriptions.cancel(id);
      } catch (error) {
        // Already cancelled in Stripe (the dashboard, or a second run): nothing left to stop.
        if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      }
    }
  };
}
