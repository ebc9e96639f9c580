import { postLogout, postTokenAvailable } from "./messages.ts";
import { navigateTo } from "./navigation.ts";
import {
  readRememberedSession,
  readStoredSession,
  removeStoredSession,
  type StoredSession,
  writeStoredSession,
} from "./storage.ts";
import { isExpired } from "./timer.ts";

/**
 * The session rules of spec section 4: saving announces the token, every read checks the
 * 59-minute expiry. React components follow changes through subscribeSession.
 */
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls listener after every change of the stored session; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores a new session, announces it with TOKEN_AVAILABLE and returns it. */
export function saveSession(
  token: string,
  localId: string,
  remember: boolean,
  now = Date.now(),
): StoredSession {
  const session = { token, localId, loginTime: now };
  writeStoredSession(session, remember);
  postTokenAvailable(token, localId, now);
  notify();
  return session;
}

/** Ends an expired session: LOGOUT message, storage cleared, back to the start page. */
export function expireSession(): void {
  postLogout();
  removeStoredSession();
  notify();
  navigateTo("/");
}

/** Reads the session; an expired one is ended on the spot and reads as null. */
export function readSession(now = Date.now()): StoredSession | null {
  const session = readStoredSession();
  if (!session) return null;
  if (isExpired(session.loginTime, now)) {
    expireSession();
    return null;
  }
  return session;
}

/** Forgets the session in this tab and the remembered copy, without navigating. */
export function clearSession(): void {
  removeStoredSession();
  notify();
}

/** 422 handling: the address is unverified, so token and localId must go (spec section 8). */
export function dropUnverifiedSession(): void {
  // loginTime and the remembered copy go as well: left behind, the copy would restore the same
  // unverified session on the next page load.
  clearSession();
}

/** On page load: a tab without a session takes over a remembered, still valid one. */
export function restoreRememberedSession(now = Date.now()): void {
  if (readStoredSession()) return;
  const remembered = readRememberedSession();
  if (!remembered) return;
  if (isExpired(remembered.loginTime, now)) {
    clearSession();
    return;
  }
  writeStoredSession(remembered, true);
  // This tab's extension instance has not heard of the token yet.
  postTokenAvailable(remembered.token, remembered.localId, remembered.loginTime);
  notify();
}

/** The raw stored token for rendering; the expiry check belongs to readSession (API calls, page changes). */
export function getTokenSnapshot(): string | null {
  return readStoredSession()?.token ?? null;
}

/**
 * Page start, before anything renders: a remembered session is taken over, an expired one is
 * ended. The router is not there yet, so "go to /" rewrites the address instead of navigating.
 */
export function startSession(now = Date.now()): void {
  restoreRememberedSession(now);
  const session = readStoredSession();
  if (!session || !isExpired(session.loginTime, now)) return;
  postLogout();
  removeStoredSession();
  window.history.replaceState(null, "", "/");
}
