import { lazyNamed } from "../../ui/lazy-named.ts";

// The user's settings: the settings page, the pages of its mail links, and the deletion banner.

export { DeletionBanner } from "./DeletionBanner.tsx";

/** /settings/*, loaded when first shown. */
export const SettingsPage = lazyNamed(() => import("./SettingsPage.tsx"), "SettingsPage");
/** The account deletion's mail links (confirm or cancel), loaded when first shown. */
export const DeletionConfirmPage = lazyNamed(
  () => import("./DeletionConfirmation.tsx"),
  "DeletionConfirmPage",
);
/** The e-mail change's confirmation link, loaded when first shown. */
export const EmailChangeConfirmPage = lazyNamed(
  () => import("./EmailChangeConfirmPage.tsx"),
  "EmailChangeConfirmPage",
);
