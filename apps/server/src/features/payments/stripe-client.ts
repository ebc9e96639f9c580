import type Stripe from "stripe";
import type { PaymentsConfig } from "../../config.ts";

/**
 * The official SDK, pointed at STRIPE_API_BASE when set (tests run a local server that answers like Stripe).
 * Loaded on first use: an installation without payments never holds the SDK in memory (issue 26).
 */
export async function createStripe(stripe: NonNullable<PaymentsConfig["stripe"]>): Promise<Stripe> {
  const { default: StripeSdk } = await import("stripe");
  if (!stripe.apiBase) return new StripeSdk(stripe.secretKey, { maxNetworkRetries: 2 });
  const base = new URL(stripe.apiBase);
  return new StripeSdk(stripe.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === "https:" ? 443 : 80),
    protocol: base.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
  });
}
