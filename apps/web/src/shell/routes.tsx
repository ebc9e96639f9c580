import { Navigate, Route, Routes } from "react-router";
import { DataResetPage } from "../features/errors/DataResetPage.tsx";
import { NotFoundPage } from "../features/errors/NotFoundPage.tsx";
import { ServerErrorPage } from "../features/errors/ServerErrorPage.tsx";
import { LandingPage } from "../features/landing/LandingPage.tsx";
import { useSessionToken } from "../session/use-session.ts";
import { lazyNamed } from "../ui/lazy-named.ts";
import { PublicLayout } from "./PublicLayout.tsx";

// Pages load as their own chunks; only the landing page and the tiny message pages (also the
// error boundary's fallback) come with the first load. Visitors never load the signed-in shell.
const account = () => import("../features/account/pages.ts");
const LoginPage = lazyNamed(account, "LoginPage");
const SignupPage = lazyNamed(account, "SignupPage");
const ResetPasswordPage = lazyNamed(account, "ResetPasswordPage");
const NewPasswordPage = lazyNamed(account, "NewPasswordPage");
const VerifyEmailPage = lazyNamed(account, "VerifyEmailPage");
const RequestEmailValidationPage = lazyNamed(account, "RequestEmailValidationPage");
const DeletionConfirmPage = lazyNamed(
  () => import("../features/settings/DeletionConfirmation.tsx"),
  "DeletionConfirmPage",
);
const EmailChangeConfirmPage = lazyNamed(
  () => import("../features/settings/EmailChangeConfirmPage.tsx"),
  "EmailChangeConfirmPage",
);
const ExtensionPage = lazyNamed(() => import("../features/extension/ExtensionPage.tsx"), "ExtensionPage");
const ExtensionConnectLogin = lazyNamed(
  () => import("../features/extension/ExtensionConnectLogin.tsx"),
  "ExtensionConnectLogin",
);
const ExtensionConnectPage = lazyNamed(
  () => import("../features/extension/ExtensionConnectPage.tsx"),
  "ExtensionConnectPage",
);
const BlogListPage = lazyNamed(() => import("../features/blog/BlogListPage.tsx"), "BlogListPage");
const BlogPostPage = lazyNamed(() => import("../features/blog/BlogPostPage.tsx"), "BlogPostPage");

const AppLayout = lazyNamed(() => import("./AppLayout.tsx"), "AppLayout");
const DashboardPage = lazyNamed(() => import("../features/dashboard/DashboardPage.tsx"), "DashboardPage");
const ProfileRoutes = lazyNamed(() => import("../features/profile/ProfileRoutes.tsx"), "ProfileRoutes");
const CoverLetterPage = lazyNamed(
  () => import("../features/coverletter/CoverLetterPage.tsx"),
  "CoverLetterPage",
);
const ApplicationsPage = lazyNamed(
  () => import("../features/applications/ApplicationsPage.tsx"),
  "ApplicationsPage",
);
const FilesPage = lazyNamed(() => import("../features/files/FilesPage.tsx"), "FilesPage");
const ArchivePage = lazyNamed(() => import("../features/archive/ArchivePage.tsx"), "ArchivePage");
// The charts library comes with this page's chunk only.
const InsightsPage = lazyNamed(() => import("../features/insights/InsightsPage.tsx"), "InsightsPage");
const SettingsPage = lazyNamed(() => import("../features/settings/SettingsPage.tsx"), "SettingsPage");
const CallbacksPage = lazyNamed(() => import("../features/callbacks/CallbacksPage.tsx"), "CallbacksPage");
const JobMailsPage = lazyNamed(() => import("../features/jobmails/JobMailsPage.tsx"), "JobMailsPage");
const AppSettingsPage = lazyNamed(
  () => import("../features/appsettings/AppSettingsPage.tsx"),
  "AppSettingsPage",
);

/**
 * The route table of spec section 2. Visitors and signed-in users get different trees: an
 * unknown path is the landing page for a visitor and the 404 page inside the app.
 */
export function AppRoutes() {
  const signedIn = useSessionToken() !== null;
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {/* Mail links and the staging notice work whether or not a session exists. */}
        <Route path="verifyemail" element={<VerifyEmailPage />} />
        <Route path="confirmemail" element={<EmailChangeConfirmPage />} />
        <Route path="requestemailvalidation" element={<RequestEmailValidationPage />} />
        <Route path="resetpassword" element={<ResetPasswordPage />} />
        <Route path="newpassword" element={<NewPasswordPage />} />
        <Route path="datareset" element={<DataResetPage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/*" element={<BlogPostPage />} />
        <Route path="extension" element={<ExtensionPage />} />
        {!signedIn && (
          <>
            <Route path="signup" element={<SignupPage />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="uuuups" element={<ServerErrorPage />} />
            {/* The extension's connect page asks a visitor to sign in first, then shows itself. */}
            <Route path="extension/connect" element={<ExtensionConnectLogin />} />
            {/* Signed in, the settings page confirms these links itself. */}
            <Route path="settings/confirmdelete" element={<DeletionConfirmPage />} />
            <Route path="settings/confirmcanceldelete" element={<DeletionConfirmPage />} />
            <Route path="*" element={<LandingPage />} />
          </>
        )}
      </Route>
      {signedIn && (
        <Route element={<AppLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="profile/*" element={<ProfileRoutes />} />
          <Route path="coverletter/*" element={<CoverLetterPage />} />
          <Route path="applications/*" element={<ApplicationsPage />} />
          <Route path="files/*" element={<FilesPage />} />
          <Route path="archive/*" element={<ArchivePage />} />
          <Route path="insights" element={<InsightsPage />} />
          <Route path="settings/*" element={<SettingsPage />} />
          <Route path="callbacks/*" element={<CallbacksPage />} />
          <Route path="jobmails/*" element={<JobMailsPage />} />
          <Route path="appsettings" element={<AppSettingsPage />} />
          <Route path="extension/connect" element={<ExtensionConnectPage />} />
          <Route path="uuuups" element={<ServerErrorPage />} />
          <Route path="login" element={<Navigate to="/" replace />} />
          <Route path="signup" element={<Navigate to="/" replace />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      )}
    </Routes>
  );
}
