import { useTranslation } from "react-i18next";
import { ErrorState } from "./ErrorState.tsx";

/** /datareset: on the staging host the data was wiped, so the account may be gone. */
export function DataResetPage() {
  const { t } = useTranslation();
  return <ErrorState title={t("Errors.DataReset.Title")}>{t("Errors.DataReset.Text")}</ErrorState>;
}
