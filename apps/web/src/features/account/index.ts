// The account feature's front door: sign-in, sign-up, the session's user and logout.

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
export { useAccount } from "./use-account.ts";
export { useHostRefusal } from "./use-host-refusal.ts";
