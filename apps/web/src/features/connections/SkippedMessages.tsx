import type { SkippedMessageDto } from "@jah/shared";
import { Alert, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format.ts";

/**
 * The messages the reader could not store and passed over (issue 37), newest first: each by its
 * subject and when it arrived. They are still in the mailbox; the user reads them there.
 */
export function SkippedMessages({ messages, testId }: { messages?: SkippedMessageDto[]; testId: string }) {
  const { t, i18n } = useTranslation();
  if (!messages?.length) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t("Inbox.Reading.Skipped.Title", { count: messages.length })}
      data-testid={testId}
    >
      <Text size="sm">{t("Inbox.Reading.Skipped.Text")}</Text>
      <List size="sm" mt="xs" spacing={4}>
        {messages.map((message) => (
          <List.Item key={message.id} data-testid={`${testId}-item`}>
            <Text span size="sm" fw={500}>
              {message.subject || t("Inbox.Reading.Skipped.NoSubject")}
            </Text>
            {" – "}
            <Text span size="sm" c="gray.7">
              {t("Inbox.Reading.Skipped.Received", {
                when: formatDateTime(message.received_at ?? message.skipped_at, i18n.language),
              })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
