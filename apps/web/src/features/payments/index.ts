import { getAppConfig } from "../../api/app-config.ts";
import type { IslandName } from "../../ui/island-attributes.ts";
import { lazyNamed } from "../../ui/lazy-named.ts";

// Plans and payments: what the user's plan allows, the payments tab, the operator's free years, and
// the public pricing page with its footer link.
export { usePremiumAccess, useProfileLimit } from "./api.ts";
export { FreeYearAdmin } from "./FreeYearAdmin.tsx";
export { PaymentsTab } from "./PaymentsTab.tsx";
export { PremiumGate, PremiumPanel } from "./PremiumGate.tsx";
export { PremiumNotice } from "./PremiumNotice.tsx";
export { StripeCallback } from "./StripeCallback.tsx";

/** /pricing and /preise: loaded as a chunk of its own. */
export const PublicPricingPage = lazyNamed(() => import("./PublicPricingPage.tsx"), "PublicPricingPage");
export { PricingLinkIsland } from "./PricingLinkIsland.tsx";

/** The footer's link to the pricing page, as an island of the prerendered pages (islands/). */
export const pricingIslands = {
  "pricing-link": () => import("./PricingLink.tsx").then((m) => m.PricingLink),
} satisfies Partial<Record<IslandName, unknown>>;

/**
 * Whether the link has anything to show: only where plans are configured (the build cannot know), so
 * elsewhere the pages load none of its code.
 */
export const pricingIslandsShownIf = {
  "pricing-link": () => getAppConfig().then((config) => config.pricing === true),
} satisfies Partial<Record<IslandName, () => Promise<boolean>>>;
