import { apiRequest } from "./client.ts";

/**
 * The identity calls (better-auth under /api/auth). They skip the error catalogue: here a 401
 * means a wrong password and a 422 a taken address, which the forms report themselves.
 */

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

/** POST /api/auth/sign-in/email; resolves with the session or throws with the status. */
export async function signIn(email: string, password: string): Promise<AuthResult> {
  const response = await apiRequest<unknown>("auth/sign-in/email", {
    method: "POST",
    body: { email, password },
    catalogue: false,
    withSession: false,
  });
  const result = response.ok ? toAuthResult(response.data) : null;
  if (!result) throw new Error(`Sign-in failed with status ${response.status}`);
  return result;
}

/** POST /api/auth/sign-up/email; name is the username. */
export async function signUp(name: string, email: string, password: string): Promise<AuthResult> {
  const response = await apiRequest<unknown>("auth/sign-up/email", {
    method: "POST",
    body: { name, email, password },
    catalogue: false,
    withSession: false,
  });
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
export async function requestPasswordReset(email: string): Promise<boolean> {
  const response = await apiRequest<unknown>("auth/request-password-reset", {
    method: "POST",
    body: { email },
    catalogue: false,
    withSession: false,
  });
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
