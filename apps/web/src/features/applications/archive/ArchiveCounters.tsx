import type { ARCHIVE_STATUSES } from "@jah/shared";
import { Paper, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { statusColour } from "../status-colour.ts";
import { useApplicationStats } from "../use-stats.ts";

/** The archive's four counters: accepted, canceled, rejected, noreply. */
export function ArchiveCounters() {
  const { t } = useTranslation();
  const stats = useApplicationStats();
  const order = [
    "accepted",
    "canceled",
    "rejected",
    "noreply",
  ] as const satisfies readonly (typeof ARCHIVE_STATUSES)[number][];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {order.map((status) => (
        <Paper
          key={status}
          withBorder
          radius="md"
          p="md"
          style={{ borderTop: `4px solid var(--mantine-color-${statusColour(status)}-6)` }}
        >
          <Text size="sm" c="gray.7" fw={600}>
            {t(`Status.${status}`)}
          </Text>
          {stats.isPending ? (
            <Skeleton height={32} width={48} mt={6} />
          ) : (
            <Text fz={28} fw={700} lh={1.2} data-testid={`archive-count-${status}`}>
              {stats.isError ? "–" : (stats.data?.archive?.[status] ?? 0)}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
