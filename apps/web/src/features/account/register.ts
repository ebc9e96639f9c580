import type { SignupForm } from "@jah/shared";
import { apiRequest } from "../../api/client.ts";
import { type AuthResult, signUp, throwIfBotCheckRefused } from "../../api/identity.ts";

/**
 * Sign-up in two steps (spec section 4): the identity account first, then the registration
 * that stores the username (and the optional name) and sends the verification mail. The session
 * from step one is not kept: the verification link signs the user in.
 */
export async function registerAccount(values: SignupForm, altcha: string): Promise<boolean> {
  const username = values.username.trim();
  const email = values.email.trim();
  const name = values.name?.trim() ?? "";
  const identity = await signUp(username, email, values.password, altcha);
  const response = await apiRequest<unknown>("register/signup", {
    method: "POST",
    body: { username, ...(name ? { name } : {}), token: identity.token, email },
    withSession: false,
  });
  return response.ok;
}

/** What the verification link did: its status, and on success the session it signed in. */
export type Verification = { status: number; session: AuthResult | null };

/** GET /api/register/verify with the link's query string. */
export async function verifyEmail(search: string): Promise<Verification> {
  const response = await apiRequest<{ token?: unknown; user?: { id?: unknown } }>(
    // The session goes along when there is one: the server then signs no second one in.
    `register/verify${search}`,
  );
  const token = response.data?.token;
  const id = response.data?.user?.id;
  const session =
    response.ok && typeof token === "string" && typeof id === "string" ? { token, user: { id } } : null;
  return { status: response.status, session };
}

/** POST /api/register/requestemailvalidation with the bot-check solution; true on 200. */
export async function requestEmailValidation(email: string, altcha: string): Promise<boolean> {
  const response = await apiRequest<unknown>("register/requestemailvalidation", {
    method: "POST",
    body: { email: email.trim(), altcha },
    withSession: false,
  });
  throwIfBotCheckRefused(response);
  return response.ok;
}
