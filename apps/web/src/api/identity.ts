import { apiRequest } from "./client.ts";

/**
 * The identity calls (better-auth under /api/auth). They skip the error catalogue: here a 401
 * means a wrong password and a 422 a taken address, which the forms report themselves.
 */

/**
 * The server refused the call for its bot check (400 with the field `altcha`: missing, wrong, expired
 * or used): the form asks for a new solution.
 */
export class BotCheckRefused extends Error {
  constructor() {
    super("The bot check did not pass");
  }
}

/** Throws BotCheckRefused when the answer is the bot check's refusal. */
export function throwIfBotCheckRefused(response: { status: number; data?: unknown }) {
  const fields = (response.data as { fields?: Record<string, unknown> } | undefined)?.fields;
  if (response.status === 400 && fields && "altcha" in fields) throw new BotCheckRefused();
}

export interface AuthResult {
  token: string;
  user: { id: string; email?: string; name?: string };
}

/** Checks the answer's shape; ids are kept as text because the session stores them as text. */
function toAuthResult(data: unknown): AuthResult | null {
  const value = data as
    | { token?: unknown; user?: { id?: unknown; email?: string; name?: string } }
    | undefined;
  const id = value?.user?.id;
  if (typeof value?.token !== "string" || (typeof id !== "string" && typeof id !== "number")) return null;
  return { token: value.token, user: { ...value.user, id: String(id) } };
}

/**
 * The password was right and the account has two-factor sign-in: a code is asked next. The server
 * keeps the half-finished sign-in behind a short-lived cookie that the browser sends back itself.
 */
export interface SecondFactorChallenge {
  secondFactor: true;
  methods: string[];
}

/** True when a sign-in stopped at the password and waits for the second factor. */
export function isSecondFactor(answer: AuthResult | SecondFactorChallenge): answer is SecondFactorChallenge {
  return "secondFactor" in answer;
}

/**
 * POST /api/auth/sign-in/email; the session, the second-factor step, or throws with the status
 * (BotCheckRefused after repeated failures without a bot-check solution).
 */
export async function signIn(
  email: string,
  password: string,
  altcha?: string,
): Promise<AuthResult | SecondFactorChallenge> {
  const response = await apiRequest<unknown>("auth/sign-in/email", {
    method: "POST",
    body: { email, password, ...(altcha ? { altcha } : {}) },
    catalogue: false,
    withSession: false,
  });
  throwIfBotCheckRefused(response);
  const data = response.data as { twoFactorRedirect?: unknown; twoFactorMethods?: unknown } | undefined;
  if (response.ok && data?.twoFactorRedirect === true) {
    const methods = Array.isArray(data.twoFactorMethods) ? data.twoFactorMethods.map(String) : [];
    return { secondFactor: true, methods };
  }
  const result = response.ok ? toAuthResult(response.data) : null;
  if (!result) throw new Error(`Sign-in failed with status ${response.status}`);
  return result;
}

/**
 * Why a second-factor code did not sign in: a wrong code (try again), the sign-in has to start over
 * (too many tries, or the step's ten minutes are up), or the account is locked for a while.
 */
export type SecondFactorFailure = "wrong" | "restart" | "locked" | "failed";

/** POST /api/auth/two-factor/verify-totp or verify-backup-code: finishes a sign-in. */
export async function verifySecondFactor(
  kind: "totp" | "backup-code",
  code: string,
  trustDevice: boolean,
): Promise<{ ok: true; result: AuthResult } | { ok: false; reason: SecondFactorFailure }> {
  const response = await apiRequest<{ code?: string }>(`auth/two-factor/verify-${kind}`, {
    method: "POST",
    body: { code, trustDevice },
    catalogue: false,
    withSession: false,
  });
  const result = response.ok ? toAuthResult(response.data) : null;
  if (result) return { ok: true, result };
  const reason = response.data?.code;
  if (reason === "INVALID_CODE" || reason === "INVALID_BACKUP_CODE") return { ok: false, reason: "wrong" };
  if (reason === "INVALID_TWO_FACTOR_COOKIE" || reason === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE")
    return { ok: false, reason: "restart" };
  if (response.status === 429) return { ok: false, reason: "locked" };
  return { ok: false, reason: "failed" };
}

/** GET /api/auth/passkey/generate-authenticate-options: the challenge for a passkey sign-in. */
export async function passkeySignInOptions(): Promise<unknown> {
  const response = await apiRequest<unknown>("auth/passkey/generate-authenticate-options", {
    catalogue: false,
    withSession: false,
  });
  if (!response.ok || !response.data)
    throw new Error(`Passkey options failed with status ${response.status}`);
  return response.data;
}

/** POST /api/auth/passkey/verify-authentication: the authenticator's answer; the session on success. */
export async function passkeySignInVerify(answer: unknown): Promise<AuthResult | null> {
  const response = await apiRequest<{ session?: { token?: unknown }; user?: { id?: unknown } }>(
    "auth/passkey/verify-authentication",
    { method: "POST", body: { response: answer }, catalogue: false, withSession: false },
  );
  if (!response.ok) return null;
  return toAuthResult({ token: response.data?.session?.token, user: response.data?.user });
}

/** POST /api/auth/sign-up/email; name is the username, altcha the bot-check solution. */
export async function signUp(
  name: string,
  email: string,
  password: string,
  altcha: string,
): Promise<AuthResult> {
  const response = await apiRequest<unknown>("auth/sign-up/email", {
    method: "POST",
    body: { name, email, password, altcha },
    catalogue: false,
    withSession: false,
  });
  throwIfBotCheckRefused(response);
  const result = response.ok ? toAuthResult(response.data) : null;
  if (!result) throw new Error(`Sign-up failed with status ${response.status}`);
  return result;
}

/** POST /api/auth/sign-out with the bearer token; resolves with whether the server agreed. */
export async function signOut(token: string): Promise<boolean> {
  const response = await apiRequest<unknown>("auth/sign-out", {
    method: "POST",
    body: {},
    headers: { authorization: `Bearer ${token}` },
    catalogue: false,
    withSession: false,
  });
  return response.ok;
}

/** POST /api/auth/request-password-reset; the server answers 200 whether or not the address exists. */
export async function requestPasswordReset(email: string, altcha: string): Promise<boolean> {
  const response = await apiRequest<unknown>("auth/request-password-reset", {
    method: "POST",
    body: { email, altcha },
    catalogue: false,
    withSession: false,
  });
  throwIfBotCheckRefused(response);
  return response.ok;
}

/** POST /api/auth/reset-password with the token from the mail link. */
export async function resetPassword(newPassword: string, token: string): Promise<boolean> {
  const response = await apiRequest<unknown>("auth/reset-password", {
    method: "POST",
    body: { newPassword, token },
    catalogue: false,
    withSession: false,
  });
  return response.ok;
}
