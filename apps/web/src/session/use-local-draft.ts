import { useCallback, useEffect, useRef, useState } from "react";
import {
  draftKey,
  dropOldDrafts,
  readDraft,
  removeDraft,
  type StoredDraft,
  writeDraft,
} from "./local-draft.ts";
import { useSessionUserId } from "./use-session.ts";

/** How long typing rests before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 500;

export interface LocalDraftOptions<T> {
  /** True while the form holds text the user typed and has not saved; only then is a draft kept. */
  changed: boolean;
  /** Puts a restored draft's value into the form. */
  apply: (value: T) => void;
}

export interface LocalDraft<T> {
  /** A draft from an earlier visit, offered until the user restores or discards it. */
  offer: StoredDraft<T> | null;
  restore: () => void;
  discard: () => void;
  /** After a successful save or send: the draft is gone and nothing pending is written. */
  clear: () => void;
}

let sweptOld = false;

/**
 * Keeps a form's typed text as a local draft of the signed-in user (see local-draft.ts): written
 * DRAFT_SAVE_DELAY_MS after typing rests, and at once when the form unmounts or the page goes (a
 * reload after renewing the session, the session ending). When the form opens again, the stored
 * draft is offered back. `scope` names the form and record ("coverletter:12", "coverletter:new");
 * null keeps nothing. The value must be plain JSON and never hold a password or other secret.
 */
export function useLocalDraft<T>(
  scope: string | null,
  value: T,
  options: LocalDraftOptions<T>,
): LocalDraft<T> {
  const userId = useSessionUserId();
  const key = userId && scope ? draftKey(userId, scope) : null;
  const json = JSON.stringify(value);
  const { changed } = options;
  const applyRef = useRef(options.apply);
  applyRef.current = options.apply;
  const latest = useRef({ changed, json });
  latest.current = { changed, json };

  const [offer, setOffer] = useState<StoredDraft<T> | null>(null);
  const offerRef = useRef<StoredDraft<T> | null>(null);
  const pending = useRef<{ key: string; json: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const showOffer = useCallback((next: StoredDraft<T> | null) => {
    offerRef.current = next;
    setOffer(next);
  }, []);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const write = pending.current;
    pending.current = null;
    if (write) writeDraft(write.key, JSON.parse(write.json));
  }, []);

  // Opening the form (or another record in it): a stored draft is offered, unless it is what the form already holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per key, against the value the form opened with
  useEffect(() => {
    if (!sweptOld) {
      sweptOld = true;
      dropOldDrafts();
    }
    if (!key) return showOffer(null);
    const stored = readDraft<T>(key);
    if (stored && JSON.stringify(stored.value) === json) {
      removeDraft(key);
      return showOffer(null);
    }
    showOffer(stored);
  }, [key, showOffer]);

  // Typing: the draft is written once typing rests; unchanged text leaves no draft (unless one is still offered).
  useEffect(() => {
    if (!key) return;
    if (pending.current && pending.current.key !== key) flush();
    if (!changed) {
      pending.current = null;
      window.clearTimeout(timer.current);
      if (!offerRef.current) removeDraft(key);
      return;
    }
    pending.current = { key, json };
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  }, [key, json, changed, flush]);

  // Closing the form or leaving the page writes what is still pending.
  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  const restore = useCallback(() => {
    const stored = offerRef.current;
    showOffer(null);
    if (stored) applyRef.current(stored.value);
  }, [showOffer]);

  // Discarding the old draft keeps what the user has typed since (it is the draft now).
  const discard = useCallback(() => {
    showOffer(null);
    if (!key || pending.current) return;
    if (latest.current.changed) writeDraft(key, JSON.parse(latest.current.json));
    else removeDraft(key);
  }, [key, showOffer]);

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    showOffer(null);
    if (key) removeDraft(key);
  }, [key, showOffer]);

  return { offer, restore, discard, clear };
}
