import { useTranslation } from "react-i18next";
import { PageWrapper } from "../../layout/PageWrapper.tsx";

/** /profile: the user's CV profiles (cards arrive with the profiles issue). */
export function ProfileListPage() {
  const { t } = useTranslation();
  return <PageWrapper title={t("Profile.Title")} subTitle={t("Profile.Subtitle")} />;
}
