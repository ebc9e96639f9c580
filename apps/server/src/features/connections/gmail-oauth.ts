import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config.ts";
import { ConnectionFailed } from "./smtp-test.ts";

/** The read-only Gmail scope: reading employers' replies through the Gmail API (issue 27). */
export const GMAIL_READ_SCOPE = "https://www.googleapis.com/auth/gmail.readonly";

/**
 * Full mail access is what SMTP with XOAUTH2 needs; the read-only scope is asked for by name so the
 * consent screen says that replies are read; openid and email name the account in the id_token.
 */
export const GMAIL_SCOPE = `https://mail.google.com/ ${GMAIL_READ_SCOPE} openid email`;
const STATE_TTL_MS = 10 * 60_000;

type Google = NonNullable<Config["google"]>;

export function gmailRedirectUri(appUrl: string): string {
  return `${appUrl}/callbacks/gmail`;
}

/**
 * Signs and checks the OAuth `state`: the user it was made for and when it ends, with an HMAC whose
 * key is derived from AUTH_SECRET. A state from another user's session, or a changed one, is refused.
 */
export class OAuthState {
  readonly #key: Buffer;

  constructor(authSecret: string) {
    this.#key = Buffer.from(hkdfSync("sha256", authSecret, "job-application-helper", "oauth-state", 32));
  }

  #mac(payload: string): string {
    return createHmac("sha256", this.#key).update(payload).digest("base64url");
  }

  sign(userId: string, now = Date.now()): string {
    const payload = Buffer.from(
      JSON.stringify({ u: userId, e: now + STATE_TTL_MS, n: randomBytes(12).toString("base64url") }),
    ).toString("base64url");
    return `${payload}.${this.#mac(payload)}`;
  }

  /** True when the state is ours, unchanged, for this user and not expired. */
  verify(state: string, userId: string, now = Date.now()): boolean {
    const [payload, mac] = state.split(".");
    if (!payload || !mac) return false;
    const expected = Buffer.from(this.#mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    try {
      const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { u: string; e: number };
      return data.u === userId && typeof data.e === "number" && data.e > now;
    } catch {
      return false;
    }
  }
}

/** Google's consent page for the Gmail connection: offline access, so a refresh token comes back. */
export function authorizeUrl(google: Google, appUrl: string, state: string): string {
  const url = new URL(google.authUrl);
  url.search = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: gmailRedirectUri(appUrl),
    response_type: "code",
    scope: GMAIL_SCOPE,
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: "true",
    state,
  }).toString();
  return url.toString();
}

/** The e-mail claim of an id_token received straight from the token endpoint over TLS (OIDC 3.1.3.7). */
function emailFromIdToken(idToken: unknown): string | null {
  if (typeof idToken !== "string") return null;
  const payload = idToken.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown };
    return typeof claims.email === "string" ? claims.email : null;
  } catch {
    return null;
  }
}

/** Exchanges the authorization code for a refresh token and the account's address. */
export async function exchangeCode(
  google: Google,
  appUrl: string,
  code: string,
): Promise<{ refreshToken: string; email: string; scope: string }> {
  let response: Response;
  try {
    response = await fetch(google.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        code,
        client_id: google.clientId,
        client_secret: google.clientSecret,
        redirect_uri: gmailRedirectUri(appUrl),
        grant_type: "authorization_code",
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new ConnectionFailed(`Google could not be reached: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const reason = [body.error, body.error_description].filter((v) => typeof v === "string").join(": ");
    throw new ConnectionFailed(`Google refused the code (${response.status}${reason ? `, ${reason}` : ""})`);
  }
  const refreshToken = body.refresh_token;
  if (typeof refreshToken !== "string" || !refreshToken) {
    throw new ConnectionFailed("Google granted no offline access (no refresh token). Please connect again.");
  }
  const email = emailFromIdToken(body.id_token);
  if (!email) throw new ConnectionFailed("Google did not tell which address was connected.");
  // The scopes the user granted (Google lets them untick some): reading needs the read-only one.
  const scope = typeof body.scope === "string" ? body.scope.slice(0, 2000) : "";
  return { refreshToken, email, scope };
}

/** Google's answer to a refresh: the grant works, or Google refused it (revoked, expired) and why. */
export type RefreshOutcome = { ok: true } | { ok: false; reason: string };

/**
 * Asks Google for a fresh access token with the stored refresh token, to learn whether the connection
 * still works. A refusal is an answer; only an unreachable Google throws (ConnectionFailed).
 */
export async function refreshAccess(google: Google, refreshToken: string): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await fetch(google.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        refresh_token: refreshToken,
        client_id: google.clientId,
        client_secret: google.clientSecret,
        grant_type: "refresh_token",
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new ConnectionFailed(`Google could not be reached: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok && typeof body.access_token === "string") return { ok: true };
  if (response.status >= 500) throw new ConnectionFailed(`Google answered ${response.status}`);
  const reason = [body.error, body.error_description].filter((v) => typeof v === "string").join(": ");
  return {
    ok: false,
    reason: `Google refused the connection (${response.status}${reason ? `, ${reason}` : ""})`,
  };
}
