import { useTranslation } from "react-i18next";
import { PageWrapper } from "../ui/PageWrapper.tsx";

/** /jobmails/*: page header for now; the area's content arrives with its own issue. */
export function JobMailsPage() {
  const { t } = useTranslation();
  return <PageWrapper title={t("JobMails.Title")} subTitle={t("JobMails.Subtitle")} />;
}
