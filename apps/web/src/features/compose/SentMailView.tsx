import { Alert, Badge, Button, DataList, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { areaToast } from "../../api/area-toast.ts";
import { formatDateTime, formatFileSize } from "../../i18n/format.ts";
import { DownloadIcon } from "../../ui/app-icons.tsx";
import { downloadSentCv, type SentMail } from "./api.ts";

const STATUS: Record<SentMail["status"], { key: string; color: string }> = {
  queued: { key: "MailTab.Status.Queued", color: "gray.8" },
  sending: { key: "MailTab.Status.Sending", color: "navy" },
  sent: { key: "MailTab.Status.Sent", color: "green.9" },
  failed: { key: "MailTab.Status.Failed", color: "red.9" },
};

/** What a company received: the exact recipient, subject, body, attachments and the CV as sent. */
export function SentMailView({ sent }: { sent: SentMail }) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const status = STATUS[sent.status];
  const when = sent.sent_at ?? sent.created;

  const download = async () => {
    setDownloading(true);
    const result = await downloadSentCv(sent.application_id, sent.cv_file_name);
    setDownloading(false);
    if (result !== 200) areaToast.error(t("MailTab.DownloadFailed"));
  };

  return (
    <Stack gap="md" data-testid="sent-mail">
      <Group gap="sm">
        <Badge
          color={status.color}
          variant="light"
          size="lg"
          data-testid="sent-status"
          data-status={sent.status}
        >
          {t(status.key)}
        </Badge>
        <Text size="sm" c="gray.7">
          {sent.status === "sent"
            ? t("MailTab.SentAt", { date: formatDateTime(when, i18n.language) })
            : t("MailTab.QueuedAt", { date: formatDateTime(sent.created, i18n.language) })}
        </Text>
      </Group>
      {(sent.status === "queued" || sent.status === "sending") && (
        <Text size="sm" c="gray.7" aria-live="polite">
          {t("MailTab.Pending")}
        </Text>
      )}
      {sent.status === "failed" && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t("MailTab.FailedTitle")}
          data-testid="sent-error"
        >
          {sent.error && (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {sent.error}
            </Text>
          )}
          <Text size="sm" mt={4}>
            {t("MailTab.FailedHint")}
          </Text>
        </Alert>
      )}
      <DataList withDivider labelWidth="9rem">
        <DataList.Item>
          <DataList.ItemLabel>{t("Compose.Mail.Recipient")}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="sent-recipient" style={{ overflowWrap: "anywhere" }}>
            {sent.recipient}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("Compose.Mail.Subject")}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="sent-subject" style={{ overflowWrap: "anywhere" }}>
            {sent.subject}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("Compose.Check.Attachments")}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="sent-attachments">
            <Stack gap={2}>
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {sent.cv_file_name}{" "}
                <Text span size="xs" c="gray.7">
                  {formatFileSize(sent.cv_size, i18n.language)}
                </Text>
              </Text>
              {sent.attachments.map((file) => (
                <Text size="sm" key={file.name} style={{ overflowWrap: "anywhere" }}>
                  {file.name}{" "}
                  <Text span size="xs" c="gray.7">
                    {formatFileSize(file.size, i18n.language)}
                  </Text>
                </Text>
              ))}
            </Stack>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <div>
        <Text fw={600} size="sm" mb={4}>
          {t("Compose.Mail.Body")}
        </Text>
        <Text
          size="sm"
          p="sm"
          bg="gray.0"
          style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          data-testid="sent-body"
        >
          {sent.body}
        </Text>
      </div>
      <Group>
        <Button
          variant="default"
          leftSection={<DownloadIcon size={18} />}
          onClick={download}
          loading={downloading}
          data-testid="sent-cv-download"
        >
          {t("MailTab.DownloadCv")}
        </Button>
      </Group>
    </Stack>
  );
}
