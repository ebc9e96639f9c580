import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListSkeleton, LoadError } from "../../ui/ListStates.tsx";
import { AiErrorText } from "./AiErrorText.tsx";
import { type AdminAiTest, AiCallError, type AiFailure, aiKeys, fetchAdminAi, testAdminAi } from "./api.ts";

/** /appsettings/: whether AI is configured, with model and host, and a test call without user data. */
export function AdminAiSection() {
  const { t } = useTranslation();
  const ai = useQuery({ queryKey: aiKeys.admin, queryFn: ({ signal }) => fetchAdminAi(signal) });
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<AdminAiTest | AiFailure | null>(null);

  const test = async () => {
    setTesting(true);
    setOutcome(null);
    try {
      setOutcome(await testAdminAi());
    } catch (error) {
      setOutcome(error instanceof AiCallError ? error.code : "NETWORK");
    } finally {
      setTesting(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="admin-ai">
      <Title order={2} size="h4">
        {t("AiLetter.Admin.Title")}
      </Title>
      {ai.isError ? (
        <LoadError text={t("AiLetter.StatusError")} onRetry={ai.refetch} />
      ) : !ai.data ? (
        <ListSkeleton rows={1} height={60} />
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Group gap="xs">
              <Badge
                color={ai.data.configured ? "green.9" : "gray"}
                variant="light"
                data-testid="admin-ai-state"
              >
                {ai.data.configured ? t("AiLetter.Admin.Configured") : t("AiLetter.Admin.NotConfigured")}
              </Badge>
            </Group>
            {ai.data.configured ? (
              <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="admin-ai-model">
                {t("AiLetter.Settings.Provider", { host: ai.data.host, model: ai.data.model })}
              </Text>
            ) : (
              <Text size="sm" c="gray.7">
                {t("AiLetter.Admin.HowTo")}
              </Text>
            )}
            {ai.data.configured && (
              <Group>
                <Button variant="light" onClick={test} loading={testing} data-testid="admin-ai-test">
                  {t("AiLetter.Admin.Test")}
                </Button>
              </Group>
            )}
            {outcome !== null && typeof outcome === "object" && (
              <Alert color="green" variant="light" role="status" data-testid="admin-ai-test-ok">
                {t("AiLetter.Admin.TestOk", {
                  ms: outcome.duration_ms,
                  tokens: outcome.usage.prompt_tokens + outcome.usage.completion_tokens,
                })}
              </Alert>
            )}
            {typeof outcome === "string" && (
              <AiErrorText code={outcome} testId="admin-ai-test-error" textKept={false} />
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
