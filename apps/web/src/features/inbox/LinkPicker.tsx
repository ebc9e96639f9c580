import type { InboxItemDto } from "@jah/shared";
import { Button, Group, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchLinkChoices, linkReply } from "./api.ts";

const label = (a: { job_title: string; hireing_company: string }) =>
  a.hireing_company ? `${a.job_title} · ${a.hireing_company}` : a.job_title;

/**
 * Links an unmatched reply to one of the user's applications, chosen by title and company. A reply
 * that names several applications alike (one company, two jobs) offers those first, one button each:
 * the reader asks rather than guesses.
 */
export function LinkPicker({
  id,
  candidates = [],
  onLinked,
}: {
  id: number;
  candidates?: InboxItemDto["candidates"];
  onLinked: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = useQuery({
    queryKey: ["inbox", "link-choices"],
    queryFn: ({ signal }) => fetchLinkChoices(signal),
  });
  const link = async (applicationId: number) => {
    setBusy(true);
    try {
      const response = await linkReply(id, applicationId);
      if (response.ok) await onLinked();
    } finally {
      setBusy(false);
    }
  };
  const picker = (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t("Inbox.Detail.LinkTo")}
        placeholder={t("Inbox.Detail.LinkPlaceholder")}
        searchable
        value={choice}
        onChange={setChoice}
        data={(choices.data ?? []).map((a) => ({ value: String(a.id), label: label(a) }))}
        nothingFoundMessage={t("Inbox.Detail.LinkNone")}
        miw={260}
        data-testid="reply-link-select"
      />
      <Button
        size="xs"
        disabled={!choice}
        loading={busy}
        onClick={() => choice && void link(Number(choice))}
        data-testid="reply-link"
      >
        {t("Inbox.Detail.Link")}
      </Button>
    </Group>
  );
  if (candidates.length === 0) return picker;
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="reply-candidates">
        {t("Inbox.Detail.Candidates")}
      </Text>
      <Group gap="xs" wrap="wrap">
        {candidates.map((candidate) => (
          <Button
            key={candidate.id}
            size="xs"
            variant="light"
            disabled={busy}
            onClick={() => void link(candidate.id)}
            data-testid="reply-candidate"
          >
            {label(candidate)}
          </Button>
        ))}
      </Group>
      {picker}
    </Stack>
  );
}
