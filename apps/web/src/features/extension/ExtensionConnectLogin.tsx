import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { AuthCard } from "../../ui/AuthCard.tsx";
import { LoginForm } from "../account/index.ts";

/**
 * /extension/connect for a visitor: sign in first, then the same address again, now with the
 * question whether to connect the extension.
 */
export function ExtensionConnectLogin() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <AuthCard title={t("Extension.Connect.LoginTitle")} subtitle={t("Extension.Connect.LoginSubtitle")}>
      <LoginForm next={`${location.pathname}${location.search}`} />
    </AuthCard>
  );
}
