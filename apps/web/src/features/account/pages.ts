import "../../styles/mantine-full.ts";

/** The public account pages, loaded together as one chunk (they share the form code). */
export { LoginPage } from "./LoginPage.tsx";
export { NewPasswordPage } from "./NewPasswordPage.tsx";
export { RequestEmailValidationPage } from "./RequestEmailValidationPage.tsx";
export { ResetPasswordPage } from "./ResetPasswordPage.tsx";
export { SignupPage } from "./SignupPage.tsx";
export { VerifyEmailPage } from "./VerifyEmailPage.tsx";
