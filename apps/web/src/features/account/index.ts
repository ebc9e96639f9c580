import { lazyNamed } from "../../ui/lazy-named.ts";

// The account feature's front door: sign-in, sign-up, the session's user and logout, and the account's
// sections of the settings page (password, two-factor, passkeys, sessions, address, storage, deletion).

export { LoginForm } from "./LoginForm.tsx";
export { LoginModalProvider } from "./LoginModalProvider.tsx";
export {
  LoginPage,
  NewPasswordPage,
  RequestEmailValidationPage,
  ResetPasswordPage,
  SignupPage,
  VerifyEmailPage,
} from "./lazy-pages.ts";
export { useLoginModal } from "./login-modal-context.ts";
export { logout } from "./logout.ts";
export { passkeysSupported } from "./passkey-sign-in.ts";
export { SecondFactorForm } from "./SecondFactorForm.tsx";
export { AccountSection } from "./settings/AccountSection.tsx";
export { deletionLinkOf } from "./settings/account-deletion.ts";
export { DeletionBanner } from "./settings/DeletionBanner.tsx";
export { DeletionConfirmation } from "./settings/DeletionConfirmation.tsx";
export { useAccount } from "./use-account.ts";
export { useHostRefusal } from "./use-host-refusal.ts";

/**
 * The account deletion's mail links (confirm or cancel), loaded when first shown. A file of its own:
 * the settings page imports DeletionConfirmation itself, and a module both imported and loaded on
 * demand is not split off (the build warned about it).
 */
export const DeletionConfirmPage = lazyNamed(
  () => import("./settings/DeletionConfirmPage.tsx"),
  "DeletionConfirmPage",
);
/** The e-mail change's confirmation link, loaded when first shown. */
export const EmailChangeConfirmPage = lazyNamed(
  () => import("./settings/EmailChangeConfirmPage.tsx"),
  "EmailChangeConfirmPage",
);
