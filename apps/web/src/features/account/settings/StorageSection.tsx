import type { StorageUsageDto } from "@jah/shared";
import { Alert, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../../i18n/format.ts";
import { FolderIcon } from "../../../ui/app-icons.tsx";
import { ListSkeleton, LoadError } from "../../../ui/ListStates.tsx";
import { useStorageUsage } from "./storage-usage.ts";

/** From this share of the total on, the bar turns yellow, and red when almost nothing is left. */
const WARN_PERCENT = 80;
const FULL_PERCENT = 95;

/**
 * Storage space, in the account tab: how much of the user's total their uploaded documents and the
 * attachments kept from employers' replies take, with a bar, and what a full total means.
 */
export function StorageSection() {
  const { t } = useTranslation();
  const usage = useStorageUsage();
  return (
    <section aria-labelledby="settings-storage" data-testid="storage-section">
      <Group gap="xs" mb="xs">
        <FolderIcon size={22} />
        <Title order={2} size="h4" id="settings-storage">
          {t("Storage.Title")}
        </Title>
      </Group>
      <Text c="gray.7" size="sm" mb="md" maw={640}>
        {t("Storage.Text")}
      </Text>
      {usage.isPending ? (
        <ListSkeleton rows={1} height={36} maw={640} />
      ) : usage.isError ? (
        <LoadError text={t("Storage.LoadError")} maw={640} onRetry={usage.refetch} />
      ) : (
        <StorageUsage usage={usage.data} />
      )}
    </section>
  );
}

function StorageUsage({ usage }: { usage: StorageUsageDto }) {
  const { t, i18n } = useTranslation();
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);
  const limit = usage.limit_bytes;
  const percent = limit ? Math.min(100, Math.round((usage.used_bytes / limit) * 100)) : 0;
  return (
    <Stack gap="xs" maw={640}>
      <Text size="sm" fw={500} data-testid="storage-used">
        {limit === null
          ? t("Storage.UsedNoLimit", { used: size(usage.used_bytes) })
          : t("Storage.Used", { used: size(usage.used_bytes), limit: size(limit), percent })}
      </Text>
      {limit !== null && (
        <Progress
          value={percent}
          color={percent >= FULL_PERCENT ? "red.8" : percent >= WARN_PERCENT ? "yellow.7" : "navy"}
          size="lg"
          aria-label={t("Storage.Title")}
          data-testid="storage-bar"
        />
      )}
      <Text size="sm" c="gray.7" data-testid="storage-parts">
        {t("Storage.Parts", {
          documents: size(usage.documents_bytes),
          attachments: size(usage.reply_attachments_bytes),
        })}
      </Text>
      {percent >= FULL_PERCENT && (
        <Alert color="yellow" variant="light" data-testid="storage-full">
          {t("Storage.Full")}
        </Alert>
      )}
    </Stack>
  );
}
