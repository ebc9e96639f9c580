import { Stack, Text } from "@mantine/core";
// The widget's element in JSX (types only).
import type {} from "altcha/types/react";
import { Fragment, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { WIDGET_TEXT_KEYS } from "./widget-text-keys.ts";

/** Our server's challenge source: the widget asks no other host. */
const CHALLENGE_URL = "/api/botcheck/challenge";

/** No attribution footer (a link away), no interaction recording: the check is the work alone. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, humanInteractionSignature: false });

type Props = {
  /** The solution once the widget has one (what the API takes as `altcha`), null before and after. */
  onChange: (solution: string | null) => void;
  /** When to start working: as soon as a field of the form gets focus, or right away. */
  auto?: "onfocus" | "onload";
  /** Said below the widget (and to screen readers) when a submit lacked a solution or it was refused. */
  error?: string | null;
  testId: string;
};

/**
 * The proof-of-work check on our account forms (ALTCHA): the browser solves a small puzzle from our
 * server; a person ticks "I am a human" or just fills in the form. The widget is loaded on demand,
 * so prerendered pages and the server never load it. Remount it (a new `key`) to start afresh.
 */
export function BotCheck({ onChange, auto = "onfocus", error, testId }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith("de") ? "de" : "en";
  const [loaded, setLoaded] = useState<string | null>(null);
  const hintId = useId();
  const changed = useRef(onChange);
  changed.current = onChange;

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
  const listen = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      changed.current(state === "verified" && payload ? payload : null);
    };
    element.addEventListener("statechange", listener);
    return () => element.removeEventListener("statechange", listener);
  }, []);

  return (
    <Stack gap={4} data-testid={testId}>
      {loaded && (
        // A new widget per language: it reads its texts when it starts.
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
