import type { ComponentType } from "react";
import { demoIslands, demoIslandsShownIf } from "../features/demo/index.ts";
import { extensionIslands } from "../features/extension/index.ts";
import { landingIslands } from "../features/landing/index.ts";
import { pricingIslands, pricingIslandsShownIf } from "../features/payments/index.ts";
import type { IslandName } from "../ui/island-attributes.ts";

/**
 * The interactive parts of the prerendered public pages, by name: the code of each loads on its own
 * when a page has it, so a static page (a blog post) loads only the header's. Features name theirs in
 * their index.ts; importing those costs the first load nothing else (vite.config.ts: feature modules
 * have no side effects, so a bundle keeps only what it uses of a feature's index).
 */
export const ISLANDS = {
  "public-header": () => import("../shell/PublicHeader.tsx").then((m) => m.PublicHeader),
  ...landingIslands,
  ...demoIslands,
  ...extensionIslands,
  ...pricingIslands,
} satisfies Record<IslandName, () => Promise<ComponentType<never>>>;

/**
 * When an island is hydrated besides the moment the visitor reaches for it (pointer over it, a
 * touch, focus, a key): "idle" in the first idle moment after load (the header: it is on every
 * page and used most), "intent" only then (the carousel and the video: React then comes for them
 * only when someone uses them; a click that arrives before their code is repeated).
 */
export const ISLAND_HYDRATION: Record<IslandName, "idle" | "intent"> = {
  "public-header": "idle",
  "hero-background": "idle",
  "template-carousel": "intent",
  "explainer-video": "intent",
  // Empty until hydrated (the build does not know whether this is a demo system): nothing to reach for.
  // Only where ISLAND_SHOWN_IF says this is a demo system.
  "demo-start": "idle",
  // It asks the server which builds exist, so it runs as soon as the page is idle.
  "extension-downloads": "idle",
  // Empty until hydrated, like the demo's button: only where ISLAND_SHOWN_IF says plans exist.
  "pricing-link": "idle",
};

/**
 * Islands that only do something under a media query: elsewhere they stay static until the visitor
 * reaches for them (the hero's parallax moves from 1024 px only, see parallax.ts).
 */
export const ISLAND_MEDIA: Partial<Record<IslandName, string>> = {
  "hero-background": "(min-width: 1024px) and (prefers-reduced-motion: no-preference)",
};

/**
 * Islands that show something only on some installations: asked (without React) before their code
 * loads. Where the answer is no, the island stays as prerendered (empty) and its code never loads,
 * neither at idle nor ahead of an intent.
 */
export const ISLAND_SHOWN_IF: Partial<Record<IslandName, () => Promise<boolean>>> = {
  ...demoIslandsShownIf,
  ...pricingIslandsShownIf,
};
