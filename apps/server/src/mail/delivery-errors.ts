/** A failure that a later try cannot fix (no account, a deleted attachment): the mail fails at once. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentDeliveryError";
  }
}

/** Failed logins are retried this many times in all (a provider's hiccup), then the mail fails. */
export const AUTH_ATTEMPTS = 3;

type SmtpError = { code?: string; responseCode?: number; message?: string };

/**
 * Whether a failed send may succeed later. The server refusing with 5xx is final; 4xx, a refused or
 * dropped connection, a timeout or a name that did not resolve are temporary; a failed login is
 * retried a few times, then final.
 */
export function isPermanent(error: unknown, attempts: number): boolean {
  if (error instanceof PermanentDeliveryError) return true;
  const e = (error ?? {}) as SmtpError;
  if (e.code === "EAUTH" || e.code === "ENOGMAIL" || e.code === "EADDRESS") {
    return e.code !== "EAUTH" || attempts >= AUTH_ATTEMPTS;
  }
  if (typeof e.responseCode === "number") return e.responseCode >= 500;
  return false;
}

/** What the user reads about a failure: the server's own answer, without any credential. */
export function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

/** Delays between tries: 30 s, 1, 2, 5, 10, 30 minutes, 1 and 2 hours; then the mail has failed. */
const RETRY_DELAYS_MS = [30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 3_600_000, 7_200_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The wait before the next try after `attempts` tries. */
export function userMailRetryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0]!;
}
