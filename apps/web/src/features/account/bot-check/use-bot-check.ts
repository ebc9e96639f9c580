import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BotCheckStatus, WidgetControl } from "./bot-check-status.ts";

/**
 * How long a check may run before the form says so and offers a retry (issue 43: it once stayed at
 * "Wird geprüft …" for over a minute). The puzzle takes a second or two on a phone.
 */
export const BOT_CHECK_TIMEOUT_MS = 20_000;

type Outcome = "solved" | "failed";

/**
 * A form's bot-check state: the widget's status, the solution, the message to show, and a fresh widget
 * after each use (a solution works once). `take()` hands the solution to a submit: it waits for a
 * running check (or starts one), so a submit during the check is sent once, when the check is done.
 */
export function useBotCheck(auto: "onfocus" | "onload" = "onfocus") {
  const { t } = useTranslation();
  const [status, setStatus] = useState<BotCheckStatus>("idle");
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  // After a retry the new widget starts at once rather than waiting for a field's focus.
  const [startNow, setStartNow] = useState(false);
  const solution = useRef<string | null>(null);
  const widget = useRef<WidgetControl | null>(null);
  const startWhenReady = useRef(false);
  const waiters = useRef<((outcome: Outcome) => void)[]>([]);
  // After a timeout the widget's late word (it stops its work asynchronously) is not listened to.
  const timedOut = useRef(false);

  const settle = useCallback((outcome: Outcome) => {
    const pending = waiters.current;
    waiters.current = [];
    for (const resolve of pending) resolve(outcome);
  }, []);

  const onStateChange = useCallback(
    (state: string, payload: string | null) => {
      if (timedOut.current) return;
      if (state === "verified" && payload) {
        solution.current = payload;
        setStatus("solved");
        setError(null);
        settle("solved");
      } else if (state === "verifying") {
        solution.current = null;
        setStatus("running");
      } else if (state === "error") {
        solution.current = null;
        setStatus("failed");
        settle("failed");
      } else {
        // unverified, expired: a new check starts with the next focus or submit.
        solution.current = null;
        setStatus("idle");
      }
    },
    [settle],
  );

  const onWidget = useCallback((control: WidgetControl | null) => {
    widget.current = control;
    if (control && startWhenReady.current) {
      startWhenReady.current = false;
      void control.verify();
    }
  }, []);

  // A check (or a submit waiting for one) that takes too long ends with a message and a retry.
  const running = status === "running" || waiting;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round is a new check with its own time.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      timedOut.current = true;
      widget.current?.reset();
      solution.current = null;
      setStatus("timedout");
      settle("failed");
    }, BOT_CHECK_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [running, round, settle]);

  /** Starts afresh: a new widget that starts working at once. */
  const retry = useCallback(() => {
    timedOut.current = false;
    solution.current = null;
    setStatus("idle");
    setError(null);
    setStartNow(true);
    setRound((r) => r + 1);
  }, []);

  /** Hands the solution on once and gives the form a fresh widget for the next submit. */
  const consume = (): string | null => {
    const value = solution.current;
    solution.current = null;
    setStatus("idle");
    setStartNow(false);
    setRound((r) => r + 1);
    return value;
  };

  /**
   * The solution for this submit, waiting for a check that is still running (and starting one that
   * has not started); null when the check failed (its message is shown) or when another submit is
   * already waiting (that one sends the form, so the form goes out once).
   */
  const take = async (): Promise<string | null> => {
    if (waiters.current.length > 0) return null;
    if (status === "solved" && solution.current) return consume();
    const outcome = new Promise<Outcome>((resolve) => waiters.current.push(resolve));
    // After a failure a submit tries once more (the new widget starts by itself).
    if (status === "failed" || status === "timedout") retry();
    else if (status === "idle") {
      if (widget.current) void widget.current.verify();
      else startWhenReady.current = true;
    }
    setWaiting(true);
    const result = await outcome;
    setWaiting(false);
    return result === "solved" ? consume() : null;
  };

  /** The server did not accept the solution (expired, used): ask for a new one. */
  const refused = () => setError(t("BotCheck.Refused"));

  return {
    take,
    refused,
    round,
    /** A submit is waiting for the check: the form shows itself busy. */
    waiting,
    widgetProps: {
      onStateChange,
      onWidget,
      onRetry: retry,
      status,
      waiting,
      error,
      auto: startNow ? ("onload" as const) : auto,
    },
  };
}
