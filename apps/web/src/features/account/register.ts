import type { SignupForm } from "@jah/shared";
import { apiRequest } from "../../api/client.ts";
import { signUp, throwIfBotCheckRefused } from "../../api/identity.ts";

/**
 * Sign-up in two steps (spec section 4): the identity account first, then the registration
 * that stores the username and sends the verification mail. The session from step one is not
 * kept: the user signs in after verifying the address.
 */
export async function registerAccount(values: SignupForm, altcha: string): Promise<boolean> {
  const username = values.username.trim();
  const email = values.email.trim();
  const identity = await signUp(username, email, values.password, altcha);
  const response = await apiRequest<unknown>("register/signup", {
    method: "POST",
    body: { username, token: identity.token, email },
    withSession: false,
  });
  return response.ok;
}

/** GET /api/register/verify with the link's query string; resolves with the status. */
export async function verifyEmail(search: string): Promise<number> {
  const response = await apiRequest<unknown>(`register/verify${search}`, { withSession: false });
  return response.status;
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
