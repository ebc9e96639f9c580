import { Button, Group, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { appSettingsKeys, type RunNowJob, type RunNowResult, runJobNow } from "./api.ts";

/**
 * /appsettings/: collect every enabled source, or send the due job alerts, now instead of at the next
 * scheduled run (the same as `npm run jobs -- run sources|alerts`); the outcome is shown beside.
 */
export function RunJobsNow() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<RunNowJob | null>(null);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);

  const describe = (result: RunNowResult): string =>
    result.job === "alerts"
      ? t("AppSettings.RunNow.AlertsDone", { checked: result.checked, count: result.sent })
      : t("AppSettings.RunNow.SourcesDone", {
          count: result.sources.length,
          found: result.sources.reduce((sum, s) => sum + s.ads_found, 0),
          fresh: result.sources.reduce((sum, s) => sum + s.ads_new, 0),
        });

  const run = async (job: RunNowJob) => {
    setOutcome(null);
    setRunning(job);
    const res = await runJobNow(job).catch(() => null);
    setRunning(null);
    if (res?.ok && res.data) setOutcome({ text: describe(res.data), failed: false });
    else if (res?.status === 409) setOutcome({ text: t("AppSettings.RunNow.Busy"), failed: true });
    else setOutcome({ text: t("AppSettings.RunNow.Failed"), failed: true });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: appSettingsKeys.sources }),
      queryClient.invalidateQueries({ queryKey: appSettingsKeys.jobs }),
    ]);
  };

  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          onClick={() => run("sources")}
          loading={running === "sources"}
          disabled={running !== null}
          data-testid="run-now-sources"
        >
          {t("AppSettings.RunNow.Sources")}
        </Button>
        <Button
          size="xs"
          variant="light"
          onClick={() => run("alerts")}
          loading={running === "alerts"}
          disabled={running !== null}
          data-testid="run-now-alerts"
        >
          {t("AppSettings.RunNow.Alerts")}
        </Button>
      </Group>
      {outcome && (
        <Text size="sm" c={outcome.failed ? "red.8" : undefined} role="status" data-testid="run-now-outcome">
          {outcome.text}
        </Text>
      )}
    </Stack>
  );
}
