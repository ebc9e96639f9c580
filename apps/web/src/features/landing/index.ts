import type { IslandName } from "../../ui/island-attributes.ts";

// The landing page (part of the first load) and its interactive parts.

export { LandingPage } from "./LandingPage.tsx";

/** The landing page's islands, each loaded on its own when a prerendered page hydrates it (islands/). */
export const landingIslands = {
  "hero-background": () => import("./HeroBackground.tsx").then((m) => m.HeroBackground),
  "template-carousel": () => import("./TemplateCarousel.tsx").then((m) => m.TemplateCarousel),
  "explainer-video": () => import("./ExplainerVideo.tsx").then((m) => m.ExplainerVideo),
} satisfies Partial<Record<IslandName, unknown>>;
