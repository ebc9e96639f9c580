// The authenticator app's arithmetic lives once, in the server tests' support; journeys add what only
// they need.
import { totpCode } from "../../apps/server/test/support/totp.ts";

export { keyOf, totpCode } from "../../apps/server/test/support/totp.ts";

/** A 6-digit code that is none of the app's codes around now (the server accepts the neighbours). */
export function wrongCode(base32Key: string): string {
  const near = new Set([-1, 0, 1].map((step) => totpCode(base32Key, Date.now(), step)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!near.has(candidate)) return candidate;
  }
}
