import type { InboxItemDto } from "@jah/shared";
import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime } from "../../i18n/format.ts";
import { LetterIcon } from "../../ui/app-icons.tsx";
import { EmptyList, QueryStates } from "../../ui/ListStates.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { decide, fetchInbox, inboxKey } from "./api.ts";
import { ReplyDetail } from "./ReplyDetail.tsx";
import { SenderBadge } from "./SenderCheck.tsx";

/** /applications/inbox: employers' replies read from the user's mailbox, with the suggested next status. */
export function InboxPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: inboxKey, queryFn: fetchInbox });
  const client = useQueryClient();
  const [shown, setShown] = useState<number | null>(null);
  const act = async (id: number, action: "accept" | "dismiss" | "ignore") => {
    await decide(id, action);
    await client.invalidateQueries({ queryKey: inboxKey });
    await client.invalidateQueries({ queryKey: ["applications"] });
  };
  return (
    <PageWrapper title={t("Inbox.Title")}>
      <QueryStates
        query={query}
        isEmpty={(data) => data.matched.length === 0 && data.unmatched.length === 0}
        empty={
          <EmptyList
            icon={<LetterIcon size={28} />}
            title={t("Inbox.Empty.Title")}
            text={t("Inbox.Empty.Text")}
          />
        }
      >
        {(data) => (
          <Stack gap="md">
            {data.matched.map((item) => (
              <Reply key={item.id} item={item} onAct={act} onOpen={setShown} />
            ))}
            {data.unmatched.length > 0 && (
              <>
                <Title order={2} size="h3">
                  {t("Inbox.Unmatched")}
                </Title>
                {data.unmatched.map((item) => (
                  <Reply key={item.id} item={item} onAct={act} onOpen={setShown} />
                ))}
              </>
            )}
          </Stack>
        )}
      </QueryStates>
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        size="lg"
        radius="lg"
        title={t("Inbox.Detail.Title")}
        closeButtonProps={{ "aria-label": t("Common.Close") }}
      >
        {shown !== null && <ReplyDetail id={shown} />}
      </Modal>
    </PageWrapper>
  );
}

function Reply({
  item,
  onAct,
  onOpen,
}: {
  item: InboxItemDto;
  onAct: (id: number, action: "accept" | "dismiss" | "ignore") => Promise<void>;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const open = item.state === "open";
  return (
    <Card withBorder padding="md" data-testid="inbox-reply">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {item.application
              ? `${item.application.job_title} · ${item.application.hireing_company}`
              : t("Inbox.NoApplication")}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(item.received_at, i18n.language)}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            {item.from_name ? `${item.from_name} <${item.from_address}>` : item.from_address}
          </Text>
          <SenderBadge item={item} />
        </Group>
        <Text size="sm" fw={500}>
          {item.subject}
        </Text>
        {!item.application && item.candidates.length > 0 && (
          <Text size="sm" data-testid="inbox-candidates">
            {t("Inbox.OneOf", {
              applications: item.candidates
                .map((c) => (c.hireing_company ? `${c.job_title} · ${c.hireing_company}` : c.job_title))
                .join(" / "),
            })}
          </Text>
        )}
        {item.suggestion && (
          <Stack gap={2}>
            <Group gap="xs">
              <Badge variant="light">{t(`Inbox.Suggestion.${item.suggestion}`)}</Badge>
              {item.suggestion_date && (
                <Text size="sm" data-testid="inbox-date">
                  {item.suggestion_date.includes("T")
                    ? formatDateTime(item.suggestion_date, i18n.language)
                    : formatDate(item.suggestion_date, i18n.language)}
                </Text>
              )}
            </Group>
            {item.suggestion_sentence && (
              <Text size="sm" fs="italic">
                {t("Inbox.Because", { sentence: item.suggestion_sentence })}
              </Text>
            )}
          </Stack>
        )}
        {item.state !== "open" && (
          <Text size="sm" c="dimmed">
            {t(`Inbox.State.${item.state}`)}
          </Text>
        )}
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="light" onClick={() => onOpen(item.id)} data-testid="inbox-open">
            {item.application ? t("Inbox.Open") : t("Inbox.OpenToLink")}
          </Button>
          {open && (
            <>
              {item.application && item.suggestion && (
                <Button size="xs" onClick={() => void onAct(item.id, "accept")}>
                  {t("Inbox.Accept")}
                </Button>
              )}
              {item.application ? (
                <Button size="xs" variant="default" onClick={() => void onAct(item.id, "dismiss")}>
                  {t("Inbox.Dismiss")}
                </Button>
              ) : (
                <Button size="xs" variant="default" onClick={() => void onAct(item.id, "ignore")}>
                  {t("Inbox.Ignore")}
                </Button>
              )}
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
