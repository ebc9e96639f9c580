import { useTranslation } from "react-i18next";
import { AuthCard } from "../../ui/AuthCard.tsx";
import { LoginForm } from "./LoginForm.tsx";

/** /login: the login form as a page, for links and bookmarks. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("Login.Title")} subtitle={t("Login.Subtitle")}>
      <LoginForm />
    </AuthCard>
  );
}
