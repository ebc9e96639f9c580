import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useAppConfig } from "../../api/use-app-config.ts";
import { AiErrorText } from "./AiErrorText.tsx";
import { AiReviewPanel } from "./AiReviewPanel.tsx";
import { AiSetupDialog } from "./AiSetupDialog.tsx";
import { LetterPreview } from "./LetterPreview.tsx";
import type { LetterForm } from "./letter-form.ts";
import { useLetterHelper } from "./use-letter-helper.ts";

/**
 * "Improve with AI" under a mail form (issue 12): asks the server whether AI is set up and agreed to,
 * streams the suggestion, and lets the user take it whole, change by change, or not at all.
 */
export function AiLetterHelper({
  form,
  applicationId,
  profileId,
}: {
  form: LetterForm;
  applicationId: number;
  /** The profile the letter speaks for; without one the button asks to choose it first. */
  profileId: number | null;
}) {
  const { t } = useTranslation();
  // Without a provider on this installation there is nothing to offer (issue 43).
  const aiConfigured = useAppConfig().data?.ai !== false;
  const helper = useLetterHelper({ form, applicationId, profileId });
  const { run } = helper;
  const busy = run?.phase === "streaming";
  const improve = useRef<HTMLButtonElement>(null);
  // The panel goes away with its focused button; focus returns to where the flow started.
  const closeRun = () => {
    helper.closeRun();
    improve.current?.focus();
  };

  if (!aiConfigured) return null;
  return (
    <Stack gap="xs" data-testid="ai-helper">
      <Group gap="xs" wrap="wrap">
        <Button
          ref={improve}
          variant="light"
          onClick={() => void helper.open()}
          disabled={profileId === null || busy}
          loading={helper.dialog?.kind === "loading"}
          data-testid="ai-improve"
        >
          {t("AiLetter.Improve")}
        </Button>
        {helper.canRestore && (
          <Button variant="subtle" onClick={helper.restore} data-testid="ai-restore">
            {t("AiLetter.Restore")}
          </Button>
        )}
      </Group>
      {profileId === null && (
        <Text size="xs" c="gray.7">
          {t("AiLetter.ProfileFirst")}
        </Text>
      )}
      <AiSetupDialog
        dialog={helper.dialog}
        options={helper.options}
        onOptions={helper.setOptions}
        onClose={helper.closeDialog}
        onAgree={(status) => void helper.agree(status)}
        onStart={() => void helper.start()}
      />
      {run && (
        <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="ai-panel">
          {run.phase === "streaming" && (
            <Stack gap="xs">
              <Text size="sm" role="status" data-testid="ai-writing">
                {t("AiLetter.Writing")}
              </Text>
              <LetterPreview
                text={run.text}
                busy
                label={t("AiLetter.Review.PreviewLabel")}
                testId="ai-stream"
              />
              <Group justify="flex-end">
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={() => {
                    helper.stop();
                    improve.current?.focus();
                  }}
                  data-testid="ai-stop"
                >
                  {t("AiLetter.Stop")}
                </Button>
              </Group>
            </Stack>
          )}
          {run.phase === "error" && (
            <Stack gap="xs">
              <AiErrorText code={run.code} />
              <Group justify="flex-end">
                <Button variant="default" size="compact-sm" onClick={closeRun}>
                  {t("Common.Close")}
                </Button>
              </Group>
            </Stack>
          )}
          {run.phase === "review" && (
            <AiReviewPanel
              run={run}
              edited={form.values.mail_text !== run.written}
              subjectUsed={form.values.mail_subject === run.result.subject}
              onItem={(key, decision) => helper.setItem(run, key, decision)}
              onAcceptAll={() => {
                helper.acceptAll(run);
                improve.current?.focus();
              }}
              onSubject={() => helper.applySubject(run)}
              onClose={closeRun}
            />
          )}
        </Paper>
      )}
      {helper.canRestore && !run && (
        <Alert color="navy" variant="light" data-testid="ai-applied">
          {t("AiLetter.Applied")}
        </Alert>
      )}
    </Stack>
  );
}
