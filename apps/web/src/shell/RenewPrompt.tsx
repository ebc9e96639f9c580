import { Affix, Button, Group, Paper, Text } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { renewDemo, useDemoStatus } from "../features/demo/index.ts";
import { saveSession } from "../session/session.ts";
import { isRemembered } from "../session/storage.ts";
import { formatRemaining, inRenewWindow } from "../session/timer.ts";
import classes from "./SessionTimer.module.css";

/** Which session window's prompt the user dismissed (by its login time), so a reload does not bring it back. */
const DISMISSED_KEY = "renewPromptDismissed";

/**
 * The session's last five minutes (issue 43): a prompt at the top, not over the page, offers
 * to renew. A demo account renews on the spot, as its renew dialog does, without a reload, so
 * nothing typed is lost; everyone else renews by signing in again, in the renew dialog
 * (the server renews no other session without the password). Once dismissed, it stays away
 * until the next session.
 */
export function RenewPrompt({
  loginTime,
  left,
  onOpenDialog,
}: {
  loginTime: number;
  left: number;
  onOpenDialog: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const demo = useDemoStatus().data?.demo === true;
  const [dismissedFor, setDismissedFor] = useState(() => sessionStorage.getItem(DISMISSED_KEY));
  const dismissed = dismissedFor === String(loginTime);
  const [state, setState] = useState<"idle" | "working" | "error">("idle");
  if (!inRenewWindow(left) || dismissed) return null;

  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, String(loginTime));
    setDismissedFor(String(loginTime));
  };

  const renew = async () => {
    if (!demo) return onOpenDialog();
    setState("working");
    try {
      const renewed = await renewDemo();
      // Already ended: the dialog says so and links to a new demo.
      if (!renewed) return onOpenDialog();
      saveSession(renewed.token, renewed.user.id, isRemembered());
      setState("idle");
    } catch (error) {
      console.error(error);
      setState("error");
    }
  };

  return (
    // Top centre, over the header's empty middle: a corner would cover a dialog's Save or Next button.
    <Affix position={{ top: 8, left: "50%" }} zIndex={250} className={classes.promptAffix}>
      <Paper
        className={classes.prompt}
        withBorder
        shadow="md"
        radius="lg"
        p="md"
        role="region"
        aria-labelledby={titleId}
        data-testid="renew-prompt"
      >
        {/* Announced once when the prompt appears; the ticking time below is not. */}
        <Text fw={700} id={titleId} aria-live="polite">
          {t("Session.Prompt.Title")}
        </Text>
        <Text size="sm" mt={4}>
          {t("Session.Prompt.Text", { time: formatRemaining(left) })}
        </Text>
        {state === "error" && (
          <Text size="sm" c="red.8" mt={4} role="alert">
            {t("Session.Prompt.Error")}
          </Text>
        )}
        <Group gap="sm" mt="sm" justify="flex-end">
          <Button variant="default" size="xs" onClick={dismiss} data-testid="renew-prompt-dismiss">
            {t("Session.Prompt.Later")}
          </Button>
          <Button size="xs" onClick={renew} loading={state === "working"} data-testid="renew-prompt-renew">
            {t("Session.RenewSubmit")}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
