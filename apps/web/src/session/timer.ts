import { SESSION_LIFETIME_MS } from "@jah/shared";

/** Milliseconds left of a session that started at loginTime (negative once it has run out). */
export function remainingMs(loginTime: number, now: number = Date.now()): number {
  return loginTime + SESSION_LIFETIME_MS - now;
}

/** True when the session is 59 minutes old or older. */
export function isExpired(loginTime: number, now: number = Date.now()): boolean {
  return remainingMs(loginTime, now) <= 0;
}

/**
 * Formats remaining time as mm:ss. Seconds are rounded up so a fresh session reads 59:00
 * rather than 58:59; anything at or below zero reads 00:00.
 */
export function formatRemaining(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

/** From this long before the end, a prompt offers to renew the session (issue 43). */
export const RENEW_PROMPT_MS = 5 * 60 * 1000;

/** True in the session's last five minutes, while it still runs. */
export function inRenewWindow(ms: number): boolean {
  return ms > 0 && ms <= RENEW_PROMPT_MS;
}
