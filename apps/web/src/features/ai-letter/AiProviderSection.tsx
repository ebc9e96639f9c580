import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListSkeleton, LoadError } from "../../ui/ListStates.tsx";
import { aiKeys, fetchAiStatus, revokeAiConsent } from "./api.ts";

/**
 * Settings' "AI provider" block: which provider the letter helper sends to, whether the user agreed,
 * and Revoke, which withdraws every agreement (the next helper call asks again).
 */
export function AiProviderSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: aiKeys.status, queryFn: ({ signal }) => fetchAiStatus(signal) });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const revoke = async () => {
    setBusy(true);
    setFailed(false);
    try {
      queryClient.setQueryData(aiKeys.status, await revokeAiConsent());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const data = status.data;
  return (
    <section aria-labelledby="settings-ai-provider" data-testid="ai-provider-section">
      <Title order={2} size="h4" id="settings-ai-provider" mb="xs">
        {t("AiLetter.Settings.Title")}
      </Title>
      {status.isPending ? (
        <ListSkeleton rows={1} height={80} maw={640} />
      ) : !data ? (
        <LoadError text={t("AiLetter.StatusError")} maw={640} onRetry={status.refetch} />
      ) : !data.configured ? (
        <Text size="sm" c="gray.7" maw={640} data-testid="ai-provider-none">
          {t("AiLetter.Settings.NotConfigured")}
        </Text>
      ) : (
        <Paper withBorder radius="md" p="md" maw={640}>
          <Stack gap="xs">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t("AiLetter.Settings.Provider", { host: data.provider_host, model: data.model })}
            </Text>
            <Group justify="space-between" gap="sm">
              <Text size="sm" fw={600} data-testid="ai-provider-state">
                {data.consented ? t("AiLetter.Settings.Agreed") : t("AiLetter.Settings.NotAgreed")}
              </Text>
              {data.consented && (
                <Button variant="default" onClick={revoke} loading={busy} data-testid="ai-provider-revoke">
                  {t("AiLetter.Settings.Revoke")}
                </Button>
              )}
            </Group>
            <Text size="xs" c="gray.7">
              {t("AiLetter.Settings.Usage", {
                used: data.limits.tokens_used_this_month,
                budget: data.limits.monthly_tokens || "∞",
              })}
            </Text>
            {failed && (
              <Alert color="red" variant="light" role="alert">
                {t("AiLetter.Settings.RevokeFailed")}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
    </section>
  );
}
