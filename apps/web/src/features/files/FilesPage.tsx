import { useTranslation } from "react-i18next";
import { PageWrapper } from "../../layout/PageWrapper.tsx";

/** /files/*: page header for now; the area's content arrives with its own issue. */
export function FilesPage() {
  const { t } = useTranslation();
  return <PageWrapper title={t("Files.Title")} subTitle={t("Files.Subtitle")} />;
}
