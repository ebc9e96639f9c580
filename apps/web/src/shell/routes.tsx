import { Navigate, Route, Routes } from "react-router";
import {
  DeletionConfirmPage,
  EmailChangeConfirmPage,
  LoginPage,
  NewPasswordPage,
  RequestEmailValidationPage,
  ResetPasswordPage,
  SignupPage,
  VerifyEmailPage,
} from "../features/account/index.ts";
import { AppSettingsPage } from "../features/admin/index.ts";
import { ApplicationPage, ApplicationsPage, ArchivePage } from "../features/applications/index.ts";
import { BlogListPage, BlogPostPage } from "../features/blog/index.ts";
import { CoverLetterPage } from "../features/coverletters/index.ts";
import { DataResetPage } from "../features/data-reset/index.ts";
import { FilesPage } from "../features/documents/index.ts";
import { NotFoundPage, ServerErrorPage } from "../features/errors/index.ts";
import { ExtensionConnectLogin, ExtensionConnectPage, ExtensionPage } from "../features/extension/index.ts";
import { InboxPage } from "../features/inbox/index.ts";
import { InsightsPage } from "../features/insights/index.ts";
import { MatchingJobsPage } from "../features/job-ads/index.ts";
import { LegalPage } from "../features/legal/index.ts";
import { PublicPricingPage } from "../features/payments/index.ts";
import { ProfileRoutes } from "../features/profiles/index.ts";
import { CallbacksPage, DashboardPage, JobMailsPage, SettingsPage } from "../pages/index.ts";
import { useSessionToken } from "../session/use-session.ts";
import { lazyNamed } from "../ui/lazy-named.ts";
import { PublicLayout } from "./PublicLayout.tsx";
import { VisitorFallback } from "./VisitorFallback.tsx";

// Pages load as their own chunks (each feature's index.ts exports them lazily); only the landing
// page and the tiny message pages (also the error boundary's fallback) come with the first load.
// Visitors never load the signed-in shell.
const AppLayout = lazyNamed(() => import("./AppLayout.tsx"), "AppLayout");

/**
 * The route table of spec section 2. Visitors and signed-in users get different trees: an
 * unknown path is the 404 page for both (for a visitor, a signed-in page's address is the landing
 * page). The first segments must match APP_ROUTE_SEGMENTS (@jah/shared), which the server answers 200.
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
        <Route path="legal/:page" element={<LegalPage />} />
        <Route path="extension" element={<ExtensionPage />} />
        {/* The public pricing page; "page not found" where no plans are configured (issue 43). */}
        <Route path="pricing" element={<PublicPricingPage />} />
        <Route path="preise" element={<PublicPricingPage />} />
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
            <Route path="*" element={<VisitorFallback />} />
          </>
        )}
      </Route>
      {signedIn && (
        <Route element={<AppLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="profile/*" element={<ProfileRoutes />} />
          {/* A profile's matching jobs: the jobs feature's page under the profile's address. */}
          <Route path="profile/jobs/:id" element={<MatchingJobsPage />} />
          <Route path="coverletter/*" element={<CoverLetterPage />} />
          <Route path="applications/inbox" element={<InboxPage />} />
          {/* One application; also where the browser extension sends the user after saving a job. */}
          <Route path="applications/:id" element={<ApplicationPage />} />
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
