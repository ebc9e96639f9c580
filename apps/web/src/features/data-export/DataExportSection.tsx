import { Alert, Button, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatFileSize } from "../../i18n/format.ts";
import { DownloadIcon } from "../../ui/app-icons.tsx";
import { ListSkeleton, LoadError } from "../../ui/ListStates.tsx";
import { dataExportKey, startDataExport, useDataExport } from "./data-export.ts";

/** After a click on Download the tab asks again, so it shows the link as used. */
const AFTER_DOWNLOAD_MS = 2000;

/**
 * Download my data (GDPR article 20), in the account tab: Start builds a zip of everything in the
 * background, a progress bar follows the build, then Download fetches the zip once through a
 * link that expires. Earlier exports are shown as downloaded, expired or failed, with a new start.
 */
export function DataExportSection() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const current = useDataExport();
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refetchTimer.current), []);

  const start = async () => {
    setStarting(true);
    setStartFailed(false);
    try {
      const response = await startDataExport();
      if (response.ok && response.data) queryClient.setQueryData(dataExportKey, response.data);
      else setStartFailed(true);
    } catch {
      setStartFailed(true);
    } finally {
      setStarting(false);
    }
  };

  const downloaded = () => {
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: dataExportKey }),
      AFTER_DOWNLOAD_MS,
    );
  };

  const data = current.data ?? null;
  const status = data?.status ?? "none";
  const startButton = (
    <Button onClick={start} loading={starting} data-testid="export-start" variant="default">
      {status === "none" ? t("DataExport.Start") : t("DataExport.StartAgain")}
    </Button>
  );

  return (
    <section aria-labelledby="settings-data-export" data-testid="data-export-section">
      <Group gap="xs" mb="xs">
        <DownloadIcon size={22} />
        <Title order={2} size="h4" id="settings-data-export">
          {t("DataExport.Title")}
        </Title>
      </Group>
      <Text c="gray.7" size="sm" mb="md" maw={640}>
        {t("DataExport.Text")}
      </Text>
      {current.isPending ? (
        <ListSkeleton rows={1} height={36} maw={640} />
      ) : current.isError ? (
        <LoadError text={t("DataExport.LoadError")} maw={640} onRetry={current.refetch} />
      ) : (
        <Stack gap="sm" maw={640} data-testid="export-state" data-state={status}>
          {startFailed && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              withCloseButton
              onClose={() => setStartFailed(false)}
            >
              {t("DataExport.StartFailed")}
            </Alert>
          )}
          {status === "building" && data && (
            <Stack gap={6}>
              <Text size="sm" id="export-progress-label" aria-live="polite">
                {t("DataExport.Building", { progress: data.progress })}
              </Text>
              <Progress
                value={data.progress}
                animated
                striped
                size="lg"
                aria-labelledby="export-progress-label"
                data-testid="export-progress"
                data-progress={data.progress}
              />
            </Stack>
          )}
          {status === "ready" && data?.download_url && (
            <>
              <Alert color="navy" variant="light" role="status" title={t("DataExport.ReadyTitle")}>
                {t("DataExport.Ready", { date: formatDateTime(data.expires_at, i18n.language) })}
              </Alert>
              <Group>
                <Button
                  component="a"
                  href={data.download_url}
                  download
                  leftSection={<DownloadIcon size={16} />}
                  onClick={downloaded}
                  data-testid="export-download"
                >
                  {data.size === null
                    ? t("DataExport.Download")
                    : t("DataExport.DownloadSize", { size: formatFileSize(data.size, i18n.language) })}
                </Button>
              </Group>
            </>
          )}
          {status === "downloaded" && (
            <Alert color="navy" variant="light" role="status">
              {t("DataExport.Downloaded")}
            </Alert>
          )}
          {status === "expired" && (
            <Alert color="yellow" variant="light" role="status">
              {t("DataExport.Expired")}
            </Alert>
          )}
          {status === "failed" && (
            <Alert color="red" variant="light" role="alert">
              {t("DataExport.Failed")}
            </Alert>
          )}
          {status !== "building" && status !== "ready" && <Group>{startButton}</Group>}
        </Stack>
      )}
    </section>
  );
}
