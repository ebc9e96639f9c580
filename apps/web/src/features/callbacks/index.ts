import { lazyNamed } from "../../ui/lazy-named.ts";

/** /callbacks/*: where Google and Stripe send the user back, loaded when first shown. */
export const CallbacksPage = lazyNamed(() => import("./CallbacksPage.tsx"), "CallbacksPage");
