import { Alert, Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { formatDate } from "../../../i18n/format.ts";
import { useDeletionStatus } from "./account-deletion.ts";

/**
 * Pages that say the deletion's state themselves (the account tab, the confirmation links): the
 * banner there would say it a second time.
 */
const SAYS_IT_ITSELF = /^\/settings\/(account|confirmdelete|confirmcanceldelete)(\/|$)/;

/** On every signed-in page while the account's deletion is scheduled: the date and a way to cancel. */
export function DeletionBanner() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useDeletionStatus();
  if (!data?.date || SAYS_IT_ITSELF.test(pathname)) return null;
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
