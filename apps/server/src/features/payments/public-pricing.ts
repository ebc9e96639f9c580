import { PRICING_PATHS, type PublicPlan } from "@jah/shared";
import type { Config } from "../../config.ts";

/** The plans as anyone may see them: names, areas and gross prices, never Stripe's price ids. */
export function publicPlans(billing: Config["billing"]): PublicPlan[] {
  return billing.plans.map((p) => ({
    key: p.key,
    name: p.name,
    areas: p.areas,
    profiles: p.profiles ?? null,
    prices: p.prices.map(({ interval, cents }) => ({ interval, cents })),
  }));
}

/**
 * Whether the installation has a public pricing page (issue 43): only with payments on and plans
 * configured. Without, /pricing is an unknown address like any other.
 */
export function hasPricingPage(config: Pick<Config, "payments" | "billing">): boolean {
  return config.payments && config.billing.plans.length > 0;
}

/** The pricing page's addresses the server answers 200 for, when the page exists. */
export function pricingPagePaths(config: Pick<Config, "payments" | "billing">): string[] {
  return hasPricingPage(config) ? [...PRICING_PATHS] : [];
}
