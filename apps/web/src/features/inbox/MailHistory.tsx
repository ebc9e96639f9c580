import { Accordion, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { EmptyNote, ListSkeleton, QueryStates } from "../../ui/ListStates.tsx";
import { fetchMailHistory, inboxKeys, type MailHistoryEntry } from "./api.ts";
import { ReplyDetail } from "./ReplyDetail.tsx";
import { SenderBadge } from "./SenderCheck.tsx";

/**
 * An application's Mail history: the mails sent for it and the replies read for it, oldest first.
 * A reply opens in place with its text, attachments and suggestion; a sent mail shows its text.
 */
export function MailHistory({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: inboxKeys.history(applicationId),
    queryFn: ({ signal }) => fetchMailHistory(applicationId, signal),
  });
  const when = (at: string) => new Date(at).toLocaleString(i18n.language);
  return (
    <Stack gap="xs" data-testid="mail-history">
      <Title order={3} size="h6">
        {t("Inbox.History.Title")}
      </Title>
      <QueryStates
        query={query}
        loading={<ListSkeleton rows={1} height={60} />}
        error={{ text: t("Inbox.History.LoadError") }}
        empty={<EmptyNote text={t("Inbox.History.Empty")} />}
      >
        {(list) => (
          <Accordion variant="separated" chevronPosition="left">
            {list.map((entry) => (
              <Accordion.Item key={`${entry.direction}-${entry.id}`} value={`${entry.direction}-${entry.id}`}>
                <Accordion.Control data-testid={`mail-history-${entry.direction}`}>
                  <Group gap="xs" wrap="wrap">
                    <Badge variant="light" color={entry.direction === "sent" ? "blue" : "green.9"}>
                      {t(entry.direction === "sent" ? "Inbox.History.Sent" : "Inbox.History.Received")}
                    </Badge>
                    <Text size="sm" fw={500}>
                      {entry.subject}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {entry.address} · {when(entry.at)}
                    </Text>
                    {entry.direction === "received" && <SenderBadge item={entry} explain={false} />}
                    {entry.direction === "received" && entry.suggestion && entry.state === "open" && (
                      <Badge variant="outline">{t(`Inbox.Suggestion.${entry.suggestion}`)}</Badge>
                    )}
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <EntryBody entry={entry} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </QueryStates>
    </Stack>
  );
}

function EntryBody({ entry }: { entry: MailHistoryEntry }) {
  const { t } = useTranslation();
  if (entry.direction === "received") return <ReplyDetail id={entry.id} />;
  return (
    <Stack gap={4}>
      {entry.status !== "sent" && (
        <Text size="xs" c="gray.7">
          {t(`Inbox.History.Status.${entry.status === "failed" ? "failed" : "queued"}`)}
        </Text>
      )}
      <Text size="sm" component="div" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {entry.body}
      </Text>
    </Stack>
  );
}
