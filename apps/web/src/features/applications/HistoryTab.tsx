import { Text, Timeline } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format.ts";
import { StatusBadge } from "./StatusBadge.tsx";
import type { ApplicationDetail } from "./types.ts";

/** The history tab: every status the application had, oldest first, with its date. */
export function HistoryTab({ detail }: { detail: ApplicationDetail }) {
  const { t, i18n } = useTranslation();
  const entries = detail.application_status ?? [];
  if (entries.length === 0) {
    return <Text c="gray.7">{t("Applications.History.Empty")}</Text>;
  }
  return (
    <Timeline active={entries.length - 1} bulletSize={18} lineWidth={2} data-testid="history-timeline">
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={<StatusBadge status={entry.status} />}>
          <Text size="sm" c="gray.7" mt={4}>
            {formatDateTime(entry.created, i18n.language)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
