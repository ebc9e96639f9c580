import { Button, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAppConfig } from "../../api/use-app-config.ts";
import { saveSession } from "../../session/session.ts";
import { DemoStartError, startDemo } from "./start-demo.ts";

/**
 * Try the demo (DEMO_MODE=1): one click starts a demo account filled with sample data and opens
 * the dashboard. An island on the prerendered landing page: the page is built without knowing the
 * mode, so the button appears once the installation's config says so (nothing on other systems).
 */
export function DemoStartButton() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const config = useAppConfig();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (config.data?.demoMode !== true) return null;

  const start = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const started = await startDemo(i18n.resolvedLanguage);
      // Not remembered: a demo account belongs to this tab's visit.
      saveSession(started.token, started.user.id, false);
      navigate("/");
    } catch (error) {
      console.error(error);
      setProblem(t(error instanceof DemoStartError && error.status === 429 ? "Demo.TooMany" : "Demo.Failed"));
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="lg"
        radius="xl"
        variant="white"
        color="navy"
        loading={busy}
        onClick={start}
        data-testid="demo-start"
      >
        {t("Demo.Start")}
      </Button>
      {busy && (
        <Text size="sm" role="status" c="white">
          {t("Demo.Starting")}
        </Text>
      )}
      {problem && (
        <Text size="sm" role="alert" c="white" fw={600} data-testid="demo-start-error">
          {problem}
        </Text>
      )}
    </>
  );
}
