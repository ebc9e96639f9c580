import { lazyNamed } from "../../ui/lazy-named.ts";

/** /insights, loaded when first shown: the charts library comes with this page's chunk only. */
export const InsightsPage = lazyNamed(() => import("./InsightsPage.tsx"), "InsightsPage");
