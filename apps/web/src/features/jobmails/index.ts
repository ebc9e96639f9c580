import { lazyNamed } from "../../ui/lazy-named.ts";

/** /jobmails/*, loaded when first shown. */
export const JobMailsPage = lazyNamed(() => import("./JobMailsPage.tsx"), "JobMailsPage");
