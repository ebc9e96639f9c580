import { MAX_FILES_PER_DROP, REJECTION_CODES, STORAGE_FULL } from "@jah/shared";
import { Badge, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../i18n/format.ts";
import classes from "./Files.module.css";
import type { UploadItem } from "./use-uploads.ts";

/** The message of each refusal reason (literal keys, so the translation check sees them). */
const REASON: Record<NonNullable<UploadItem["reason"]>, string> = {
  [REJECTION_CODES.invalidType]: "Files.Rejection.InvalidType",
  [REJECTION_CODES.tooLarge]: "Files.Rejection.TooLarge",
  [REJECTION_CODES.tooSmall]: "Files.Rejection.TooSmall",
  [REJECTION_CODES.tooMany]: "Files.Rejection.TooMany",
  demo: "Files.DemoDisabled",
  [STORAGE_FULL]: "Files.Rejection.StorageFull",
};

const STATE: Record<UploadItem["state"], { key: string; color: string }> = {
  waiting: { key: "Files.State.Waiting", color: "gray.8" },
  reading: { key: "Files.State.Reading", color: "gray.8" },
  uploading: { key: "Files.State.Uploading", color: "navy" },
  ok: { key: "Files.State.Ok", color: "green.9" },
  failed: { key: "Files.UploadFailed", color: "red.9" },
  rejected: { key: "Files.State.Rejected", color: "red.9" },
};

/** The files of the latest drops with their state, progress and, when refused or failed, the reason. */
export function UploadList({ items, onClear }: { items: UploadItem[]; onClear: () => void }) {
  const { t, i18n } = useTranslation();
  const size = (bytes = 0) => formatFileSize(bytes, i18n.language);
  if (items.length === 0) return null;
  const finished = items.some((item) => ["ok", "failed", "rejected"].includes(item.state));
  return (
    <Stack gap="xs" mt="md" aria-live="polite" data-testid="upload-list">
      {items.map((item) => {
        const state = STATE[item.state];
        return (
          <Paper
            key={item.id}
            withBorder
            p="sm"
            radius="md"
            data-testid="upload-item"
            data-state={item.state}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" fw={500} className={classes.name}>
                {item.name}
              </Text>
              <Badge color={state.color} variant="light" style={{ flexShrink: 0 }}>
                {item.state === "uploading"
                  ? `${t(state.key)} ${Math.round(item.progress * 100)} %`
                  : t(state.key)}
              </Badge>
            </Group>
            {(item.state === "uploading" || item.state === "reading") && (
              <Progress
                value={item.state === "reading" ? 0 : item.progress * 100}
                mt={6}
                size="sm"
                animated={item.state === "reading"}
                aria-label={t("Files.State.Uploading")}
              />
            )}
            {item.reason && (
              <Text size="sm" c="red.8" mt={4} data-testid="upload-reason">
                {t(REASON[item.reason], {
                  name: item.name,
                  max: MAX_FILES_PER_DROP,
                  size: size(item.storage?.size),
                  used: size(item.storage?.used),
                  limit: size(item.storage?.limit),
                })}
              </Text>
            )}
          </Paper>
        );
      })}
      {finished && (
        <Group justify="flex-end">
          <Button variant="subtle" size="xs" onClick={onClear}>
            {t("Files.ClearList")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
