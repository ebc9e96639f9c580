import { Button, Group, Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchLinkChoices, linkReply } from "./api.ts";

/** Links an unmatched reply to one of the user's applications, chosen by title and company. */
export function LinkPicker({ id, onLinked }: { id: number; onLinked: () => Promise<void> }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const choices = useQuery({
    queryKey: ["inbox", "link-choices"],
    queryFn: ({ signal }) => fetchLinkChoices(signal),
  });
  const link = async () => {
    if (!choice) return;
    setBusy(true);
    try {
      const response = await linkReply(id, Number(choice));
      if (response.ok) await onLinked();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t("Inbox.Detail.LinkTo")}
        placeholder={t("Inbox.Detail.LinkPlaceholder")}
        searchable
        value={choice}
        onChange={setChoice}
        data={(choices.data ?? []).map((a) => ({
          value: String(a.id),
          label: a.hireing_company ? `${a.job_title} · ${a.hireing_company}` : a.job_title,
        }))}
        nothingFoundMessage={t("Inbox.Detail.LinkNone")}
        miw={260}
        data-testid="reply-link-select"
      />
      <Button
        size="xs"
        disabled={!choice}
        loading={busy}
        onClick={() => void link()}
        data-testid="reply-link"
      >
        {t("Inbox.Detail.Link")}
      </Button>
    </Group>
  );
}
