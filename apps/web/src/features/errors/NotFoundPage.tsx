import { useTranslation } from "react-i18next";
import { ErrorState } from "./ErrorState.tsx";

/** 404: unknown paths, inside the app and for visitors (spec section 2, issue 43). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorState code="404" title={t("Errors.NotFound.Title")}>
      {t("Errors.NotFound.Text")}
    </ErrorState>
  );
}
