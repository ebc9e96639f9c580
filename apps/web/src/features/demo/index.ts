import { getAppConfig } from "../../api/app-config.ts";
import type { IslandName } from "../../ui/island-attributes.ts";

// The demo system: starting a demo account, its banner, renewing it, and whether this is one.
// The islands' entry imports this file: it re-exports nothing the island itself uses (that would
// come with every prerendered page's first load), so the island is DemoStartIsland here.

export { renewDemo, useDemoStatus } from "./api.ts";
export { DemoBanner } from "./DemoBanner.tsx";
export { DemoRenew } from "./DemoRenew.tsx";
export { DemoStartIsland } from "./DemoStartIsland.tsx";

/** The demo's island (the landing page's "Try the demo"), loaded on its own (islands/). */
export const demoIslands = {
  "demo-start": () => import("./DemoStartButton.tsx").then((m) => m.DemoStartButton),
} satisfies Partial<Record<IslandName, unknown>>;

/**
 * Whether the demo's island has anything to show: only on a demo system. Asked without React, so on
 * every other installation the landing page loads none of its code and hydrates nothing for it.
 */
export const demoIslandsShownIf = {
  "demo-start": () => getAppConfig().then((config) => config.demoMode),
} satisfies Partial<Record<IslandName, () => Promise<boolean>>>;
