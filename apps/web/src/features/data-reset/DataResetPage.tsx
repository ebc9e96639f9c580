import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useAppConfig } from "../../api/use-app-config.ts";
import { useSessionToken } from "../../session/use-session.ts";
import { PageLoader } from "../../ui/PageLoader.tsx";
import { ErrorState, NotFoundPage } from "../errors/index.ts";
// The reset itself comes with its own chunk: this page is part of the first load (shell/routes.tsx).
import { DataResetPanel } from "./lazy-panel.ts";

/**
 * /datareset, where a 403 on the staging host leads (spec section 8). Signed in, the user can put
 * their data back to the sample data; signed out, the page says why the account may be gone. Not
 * on the staging host: there is no such page.
 */
export function DataResetPage() {
  const { t } = useTranslation();
  const signedIn = useSessionToken() !== null;
  const config = useAppConfig();
  if (config.isPending) return <PageLoader />;
  if (!config.data?.stagingHost) return <NotFoundPage />;
  if (!signedIn) {
    return <ErrorState title={t("Errors.DataReset.Title")}>{t("Errors.DataReset.Text")}</ErrorState>;
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <DataResetPanel />
    </Suspense>
  );
}
