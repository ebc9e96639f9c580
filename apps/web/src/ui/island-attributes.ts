/** The attribute that marks an island's container in the prerendered HTML; it holds the island's name. */
export const ISLAND_ATTRIBUTE = "data-island";
/** The attribute with the island's props as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/** The interactive parts of the public pages, by name; islands/registry.ts knows where each one's code is. */
export type IslandName =
  | "public-header"
  | "hero-background"
  | "template-carousel"
  | "explainer-video"
  | "demo-start"
  | "extension-downloads"
  | "pricing-link";
