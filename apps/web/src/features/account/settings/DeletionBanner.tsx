import { Alert, Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../i18n/format.ts";
import { useDeletionStatus } from "./account-deletion.ts";

/** On every signed-in page while the account's deletion is scheduled: the date and a way to cancel. */
export function DeletionBanner() {
  const { t, i18n } = useTranslation();
  const { data } = useDeletionStatus();
  if (!data?.date) return null;
  return (
    <Alert color="red" variant="light" radius={0} py="xs" role="status" data-testid="deletion-banner">
      <Text size="sm" span>
        {t("AccountDeletion.Scheduled", { date: formatDate(data.date, i18n.language) })}{" "}
      </Text>
      <Anchor component={Link} to="/settings/account" size="sm" fw={600} data-testid="deletion-banner-cancel">
        {t("AccountDeletion.Cancel")}
      </Anchor>
    </Alert>
  );
}
