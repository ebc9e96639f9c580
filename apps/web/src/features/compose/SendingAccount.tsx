import { Alert, Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListSkeleton, LoadError } from "../../ui/ListStates.tsx";
import { useConnections } from "../connections/index.ts";

/** Which account the mail leaves from, or, without one, that the user's mail program will open. */
export function SendingAccount() {
  const { t } = useTranslation();
  const connections = useConnections();
  if (connections.isPending) return <ListSkeleton rows={1} height={48} />;
  if (connections.isError)
    return <LoadError text={t("Compose.Account.LoadError")} onRetry={connections.refetch} />;
  const { smtp, gmail } = connections.data;
  if (smtp.connected) {
    const from = smtp.from_name ? `${smtp.from_name} <${smtp.from_email}>` : smtp.from_email;
    return (
      <Text size="sm" data-testid="compose-account">
        {t("Compose.Account.Smtp", { from, host: smtp.host })}
      </Text>
    );
  }
  if (gmail.connected) {
    return (
      <Text size="sm" data-testid="compose-account">
        {t("Compose.Account.Gmail", { email: gmail.email ?? "" })}
      </Text>
    );
  }
  return (
    <Alert
      color="navy"
      variant="light"
      data-testid="compose-account-none"
      title={t("Compose.Account.NoneTitle")}
    >
      <Text size="sm">{t("Compose.Account.None")}</Text>
      <Anchor component={Link} to="/settings/connections" size="sm">
        {t("Compose.Account.Connect")}
      </Anchor>
    </Alert>
  );
}
