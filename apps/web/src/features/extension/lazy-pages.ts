import { lazyNamed } from "../../ui/lazy-named.ts";

// The extension's pages, each loaded when first shown. Apart from index.ts, which the islands' entry
// imports: a prerendered page does not carry these loaders.

/** /extension. */
export const ExtensionPage = lazyNamed(() => import("./ExtensionPage.tsx"), "ExtensionPage");
/** /extension/connect for a visitor: sign in first. */
export const ExtensionConnectLogin = lazyNamed(
  () => import("./ExtensionConnectLogin.tsx"),
  "ExtensionConnectLogin",
);
/** /extension/connect signed in: allow or deny the extension. */
export const ExtensionConnectPage = lazyNamed(
  () => import("./ExtensionConnectPage.tsx"),
  "ExtensionConnectPage",
);
