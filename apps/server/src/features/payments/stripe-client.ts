import Stripe from "stripe";
import type { PaymentsConfig } from "../../config.ts";

/** The official SDK, pointed at STRIPE_API_BASE when set (tests run a local server that answers like Stripe). */
export function createStripe(stripe: NonNullable<PaymentsConfig["stripe"]>): Stripe {
  if (!stripe.apiBase) return new Stripe(stripe.secretKey, { maxNetworkRetries: 2 });
  const base = new URL(stripe.apiBase);
  return new Stripe(stripe.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === "https:" ? 443 : 80),
    protocol: base.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
  });
}
