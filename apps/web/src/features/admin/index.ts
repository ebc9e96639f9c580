import { lazyNamed } from "../../ui/lazy-named.ts";

/** /appsettings: the operator's settings, loaded when first shown. */
export const AppSettingsPage = lazyNamed(() => import("./AppSettingsPage.tsx"), "AppSettingsPage");
