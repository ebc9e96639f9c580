import type { IslandName } from "../../ui/island-attributes.ts";

// The browser extension: its pages, the link to it, and its access tokens. The islands' entry
// imports this file: it re-exports nothing the island itself uses (that would come with every
// prerendered page's first load) and declares no code of its own but the island's loader.

export { createAccessToken, extensionKeys, revokeAccessToken, useAccessTokens } from "./api.ts";
export { ExtensionLinkButton } from "./ExtensionLinkButton.tsx";
export { ExtensionSection } from "./ExtensionSection.tsx";
export { ExtensionConnectLogin, ExtensionConnectPage, ExtensionPage } from "./lazy-pages.ts";

/** The extension page's island (the downloads), loaded on its own (islands/). */
export const extensionIslands = {
  "extension-downloads": () => import("./ExtensionDownloads.tsx").then((m) => m.ExtensionDownloads),
} satisfies Partial<Record<IslandName, unknown>>;
