import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from "@jah/shared";
import { Button, Group, Paper, Select, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify/unstyled";
import { fetchJobAlert, jobKeys, saveJobAlert } from "./api.ts";

const ALERT_SCORES = ["50", "60", "70", "80", "90"];

/**
 * The profile's job alert: off, daily or weekly mail of new matches from a chosen score. `unavailable`:
 * the server has no job source, so the alert shows off and cannot be switched on.
 */
export function JobAlertSetting({
  profileId,
  unavailable = false,
}: {
  profileId: number;
  unavailable?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const alert = useQuery({
    queryKey: jobKeys.alert(profileId),
    queryFn: ({ signal }) => fetchJobAlert(profileId, signal),
  });
  // The user's choice while editing; the stored setting until they change something.
  const [draft, setDraft] = useState<{ frequency: JobAlertFrequency; min_score: number } | null>(null);
  const [saving, setSaving] = useState(false);
  if (!alert.data) return null;
  const stored = { frequency: unavailable ? "off" : alert.data.frequency, min_score: alert.data.min_score };
  const current = draft ?? stored;
  const scores = ALERT_SCORES.includes(String(current.min_score))
    ? ALERT_SCORES
    : [...ALERT_SCORES, String(current.min_score)].sort((a, b) => Number(a) - Number(b));

  const save = async () => {
    setSaving(true);
    const res = await saveJobAlert(profileId, current).catch(() => null);
    setSaving(false);
    if (res?.ok && res.data) {
      queryClient.setQueryData(jobKeys.alert(profileId), res.data);
      setDraft(null);
      toast.success(t(res.data.frequency === "off" ? "JobAlerts.SavedOff" : "JobAlerts.Saved"));
    } else toast.error(t("JobAlerts.SaveFailed"));
  };

  return (
    <Paper withBorder p="sm" data-testid="job-alert">
      <Text fw={600} size="sm">
        {t("JobAlerts.Title")}
      </Text>
      <Text size="sm" c="gray.7" mb="xs" data-testid="job-alert-hint">
        {t(unavailable ? "JobAlerts.NoSources" : "JobAlerts.Hint")}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t("JobAlerts.Frequency")}
          data={JOB_ALERT_FREQUENCIES.map((f) => ({ value: f, label: t(`JobAlerts.Frequencies.${f}`) }))}
          value={current.frequency}
          onChange={(v) => setDraft({ ...current, frequency: (v ?? "off") as JobAlertFrequency })}
          allowDeselect={false}
          disabled={unavailable}
          w={160}
          data-testid="job-alert-frequency"
        />
        <Select
          label={t("JobAlerts.MinScore")}
          data={scores.map((v) => ({ value: v, label: `≥ ${v} %` }))}
          value={String(current.min_score)}
          onChange={(v) => setDraft({ ...current, min_score: Number(v ?? current.min_score) })}
          allowDeselect={false}
          disabled={unavailable || current.frequency === "off"}
          w={140}
          data-testid="job-alert-min-score"
        />
        <Button
          onClick={save}
          loading={saving}
          disabled={unavailable || draft === null}
          data-testid="job-alert-save"
        >
          {t("JobAlerts.Save")}
        </Button>
      </Group>
    </Paper>
  );
}
