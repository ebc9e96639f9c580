import { createHmac, timingSafeEqual } from "node:crypto";

// A purpose prefix, so this MAC can never stand in for another one made with the same secret.
const PURPOSE = "job-alert-unsubscribe";

/** The unsubscribe token of one alert: an HMAC of its id, so the link works without signing in. */
export function unsubscribeToken(secret: string, alertId: number): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${alertId}`).digest("base64url");
}

/** Whether `token` is the alert's; compared in constant time. */
export function tokenMatches(secret: string, alertId: number, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, alertId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The one-click unsubscribe link of an alert (GET asks, POST unsubscribes: RFC 8058). */
export function unsubscribeUrl(appUrl: string, secret: string, alertId: number): string {
  return `${appUrl}/api/job-alerts/unsubscribe?alert=${alertId}&token=${unsubscribeToken(secret, alertId)}`;
}
