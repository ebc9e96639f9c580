import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { AuthCard } from "../../../ui/AuthCard.tsx";
import { deletionLinkOf } from "./account-deletion.ts";
import { DeletionConfirmation } from "./DeletionConfirmation.tsx";

/** The same confirmation for a visitor who opened the mailed link without being signed in. */
export function DeletionConfirmPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <AuthCard title={t("AccountDeletion.Title")}>
      <DeletionConfirmation link={deletionLinkOf(pathname) ?? "confirmdelete"} />
    </AuthCard>
  );
}
