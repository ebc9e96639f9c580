import { Alert, Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../i18n/format.ts";
import type { LocalDraft } from "../session/use-local-draft.ts";

/** "Restore your unsaved draft?" above a form that has a local draft from an earlier visit. */
export function DraftOffer<T>({ draft, testId = "draft" }: { draft: LocalDraft<T>; testId?: string }) {
  const { t, i18n } = useTranslation();
  if (!draft.offer) return null;
  const date = formatDateTime(new Date(draft.offer.savedAt).toISOString(), i18n.language);
  return (
    <Alert color="navy" variant="light" title={t("Draft.Title")} data-testid={`${testId}-offer`}>
      <Text size="sm">{t("Draft.Text", { date })}</Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={draft.restore} data-testid={`${testId}-restore`}>
          {t("Draft.Restore")}
        </Button>
        <Button size="xs" variant="default" onClick={draft.discard} data-testid={`${testId}-discard`}>
          {t("Draft.Discard")}
        </Button>
      </Group>
    </Alert>
  );
}
