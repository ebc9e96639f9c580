import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * A form's bot-check state: the current solution, the message to show, and a fresh widget after each
 * use (a solution works once). `take()` hands the solution to a submit, or says it is missing.
 */
export function useBotCheck(auto: "onfocus" | "onload" = "onfocus") {
  const { t } = useTranslation();
  const [solution, setSolution] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const onChange = useCallback((value: string | null) => {
    setSolution(value);
    if (value) setError(null);
  }, []);

  /** The solution for this submit (the widget starts afresh), or null with the "please confirm" text. */
  const take = (): string | null => {
    if (!solution) {
      setError(t("BotCheck.Required"));
      return null;
    }
    setSolution(null);
    setRound((r) => r + 1);
    return solution;
  };

  /** The server did not accept the solution (expired, used): ask for a new one. */
  const refused = () => setError(t("BotCheck.Refused"));

  return { take, refused, round, widgetProps: { onChange, error, auto } };
}
