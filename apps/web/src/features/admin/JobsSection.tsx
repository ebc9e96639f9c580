import { Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListSkeleton, LoadError } from "../../ui/ListStates.tsx";
import { appSettingsKeys, fetchJobs, type JobState } from "./api.ts";

/** How often the table refreshes: the mail jobs run every few seconds. */
const REFRESH_MS = 15_000;

/** The server's background jobs on /appsettings/: last and next run, runs, failures, last error. */
export function JobsSection() {
  const { t } = useTranslation();
  const jobs = useQuery({
    queryKey: appSettingsKeys.jobs,
    queryFn: ({ signal }) => fetchJobs(signal),
    refetchInterval: REFRESH_MS,
  });
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("AppSettings.Jobs.Title")}
      </Title>
      <Text size="sm" c="gray.7">
        {t("AppSettings.Jobs.Hint")}
      </Text>
      {jobs.isError ? (
        <LoadError text={t("AppSettings.Jobs.LoadError")} onRetry={jobs.refetch} />
      ) : !jobs.data ? (
        <ListSkeleton rows={1} height={80} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder data-testid="jobs-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("AppSettings.Jobs.Name")}</Table.Th>
                <Table.Th>{t("AppSettings.Jobs.LastRun")}</Table.Th>
                <Table.Th>{t("AppSettings.Jobs.NextRun")}</Table.Th>
                <Table.Th>{t("AppSettings.Jobs.Runs")}</Table.Th>
                <Table.Th>{t("AppSettings.Jobs.LastError")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.data.map((job) => (
                <JobRow key={job.name} job={job} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function JobRow({ job }: { job: JobState }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : null);
  return (
    <Table.Tr data-testid={`job-${job.name}`}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {t(`AppSettings.Jobs.Names.${job.name}`, { defaultValue: job.name })}
        </Text>
        <Text size="xs" c="gray.7" ff="monospace">
          {job.schedule}
        </Text>
      </Table.Td>
      <Table.Td data-testid="job-last-run">
        {job.running ? t("AppSettings.Jobs.Running") : (when(job.last_run_at) ?? t("AppSettings.Jobs.Never"))}
      </Table.Td>
      <Table.Td data-testid="job-next-run">{when(job.next_run_at) ?? t("AppSettings.Jobs.Soon")}</Table.Td>
      <Table.Td data-testid="job-runs">
        {t("AppSettings.Jobs.RunsCount", { runs: job.runs, failures: job.failures })}
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={job.last_error ? "red.8" : undefined} data-testid="job-error">
          {job.last_error
            ? t("AppSettings.Jobs.ErrorAt", { error: job.last_error, at: when(job.last_error_at) })
            : "–"}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
