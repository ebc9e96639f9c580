import type { Plan } from "../../config.ts";

/** The plan a Stripe price id belongs to. */
export function planOfPrice(plans: Plan[], priceId: string): Plan | null {
  return plans.find((p) => p.prices.some((price) => price.priceId === priceId)) ?? null;
}
