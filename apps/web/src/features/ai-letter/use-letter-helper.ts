import type { AiLetterRequest, AiLetterResult, AiStatus } from "@jah/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import {
  AiCallError,
  type AiFailure,
  aiKeys,
  fetchAiStatus,
  giveAiConsent,
  streamLetterHelp,
} from "./api.ts";
import type { LetterForm } from "./letter-form.ts";
import { allItemKeys, applyItems, type LetterReview, planReview } from "./letter-review.ts";

/** The options dialog's choices; language "auto" leaves it to the server (the ad's language). */
export type HelperOptions = {
  language: "auto" | "de" | "en";
  formality: "formal" | "informal";
  length: "short" | "standard";
  tone: string;
};

/** What the dialog shows: loading the status, why AI is unavailable, the consent, or the options. */
export type HelperDialog =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "unavailable" }
  | { kind: "consent"; status: AiStatus; error?: AiFailure; busy?: boolean }
  | { kind: "options"; status: AiStatus }
  | null;

/** A review of the suggestion: the decisions so far and the text the helper last wrote. */
export type ReviewRun = {
  phase: "review";
  result: AiLetterResult;
  review: LetterReview;
  accepted: Set<string>;
  rejected: Set<string>;
  written: string;
};

/** One decision on one review item; undo makes it open again. */
export type ItemDecision = "accept" | "reject" | "undo";

export type HelperRun =
  | { phase: "streaming"; text: string }
  | ReviewRun
  | { phase: "error"; code: AiFailure }
  | null;

type Snapshot = { text: string; subject: string };

/**
 * The AI letter helper's flow on a mail form: status, consent, options, the streamed suggestion and
 * the review. The form's text changes only when the user accepts; the text before is kept to restore.
 */
export function useLetterHelper({
  form,
  applicationId,
  profileId,
}: {
  form: LetterForm;
  applicationId: number;
  profileId: number | null;
}) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<HelperDialog>(null);
  const [run, setRun] = useState<HelperRun>(null);
  const [before, setBefore] = useState<Snapshot | null>(null);
  const [options, setOptions] = useState<HelperOptions>({
    language: "auto",
    formality: "formal",
    length: "standard",
    tone: "",
  });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const open = async () => {
    setDialog({ kind: "loading" });
    try {
      const status = await queryClient.fetchQuery({
        queryKey: aiKeys.status,
        queryFn: ({ signal }) => fetchAiStatus(signal),
        staleTime: 0,
      });
      if (!status.configured) setDialog({ kind: "unavailable" });
      else if (!status.consented) setDialog({ kind: "consent", status });
      else setDialog({ kind: "options", status });
    } catch {
      setDialog({ kind: "failed" });
    }
  };

  const agree = async (status: AiStatus) => {
    setDialog({ kind: "consent", status, busy: true });
    try {
      const next = await giveAiConsent(status.provider_host ?? "");
      queryClient.setQueryData(aiKeys.status, next);
      setDialog({ kind: "options", status: next });
    } catch (error) {
      const code = error instanceof AiCallError ? error.code : "NETWORK";
      // The provider changed meanwhile: show the new one before asking again.
      const fresh = await fetchAiStatus().catch(() => status);
      setDialog({ kind: "consent", status: fresh, error: code });
    }
  };

  const start = async () => {
    if (profileId === null) return;
    setDialog(null);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const base = form.getValues().mail_text;
    const request: AiLetterRequest = {
      application_id: applicationId,
      profile_id: profileId,
      letter: base,
      options: {
        ...(options.language === "auto" ? {} : { language: options.language }),
        formality: options.formality,
        length: options.length,
        ...(options.tone.trim() ? { tone: options.tone.trim() } : {}),
      },
    };
    setRun({ phase: "streaming", text: "" });
    try {
      const result = await streamLetterHelp(
        request,
        (text) => setRun((now) => (now?.phase === "streaming" ? { ...now, text: now.text + text } : now)),
        controller.signal,
      );
      const review = planReview(base, result);
      setRun({ phase: "review", result, review, accepted: new Set(), rejected: new Set(), written: base });
    } catch (error) {
      if (controller.signal.aborted) return;
      const code = error instanceof AiCallError ? error.code : "UNKNOWN";
      if (code === "AI_CONSENT_REQUIRED" || code === "AI_PROVIDER_CHANGED") {
        void queryClient.invalidateQueries({ queryKey: aiKeys.status });
      }
      setRun({ phase: "error", code });
    }
  };

  const stop = () => {
    abort.current?.abort();
    setRun(null);
  };

  /** Remembers the text and subject before the first accepted change of a run. */
  const keepBefore = (text: string) =>
    setBefore((now) => now ?? { text, subject: form.getValues().mail_subject });

  const decide = (current: ReviewRun, accepted: Set<string>) => {
    const text = applyItems(current.review, accepted);
    keepBefore(current.review.base);
    form.setFieldValue("mail_text", text);
    setRun({ ...current, accepted, written: text });
  };

  const setItem = (current: ReviewRun, key: string, decision: ItemDecision) => {
    const accepted = new Set(current.accepted);
    const rejected = new Set(current.rejected);
    accepted.delete(key);
    rejected.delete(key);
    if (decision === "accept") accepted.add(key);
    if (decision === "reject") rejected.add(key);
    decide({ ...current, rejected }, accepted);
  };

  const acceptAll = (current: ReviewRun) => {
    decide(current, allItemKeys(current.review));
    setRun(null);
  };

  const applySubject = (current: ReviewRun) => {
    if (!current.result.subject) return;
    keepBefore(current.review.base);
    form.setFieldValue("mail_subject", current.result.subject);
  };

  const restore = () => {
    if (!before) return;
    form.setFieldValue("mail_text", before.text);
    form.setFieldValue("mail_subject", before.subject);
    setBefore(null);
    // An open review of the same text starts over; one made on a later text no longer fits.
    setRun((now) =>
      now?.phase !== "review"
        ? now
        : now.review.base === before.text
          ? { ...now, accepted: new Set(), rejected: new Set(), written: before.text }
          : null,
    );
  };

  return {
    dialog,
    closeDialog: () => setDialog(null),
    run,
    closeRun: () => setRun(null),
    options,
    setOptions,
    canRestore: before !== null,
    open,
    agree,
    start,
    stop,
    setItem,
    acceptAll,
    applySubject,
    restore,
  };
}
