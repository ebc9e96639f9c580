import { MESSAGES } from "@jah/shared";
import { useState } from "react";
import { useValidationText } from "../i18n/validation.ts";

/**
 * One required text and its save (a note, a job's task): an empty text is refused before any call,
 * and a new entry's text empties once the server took it, ready for the next one.
 */
export function useTextEntry(initial: string, save: (value: string) => Promise<boolean>) {
  const tv = useValidationText();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!value.trim()) {
      setError(MESSAGES.required);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      if ((await save(value.trim())) && !initial) setValue("");
    } finally {
      setBusy(false);
    }
  };
  return { value, setValue, error: tv(error), busy, submit };
}
