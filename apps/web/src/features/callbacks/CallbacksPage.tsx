import { useTranslation } from "react-i18next";
import { PageWrapper } from "../../layout/PageWrapper.tsx";

/** /callbacks/*: provider return pages: page header for now; the area's content arrives with its own issue. */
export function CallbacksPage() {
  const { t } = useTranslation();
  return <PageWrapper title={t("Callbacks.Title")} subTitle={t("Callbacks.Subtitle")} />;
}
