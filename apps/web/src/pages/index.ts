import { lazyNamed } from "../ui/lazy-named.ts";

// Pages made of several areas' parts (issue 38): above the features, below the shell. Each is loaded
// when first shown.

/** /settings/*: the sections of the profiles, account, calendar, connections, AI and payments areas. */
export const SettingsPage = lazyNamed(() => import("./SettingsPage.tsx"), "SettingsPage");
/** The dashboard (/ signed in): the applications' counters and lists, and the job import from a link. */
export const DashboardPage = lazyNamed(() => import("./dashboard/DashboardPage.tsx"), "DashboardPage");
/** /callbacks/*: where Google (mail connections) and Stripe (payments) send the user back. */
export const CallbacksPage = lazyNamed(() => import("./CallbacksPage.tsx"), "CallbacksPage");
/** /jobmails/*: the page header for now; the area's content arrives with its own issue. */
export const JobMailsPage = lazyNamed(() => import("./JobMailsPage.tsx"), "JobMailsPage");
