import { Paper, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useApplicationStats } from "../../features/applications/index.ts";
import { useProfileLimit } from "../../features/payments/index.ts";
import { useProfileCount } from "./profiles.ts";

/** One counter: a label and a big number. */
function StatCard({
  label,
  value,
  testId,
  loading,
}: {
  label: string;
  value: string;
  testId: string;
  loading: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="gray.7" fw={600}>
        {label}
      </Text>
      {loading ? (
        <Skeleton height={32} width={64} mt={6} />
      ) : (
        <Text fz={32} fw={700} lh={1.2} data-testid={testId}>
          {value}
        </Text>
      )}
    </Paper>
  );
}

/** The four dashboard counters: available profiles (count/limit while a limit applies), todo, running, lost/done (spec section 2). */
export function StatCards() {
  const { t } = useTranslation();
  const stats = useApplicationStats();
  const profiles = useProfileCount();
  const profileLimit = useProfileLimit();
  const count = (value: number | undefined) => (stats.isError ? "–" : String(value ?? 0));
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <StatCard
        label={t("Dashboard.Stats.Profiles")}
        // count/limit only while a limit is in force (issue 25): payments off or an unlimited plan show the count.
        value={profileLimit === null ? String(profiles.data ?? 0) : `${profiles.data ?? 0}/${profileLimit}`}
        testId="stat-profiles"
        loading={profiles.isPending}
      />
      <StatCard
        label={t("Dashboard.Stats.Todo")}
        value={count(stats.data?.todo)}
        testId="stat-todo"
        loading={stats.isPending}
      />
      <StatCard
        label={t("Dashboard.Stats.Running")}
        value={count(stats.data?.running)}
        testId="stat-running"
        loading={stats.isPending}
      />
      <StatCard
        label={t("Dashboard.Stats.Done")}
        value={count(stats.data?.done)}
        testId="stat-done"
        loading={stats.isPending}
      />
    </SimpleGrid>
  );
}
