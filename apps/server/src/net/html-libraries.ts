import { onFirstUse } from "../lazy-module.ts";

// The HTML parser and its helpers, loaded by the first job page, job feed or mail that needs them:
// together a few MiB that an idle server does not hold.
export const parse5 = onFirstUse<typeof import("parse5")>("parse5");
export const treeAdapter = onFirstUse<typeof import("parse5-htmlparser2-tree-adapter")>(
  "parse5-htmlparser2-tree-adapter",
);
export const cssSelect = onFirstUse<typeof import("css-select")>("css-select");
export const domhandler = onFirstUse<typeof import("domhandler")>("domhandler");
export const entities = onFirstUse<typeof import("entities")>("entities");
