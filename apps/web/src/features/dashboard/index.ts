import { lazyNamed } from "../../ui/lazy-named.ts";

/** The dashboard (/ signed in), loaded when first shown. */
export const DashboardPage = lazyNamed(() => import("./DashboardPage.tsx"), "DashboardPage");
