import { useTranslation } from "react-i18next";
import { ErrorState } from "./ErrorState.tsx";

/** 500 and /uuuups: something went wrong on our side. */
export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorState code="500" title={t("Errors.Server.Title")}>
      {t("Errors.Server.Text")}
    </ErrorState>
  );
}
