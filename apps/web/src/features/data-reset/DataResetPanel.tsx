import { Alert, Button, Container, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";
import { resetData } from "./api.ts";

type Outcome =
  | { kind: "done"; profiles: number; applications: number; coverletters: number }
  | { kind: "failed" };

/**
 * The staging host's data reset for the signed-in user: after a confirmation, their profiles,
 * applications, cover letters and files are replaced by the sample data in their language.
 */
export function DataResetPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    document.title = `${t("DataReset.Title")} · ${t("App.Name")}`;
  }, [t]);

  const reset = async () => {
    setOutcome(null);
    try {
      const response = await resetData();
      if (response.ok && response.data) {
        // Every list the app has loaded shows the old data.
        await queryClient.invalidateQueries();
        setOutcome({ kind: "done", ...response.data });
      } else {
        setOutcome({ kind: "failed" });
      }
    } catch (error) {
      console.error(error);
      setOutcome({ kind: "failed" });
    }
  };

  return (
    <Container size="sm" py={48}>
      <Stack gap="md">
        <Title order={1} data-testid="page-title">
          {t("DataReset.Title")}
        </Title>
        <Text>{t("DataReset.Text")}</Text>
        <Text c="dimmed" size="sm">
          {t("DataReset.Kept")}
        </Text>
        <div>
          <ConfirmButton
            title={t("DataReset.ConfirmTitle")}
            message={t("DataReset.ConfirmText")}
            confirmLabel={t("DataReset.ConfirmButton")}
            testId="datareset"
            onConfirm={reset}
            trigger={(open) => (
              <Button color="red" onClick={open} data-testid="datareset-start">
                {t("DataReset.Start")}
              </Button>
            )}
          />
        </div>
        {outcome?.kind === "done" && (
          <Alert color="green" variant="light" role="status" data-testid="datareset-done">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {t("DataReset.Done", {
                  profiles: outcome.profiles,
                  applications: outcome.applications,
                  coverletters: outcome.coverletters,
                })}
              </Text>
              <Button component={Link} to="/" size="xs" variant="default">
                {t("DataReset.ToDashboard")}
              </Button>
            </Stack>
          </Alert>
        )}
        {outcome?.kind === "failed" && (
          <Alert color="red" variant="light" role="alert" data-testid="datareset-failed">
            {t("DataReset.Failed")}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
