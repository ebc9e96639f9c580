import { lazyNamed } from "../../ui/lazy-named.ts";

// The public account pages, loaded together as one chunk when the first of them is shown. Apart
// from index.ts, which the islands (the header's login) import: a prerendered page does not carry
// these loaders.
const pages = () => import("./pages.ts");
export const LoginPage = lazyNamed(pages, "LoginPage");
export const SignupPage = lazyNamed(pages, "SignupPage");
export const ResetPasswordPage = lazyNamed(pages, "ResetPasswordPage");
export const NewPasswordPage = lazyNamed(pages, "NewPasswordPage");
export const VerifyEmailPage = lazyNamed(pages, "VerifyEmailPage");
export const RequestEmailValidationPage = lazyNamed(pages, "RequestEmailValidationPage");
