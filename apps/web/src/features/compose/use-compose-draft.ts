import type { UseFormReturnType } from "@mantine/form";
import { type RefObject, useEffect, useState } from "react";
import { useLocalDraft } from "../../session/use-local-draft.ts";
import type { MailFormValues } from "./MailFields.tsx";
import type { TitleChoice } from "./ProfileTitlePanel.tsx";

/** What the wizard keeps of a mail while it is written: the mail's fields and the CV title choice. */
export interface ComposeDraft {
  mail: MailFormValues;
  title: TitleChoice;
}

/**
 * The compose wizard's local draft (issue 43), one per application. Only text the user typed counts
 * (`markTyped` from the mail step's input events): a letter filled in from a template is no draft.
 * While there is typed text, closing the wizard asks first (`guard` answers true when it asked).
 */
export function useComposeDraft({
  applicationId,
  form,
  title,
  setTitle,
  guard,
}: {
  applicationId: number | null;
  form: UseFormReturnType<MailFormValues>;
  title: TitleChoice;
  setTitle: (title: TitleChoice) => void;
  guard: RefObject<(() => boolean) | null>;
}) {
  const [typed, setTyped] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const draft = useLocalDraft<ComposeDraft>(
    applicationId === null ? null : `compose:${applicationId}`,
    { mail: form.values, title },
    {
      changed: typed,
      apply: (saved) => {
        form.setValues({ ...form.getValues(), ...saved.mail });
        setTitle(saved.title);
        setTyped(true);
      },
    },
  );

  // The wizard's close (icon, Escape, Cancel) asks while there is typed text.
  useEffect(() => {
    guard.current = () => {
      if (!typed) return false;
      setConfirming(true);
      return true;
    };
    return () => {
      guard.current = null;
    };
  }, [guard, typed]);

  return {
    draft,
    confirming,
    markTyped: () => setTyped(true),
    /** Another job: its mail starts empty, so nothing is typed yet. */
    restart: () => setTyped(false),
    /** Back to writing from the question. */
    back: () => setConfirming(false),
    /** Sent (or handed to the mail program): the draft has done its job. */
    finish: () => {
      draft.clear();
      setTyped(false);
    },
  };
}
