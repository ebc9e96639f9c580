import { useSyncExternalStore } from "react";
import { getTokenSnapshot, subscribeSession } from "./session.ts";
import { readStoredSession } from "./storage.ts";

/** The stored session token (null for visitors); re-renders when the session changes. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSession, getTokenSnapshot, () => null);
}

const getLoginTime = () => readStoredSession()?.loginTime ?? null;

/** The stored login time in ms (null for visitors); re-renders when the session changes. */
export function useLoginTime(): number | null {
  return useSyncExternalStore(subscribeSession, getLoginTime, () => null);
}

const getLocalId = () => readStoredSession()?.localId || null;

/** The signed-in user's id (the session's localId; null for visitors); re-renders when the session changes. */
export function useSessionUserId(): string | null {
  return useSyncExternalStore(subscribeSession, getLocalId, () => null);
}
