import { Alert, Anchor, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * After the mailto fallback: the mail program opened with recipient, subject and body; the CV and the
 * chosen files must be attached there by hand.
 */
export function MailtoNote({ url, files }: { url: string; files: string[] }) {
  const { t } = useTranslation();
  return (
    <Alert color="navy" variant="light" title={t("Compose.Mailto.Title")} data-testid="compose-mailto-note">
      <Text size="sm">{t("Compose.Mailto.Text")}</Text>
      {files.length > 0 && (
        <List size="sm" mt="xs" data-testid="compose-mailto-files">
          {files.map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
      )}
      <Text size="sm" mt="sm">
        {t("Compose.Mailto.NotOpened")}{" "}
        <Anchor href={url} data-testid="compose-mailto-link">
          {t("Compose.Mailto.OpenAgain")}
        </Anchor>
      </Text>
    </Alert>
  );
}
