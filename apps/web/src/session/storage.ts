import { LOCAL_ID_KEY, LOGIN_TIME_KEY, REMEMBERED_KEY, TOKEN_KEY } from "./keys.ts";

/** A signed-in session as the browser keeps it (spec section 3). */
export interface StoredSession {
  token: string;
  localId: string;
  /** Milliseconds since the epoch when the user signed in. */
  loginTime: number;
}

function parseJsonText(text: string | null): string | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "string" && value !== "" ? value : null;
  } catch {
    return null;
  }
}

/** Reads the session from sessionStorage as stored, without judging its age. */
export function readStoredSession(): StoredSession | null {
  const token = parseJsonText(sessionStorage.getItem(TOKEN_KEY));
  if (!token) return null;
  const localId = parseJsonText(sessionStorage.getItem(LOCAL_ID_KEY)) ?? "";
  // A token without a readable login time cannot be aged, so it counts as infinitely old.
  const loginTime = Number(sessionStorage.getItem(LOGIN_TIME_KEY) ?? Number.NaN);
  return { token, localId, loginTime: Number.isFinite(loginTime) ? loginTime : 0 };
}

/** Writes the session in the spec's format: token and localId as JSON text, loginTime as digits. */
export function writeStoredSession(session: StoredSession, remember: boolean): void {
  sessionStorage.setItem(TOKEN_KEY, JSON.stringify(session.token));
  sessionStorage.setItem(LOCAL_ID_KEY, JSON.stringify(session.localId));
  sessionStorage.setItem(LOGIN_TIME_KEY, String(session.loginTime));
  if (remember) localStorage.setItem(REMEMBERED_KEY, JSON.stringify(session));
  else localStorage.removeItem(REMEMBERED_KEY);
}

/** Reads the remembered copy kept in localStorage for other tabs. */
export function readRememberedSession(): StoredSession | null {
  try {
    const value = JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? "null") as Partial<StoredSession> | null;
    if (!value || typeof value.token !== "string" || typeof value.loginTime !== "number") return null;
    return { token: value.token, localId: String(value.localId ?? ""), loginTime: value.loginTime };
  } catch {
    return null;
  }
}

/** True when a remembered copy exists (the user ticked remember-me). */
export function isRemembered(): boolean {
  return localStorage.getItem(REMEMBERED_KEY) !== null;
}

/** Removes token, localId and loginTime from sessionStorage and the remembered copy. */
export function removeStoredSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(LOCAL_ID_KEY);
  sessionStorage.removeItem(LOGIN_TIME_KEY);
  localStorage.removeItem(REMEMBERED_KEY);
}
