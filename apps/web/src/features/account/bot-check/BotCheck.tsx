import { Button, Group, Stack, Text } from "@mantine/core";
import IconShieldCheck from "@tabler/icons-react/icons/IconShieldCheck";
import type { AltchaWidgetElement } from "altcha/types/generic";
// The widget's element in JSX (types only).
import type {} from "altcha/types/react";
import { Fragment, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LineIcon } from "../../../ui/icons.tsx";
import type { BotCheckStatus, WidgetControl } from "./bot-check-status.ts";
import { BOT_CHECK_TIMEOUT_MS } from "./use-bot-check.ts";
import { WIDGET_TEXT_KEYS } from "./widget-text-keys.ts";

/** Our server's challenge source: the widget asks no other host. */
const CHALLENGE_URL = "/api/botcheck/challenge";

/** No attribution footer (a link away), no interaction recording: the check is the work alone. */
const WIDGET_CONFIGURATION = JSON.stringify({
  hideFooter: true,
  humanInteractionSignature: false,
  // The widget's own limit (90 s by default) matches ours: a check that long is not worth waiting for.
  timeout: BOT_CHECK_TIMEOUT_MS,
});

type Props = {
  /** Each change of the widget's state, with the solution once it has one (what the API takes as `altcha`). */
  onStateChange: (state: string, payload: string | null) => void;
  /** The widget once it is there (null when it goes), so a submit can start a check. */
  onWidget: (control: WidgetControl | null) => void;
  /** Starts afresh after a failure or a timeout. */
  onRetry: () => void;
  status: BotCheckStatus;
  /** A submit waits for the check: said so, the form is sent when it is done. */
  waiting?: boolean;
  /** When to start working: as soon as a field of the form gets focus, or right away. */
  auto?: "onfocus" | "onload";
  /** Said below the widget (and to screen readers) when the server refused the solution. */
  error?: string | null;
  testId: string;
};

/**
 * The proof-of-work check on our account forms (ALTCHA): the browser solves a small puzzle from our
 * server; a person ticks "I am a human" or just fills in the form. Once solved it shows as a status,
 * not as a checkbox: unticking the widget's box threw the solution away and the next submit sent
 * nothing (issue 43). The widget is loaded on demand, so prerendered pages and the server never load it.
 */
export function BotCheck({
  onStateChange,
  onWidget,
  onRetry,
  status,
  waiting,
  auto = "onfocus",
  error,
  testId,
}: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith("de") ? "de" : "en";
  const [loaded, setLoaded] = useState<string | null>(null);
  const hintId = useId();
  const changed = useRef(onStateChange);
  changed.current = onStateChange;
  const registered = useRef(onWidget);
  registered.current = onWidget;

  useEffect(() => {
    let alive = true;
    import("./altcha-setup.ts")
      .then(({ setWidgetTexts }) => {
        setWidgetTexts(
          language,
          Object.fromEntries(WIDGET_TEXT_KEYS.map((key) => [key, t(`BotCheck.Widget.${key}`)])),
        );
        if (alive) setLoaded(language);
      })
      // Without the widget the form still says what is missing when it is sent.
      .catch((error: unknown) => console.error(error));
    return () => {
      alive = false;
    };
  }, [language, t]);

  // A ref callback: the widget element appears only after the lazy load; React 19 runs the cleanup.
  const listen = useCallback((element: AltchaWidgetElement | null) => {
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      changed.current(state, payload);
    };
    element.addEventListener("statechange", listener);
    registered.current({ verify: () => element.verify(), reset: () => element.reset() });
    return () => {
      element.removeEventListener("statechange", listener);
      registered.current(null);
    };
  }, []);

  const solved = status === "solved";
  const failed = status === "failed" || status === "timedout";

  return (
    <Stack gap={4} data-testid={testId} data-status={status}>
      {loaded && !failed && (
        // Once solved the widget stays (it notices when the solution expires) but can be neither seen
        // nor clicked. A new widget per language: it reads its texts when it starts.
        <div hidden={solved} inert={solved}>
          <Fragment key={loaded}>
            <altcha-widget
              ref={listen}
              challenge={CHALLENGE_URL}
              language={loaded}
              auto={auto}
              configuration={WIDGET_CONFIGURATION}
              aria-describedby={hintId}
            />
          </Fragment>
        </div>
      )}
      {solved && (
        <Group gap={6} wrap="nowrap" role="status" data-testid={`${testId}-solved`}>
          <LineIcon icon={IconShieldCheck} color="var(--mantine-color-green-8)" />
          <Text size="sm">{t("BotCheck.Solved")}</Text>
        </Group>
      )}
      {failed && (
        <Stack gap={6} align="flex-start" data-testid={`${testId}-failed`}>
          <Text c="red.7" size="sm" role="alert">
            {t(status === "timedout" ? "BotCheck.TimedOut" : "BotCheck.Failed")}
          </Text>
          <Button variant="default" size="xs" onClick={onRetry} data-testid={`${testId}-retry`}>
            {t("BotCheck.Retry")}
          </Button>
        </Stack>
      )}
      {waiting && !failed && (
        <Text size="sm" role="status" data-testid={`${testId}-waiting`}>
          {t("BotCheck.Waiting")}
        </Text>
      )}
      <Text id={hintId} size="xs" c="dimmed">
        {t("BotCheck.Hint")}
      </Text>
      {error && (
        <Text c="red.7" size="sm" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Text>
      )}
    </Stack>
  );
}
