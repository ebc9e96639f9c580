import { useTranslation } from "react-i18next";
import { PageWrapper } from "../../layout/PageWrapper.tsx";

/** /appsettings/: crawler configuration: page header for now; the area's content arrives with its own issue. */
export function AppSettingsPage() {
  const { t } = useTranslation();
  return <PageWrapper title={t("AppSettings.Title")} subTitle={t("AppSettings.Subtitle")} />;
}
