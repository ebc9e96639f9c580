import { useTranslation } from "react-i18next";
import { PageWrapper } from "../../layout/PageWrapper.tsx";
import { CalendarSection } from "./CalendarSection.tsx";

/** /settings/*: the calendar feed for now; the profile, account, connection and payment tabs arrive with their issues. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <PageWrapper title={t("Settings.Title")} subTitle={t("Settings.Subtitle")}>
      <CalendarSection />
    </PageWrapper>
  );
}
