/**
 * Local drafts of typed text (issue 43): what a user typed into a form is kept in localStorage until
 * it is saved, so an ended session, a reload or a closed dialog does not lose it. One entry per user
 * and record, `draft:<userId>:<scope>`; entries older than a week are dropped when read.
 * Never store passwords or other secrets here: localStorage outlives the session.
 */
export const DRAFT_PREFIX = "draft:";
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A stored draft: the form's value and when it was last written. */
export interface StoredDraft<T> {
  savedAt: number;
  value: T;
}

/** The storage key of one form's draft for one user, e.g. draft:u1:coverletter:new. */
export function draftKey(userId: string, scope: string): string {
  return `${DRAFT_PREFIX}${userId}:${scope}`;
}

/** The draft under key, or null when there is none, it cannot be read or it is too old (then it goes). */
export function readDraft<T>(key: string, now = Date.now()): StoredDraft<T> | null {
  let parsed: Partial<StoredDraft<T>> | null = null;
  try {
    parsed = JSON.parse(localStorage.getItem(key) ?? "null") as Partial<StoredDraft<T>> | null;
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed.savedAt !== "number" || !("value" in parsed)) {
    removeDraft(key);
    return null;
  }
  if (now - parsed.savedAt > DRAFT_MAX_AGE_MS) {
    removeDraft(key);
    return null;
  }
  return { savedAt: parsed.savedAt, value: parsed.value as T };
}

/** Writes a draft; a full or blocked storage only costs the draft, never the form. */
export function writeDraft(key: string, value: unknown, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now, value }));
  } catch (error) {
    console.warn("The draft could not be kept", error);
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage blocked: there is nothing to remove either.
  }
}

/** Every draft key in localStorage (copied first: removing while iterating shifts the indexes). */
function draftKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Drops every draft older than a week, of any user (a shared browser keeps no old letters). */
export function dropOldDrafts(now = Date.now()): void {
  try {
    for (const key of draftKeys()) readDraft(key, now);
  } catch {
    // Storage blocked: nothing kept, nothing to drop.
  }
}

/** Drops all drafts of one user: an explicit logout leaves no typed text behind on a shared browser. */
export function removeUserDrafts(userId: string): void {
  if (!userId) return;
  try {
    for (const key of draftKeys()) if (key.startsWith(draftKey(userId, ""))) removeDraft(key);
  } catch {
    // Storage blocked: nothing to remove.
  }
}
