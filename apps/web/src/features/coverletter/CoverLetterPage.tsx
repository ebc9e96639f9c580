import { useTranslation } from "react-i18next";
import { PageWrapper } from "../../layout/PageWrapper.tsx";

/** /coverletter/*: page header for now; the area's content arrives with its own issue. */
export function CoverLetterPage() {
  const { t } = useTranslation();
  return <PageWrapper title={t("CoverLetter.Title")} subTitle={t("CoverLetter.Subtitle")} />;
}
