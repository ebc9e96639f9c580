import { Anchor, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AuthResult } from "../../api/identity.ts";
import { StatusLine } from "../../ui/StatusLine.tsx";
import { renewDemo } from "./api.ts";

/**
 * The renew dialog's body for a demo account: its password is random and never shown, so instead of
 * asking for it, one click trades the running session for a fresh one.
 */
export function DemoRenew({ onRenewed }: { onRenewed: (result: AuthResult) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<"idle" | "working" | "ended" | "error">("idle");

  const renew = async () => {
    setState("working");
    try {
      const renewed = await renewDemo();
      if (renewed) onRenewed(renewed);
      else setState("ended");
    } catch (error) {
      console.error(error);
      setState("error");
    }
  };

  if (state === "ended")
    return (
      <Stack gap="md">
        <StatusLine tone="error" testId="renew-status">
          {t("Session.DemoRenewEnded")}
        </StatusLine>
        <Anchor href="/">{t("Session.DemoRenewHome")}</Anchor>
      </Stack>
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("Session.DemoRenewText")}
      </Text>
      <Button onClick={renew} loading={state === "working"} data-autofocus data-testid="demo-renew">
        {t("Session.DemoRenewSubmit")}
      </Button>
      {state === "error" && (
        <StatusLine tone="error" testId="renew-status">
          {t("Login.Messages.Error")}
        </StatusLine>
      )}
    </Stack>
  );
}
