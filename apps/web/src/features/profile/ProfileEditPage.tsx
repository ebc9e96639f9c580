import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageWrapper } from "../../layout/PageWrapper.tsx";

/** /profile/edit/:id: the profile editor (tabs arrive with the profiles issue). */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return <PageWrapper title={t("Profile.EditTitle")} subTitle={t("Profile.EditSubtitle", { id })} />;
}
