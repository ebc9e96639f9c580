import type { AttachmentNotStored, InboxMessageDto } from "@jah/shared";
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify/unstyled";
import { apiRequest } from "../../api/client.ts";
import { formatDateTime, formatFileSize } from "../../i18n/format.ts";
import { DownloadIcon } from "../../ui/app-icons.tsx";
import { ListSkeleton, QueryStates } from "../../ui/ListStates.tsx";
import { decide, downloadAttachment, fetchInboxMessage, inboxKey, inboxKeys } from "./api.ts";
import { LinkPicker } from "./LinkPicker.tsx";
import { SenderNotice } from "./SenderCheck.tsx";

/**
 * One reply in full: its text (sanitised plain text from the server, shown as text, so no markup and
 * no remote image is ever loaded), its attachments as downloads (one not kept: its name and why), the
 * suggestion with the sentence it rests on, and the user's choices: accept or dismiss, or for an
 * unmatched reply link or ignore.
 */
export function ReplyDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: inboxKeys.message(id),
    queryFn: ({ signal }) => fetchInboxMessage(id, signal),
  });
  return (
    <QueryStates
      query={query}
      loading={<ListSkeleton rows={1} height={160} />}
      error={{ text: t("Inbox.Detail.LoadError") }}
    >
      {(message) => <ReplyContent message={message} />}
    </QueryStates>
  );
}

function ReplyContent({ message }: { message: InboxMessageDto }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm" data-testid="reply-detail">
      <Stack gap={2}>
        <Text fw={600}>{message.subject || t("Inbox.Detail.NoSubject")}</Text>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {message.from_name ? `${message.from_name} <${message.from_address}>` : message.from_address}
        </Text>
        <Text size="sm" c="gray.7">
          {formatDateTime(message.received_at, i18n.language)}
          {" · "}
          {message.application
            ? `${message.application.job_title} · ${message.application.hireing_company}`
            : t("Inbox.NoApplication")}
        </Text>
      </Stack>
      <SenderNotice item={message} />
      <Suggestion message={message} />
      {message.body === null ? (
        <Text size="sm" c="gray.7" data-testid="reply-no-body">
          {t("Inbox.Detail.NoBody")}
        </Text>
      ) : (
        <Paper withBorder p="sm" radius="md">
          <Text
            size="sm"
            component="div"
            style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
            data-testid="reply-body"
          >
            {message.body}
          </Text>
        </Paper>
      )}
      {message.attachments.length > 0 && (
        <Stack gap={4} data-testid="reply-attachments">
          <Text size="sm" fw={500}>
            {t("Inbox.Detail.Attachments")}
          </Text>
          {message.attachments.map((file) =>
            file.not_stored ? (
              <Group key={file.id} gap="xs" wrap="nowrap" data-testid="reply-attachment-not-stored">
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {file.name}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatFileSize(file.size, i18n.language)}
                </Text>
                <Text size="xs" c="red.8">
                  {t(NOT_STORED[file.not_stored])}
                </Text>
              </Group>
            ) : (
              <Group key={file.id} gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<DownloadIcon size={16} />}
                  aria-label={t("Inbox.Detail.Download", { name: file.name })}
                  onClick={async () => {
                    const status = await downloadAttachment(file.id, file.name);
                    if (status !== 200) toast.error(t("Inbox.Detail.DownloadFailed"));
                  }}
                >
                  {file.name}
                </Button>
                <Text size="xs" c="gray.7">
                  {formatFileSize(file.size, i18n.language)}
                </Text>
              </Group>
            ),
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Why an attachment was listed without its bytes (literal keys, so the translation check sees them). */
const NOT_STORED: Record<AttachmentNotStored, string> = {
  "storage-full": "Inbox.Detail.NotStored.StorageFull",
  "reply-too-big": "Inbox.Detail.NotStored.ReplyTooBig",
};

/** The suggestion and the user's answer to it; an invitation's date may be corrected before accepting. */
function Suggestion({ message }: { message: InboxMessageDto }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [date, setDate] = useState(message.suggestion_date ?? "");
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: inboxKey });
    await client.invalidateQueries({ queryKey: ["applications"] });
  };
  const act = async (action: "accept" | "dismiss" | "ignore") => {
    setBusy(true);
    try {
      if (action === "accept" && message.suggestion === "invitation" && date) {
        const response = await apiRequest(`inbox/${message.id}/accept`, {
          method: "POST",
          body: { appointment_date: date },
        });
        if (!response.ok) toast.error(t("Toast.NotSaved"));
      } else {
        await decide(message.id, action);
      }
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  const open = message.state === "open";
  return (
    <Stack gap="xs">
      {message.suggestion && (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)" data-testid="reply-suggestion">
          <Stack gap={4}>
            <Group gap="xs">
              <Text size="sm">{t("Inbox.Detail.Suggested")}</Text>
              <Badge variant="light">{t(`Inbox.Suggestion.${message.suggestion}`)}</Badge>
            </Group>
            {message.suggestion_sentence && (
              <Text size="sm" fs="italic">
                {t("Inbox.Because", { sentence: message.suggestion_sentence })}
              </Text>
            )}
            {open && message.application && message.suggestion === "invitation" && (
              <TextInput
                type="datetime-local"
                label={t("Inbox.Detail.AppointmentDate")}
                value={date}
                onChange={(e) => setDate(e.currentTarget.value)}
                maw={260}
                data-testid="reply-appointment-date"
              />
            )}
          </Stack>
        </Paper>
      )}
      {!open && (
        <Text size="sm" c="gray.7" data-testid="reply-state">
          {t(`Inbox.State.${message.state}`)}
        </Text>
      )}
      {open && message.application && (
        <Group gap="xs">
          {message.suggestion && (
            <Button size="xs" loading={busy} onClick={() => void act("accept")} data-testid="reply-accept">
              {t("Inbox.Accept")}
            </Button>
          )}
          {message.suggestion && (
            <Button size="xs" variant="default" disabled={busy} onClick={() => void act("dismiss")}>
              {t("Inbox.Dismiss")}
            </Button>
          )}
        </Group>
      )}
      {open && !message.application && (
        <Stack gap="xs">
          <LinkPicker id={message.id} candidates={message.candidates} onLinked={refresh} />
          <Group>
            <Button size="xs" variant="default" disabled={busy} onClick={() => void act("ignore")}>
              {t("Inbox.Ignore")}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
