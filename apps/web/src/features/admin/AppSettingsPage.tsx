import {
  Alert,
  Button,
  Group,
  List,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify/unstyled";
import { ApiError, fieldErrorsOf } from "../../api/errors.ts";
import { EmptyNote, ListSkeleton, LoadError } from "../../ui/ListStates.tsx";
import { PageWrapper } from "../../ui/PageWrapper.tsx";
import { AdminAiSection } from "../ai-letter/index.ts";
import { FreeYearAdmin } from "../payments/index.ts";
import {
  appSettingsKeys,
  fetchSettings,
  fetchSources,
  runSource,
  type SourceState,
  saveSettings,
} from "./api.ts";
import { JobsSection } from "./JobsSection.tsx";
import { RunJobsNow } from "./RunJobsNow.tsx";

/** The spec's crawler config text area: 75 rows. */
const CONFIG_ROWS = 75;

/**
 * /appsettings/: the crawler configuration as JSON, each job source's last run with Run now, and the
 * state of the server's background jobs.
 */
export function AppSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: appSettingsKeys.settings,
    queryFn: ({ signal }) => fetchSettings(signal),
  });
  const forbidden = settings.error instanceof ApiError && settings.error.status === 403;
  return (
    <PageWrapper title={t("AppSettings.Title")} subTitle={t("AppSettings.Subtitle")}>
      {forbidden ? (
        <Alert color="yellow" variant="light" data-testid="appsettings-forbidden">
          {t("AppSettings.Forbidden")}
        </Alert>
      ) : settings.isError ? (
        <LoadError text={t("AppSettings.LoadError")} onRetry={settings.refetch} />
      ) : !settings.data ? (
        <ListSkeleton rows={1} height={400} testId="appsettings-loading" />
      ) : (
        <Stack gap="xl">
          {settings.data.crawler_config_default && (
            <Alert color="blue" variant="light" data-testid="crawler-config-default">
              {t("AppSettings.DefaultConfig")}
            </Alert>
          )}
          <ConfigEditor initial={settings.data.crawler_config} />
          <Sources />
          <JobsSection />
          <AdminAiSection />
          <FreeYearAdmin />
        </Stack>
      )}
    </PageWrapper>
  );
}

function ConfigEditor({ initial }: { initial: unknown }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => JSON.stringify(initial ?? {}, null, 2));
  const [invalidJson, setInvalidJson] = useState(false);
  const [mistakes, setMistakes] = useState<Array<[string, string]>>([]);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setMistakes([]);
    try {
      JSON.parse(text);
      setInvalidJson(false);
    } catch {
      setInvalidJson(true);
      return;
    }
    setSaving(true);
    const res = await saveSettings(text).catch(() => null);
    setSaving(false);
    if (res?.ok) {
      toast.success(t("Toast.Saved"));
      await queryClient.invalidateQueries({ queryKey: ["appsettings"] });
      return;
    }
    const fields = Object.entries(fieldErrorsOf(res?.data));
    setMistakes(fields.length ? fields : [["", res?.data?.message ?? t("Toast.NotSaved")]]);
  };

  return (
    <Stack gap="sm">
      <Textarea
        label={t("AppSettings.Config")}
        description={t("AppSettings.ConfigHint")}
        rows={CONFIG_ROWS}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setInvalidJson(false);
        }}
        spellCheck={false}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
        data-testid="crawler-config"
      />
      {invalidJson && (
        <Alert color="red" variant="light" role="alert" data-testid="crawler-config-invalid">
          {t("AppSettings.InvalidJson")}
        </Alert>
      )}
      {mistakes.length > 0 && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t("AppSettings.Mistakes")}
          data-testid="crawler-config-mistakes"
        >
          <List size="sm">
            {mistakes.map(([path, reason]) => (
              <List.Item key={`${path}:${reason}`}>
                {path ? (
                  <Text span ff="monospace" size="sm">
                    {path}
                  </Text>
                ) : null}
                {path ? ": " : ""}
                {reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group>
        <Button onClick={save} loading={saving} data-testid="crawler-config-save">
          {t("Common.Save")}
        </Button>
      </Group>
    </Stack>
  );
}

function Sources() {
  const { t } = useTranslation();
  const sources = useQuery({
    queryKey: appSettingsKeys.sources,
    queryFn: ({ signal }) => fetchSources(signal),
    // A run in progress is shown until it ends.
    refetchInterval: (query) => (query.state.data?.some((s) => s.running) ? 2000 : false),
  });
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h4">
          {t("AppSettings.Sources.Title")}
        </Title>
        <RunJobsNow />
      </Group>
      {sources.isError ? (
        <LoadError text={t("AppSettings.Sources.LoadError")} onRetry={sources.refetch} />
      ) : !sources.data ? (
        <ListSkeleton rows={1} height={80} />
      ) : sources.data.length === 0 ? (
        <EmptyNote text={t("AppSettings.Sources.Empty")} testId="sources-empty" />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder data-testid="sources-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("AppSettings.Sources.Name")}</Table.Th>
                <Table.Th>{t("AppSettings.Sources.LastRun")}</Table.Th>
                <Table.Th>{t("AppSettings.Sources.Found")}</Table.Th>
                <Table.Th>{t("AppSettings.Sources.New")}</Table.Th>
                <Table.Th>{t("AppSettings.Sources.Error")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("AppSettings.Sources.Actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sources.data.map((source) => (
                <SourceRow key={source.key} source={source} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function SourceRow({ source }: { source: SourceState }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    setStarting(true);
    const res = await runSource(source.key).catch(() => null);
    setStarting(false);
    if (!res?.ok) setError(t("AppSettings.Sources.RunFailed"));
    await queryClient.invalidateQueries({ queryKey: appSettingsKeys.sources });
  };
  const when = source.last_run_at
    ? new Date(source.last_run_at).toLocaleString(i18n.language)
    : t("AppSettings.Sources.Never");
  return (
    <Table.Tr data-testid={`source-${source.key}`}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {source.name}
        </Text>
        <Text size="xs" c="gray.7">
          {source.kind}
          {source.enabled ? "" : ` · ${t("AppSettings.Sources.Disabled")}`}
        </Text>
      </Table.Td>
      <Table.Td>{when}</Table.Td>
      <Table.Td data-testid="source-found">{source.ads_found}</Table.Td>
      <Table.Td data-testid="source-new">{source.ads_new}</Table.Td>
      <Table.Td>
        <Text size="sm" c={source.error || error ? "red.8" : undefined} data-testid="source-error">
          {error ?? source.error ?? "–"}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          onClick={run}
          loading={starting || source.running}
          aria-label={t("AppSettings.Sources.RunNamed", { name: source.name })}
          data-testid={`source-run-${source.key}`}
        >
          {t("AppSettings.Sources.Run")}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
