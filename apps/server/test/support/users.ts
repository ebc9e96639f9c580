import { randomBytes } from "node:crypto";
import { solveBotChallenge } from "@jah/testing/bot-check";
import { expect } from "vitest";
import type { TestServer } from "./server.ts";
import { linkIn } from "./smtp.ts";

export type TestUser = { email: string; password: string; username: string; token: string; userId: string };

/** A unique address per call, so tests share a database without touching each other's users. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** A fresh challenge from the server, solved as the browser widget solves it (the `altcha` field). */
export async function botSolution(server: TestServer, remoteAddress?: string): Promise<string> {
  const answer = await server.app.inject({ method: "GET", url: "/api/botcheck/challenge", remoteAddress });
  expect(answer.statusCode, answer.body).toBe(200);
  return solveBotChallenge(answer.json());
}

/** Creates the identity account and completes the registration, as the sign-up page does. */
export async function signUp(
  server: TestServer,
  options: {
    email?: string;
    password?: string;
    username?: string;
    /** The optional name field of the sign-up form; left out when not given. */
    name?: string;
    acceptLanguage?: string;
  } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? "correct horse 42";
  const username = options.username ?? "Anna Muster";
  const identity = await server.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: { name: username, email, password, altcha: await botSolution(server) },
  });
  expect(identity.statusCode, identity.body).toBe(200);
  const { token, user } = identity.json() as { token: string; user: { id: string } };
  const registered = await server.app.inject({
    method: "POST",
    url: "/api/register/signup",
    headers: options.acceptLanguage ? { "accept-language": options.acceptLanguage } : {},
    payload: { username, token, email, ...(options.name !== undefined ? { name: options.name } : {}) },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  return { email, password, username, token, userId: user.id };
}

/**
 * Opens the verification link of the newest verification mail to `email`; with `session`, in the
 * browser that is signed in already (no second session is made).
 */
export async function verifyFromMail(
  server: TestServer,
  email: string,
  session?: Pick<TestUser, "token" | "userId">,
) {
  const mail = await server.smtp.waitFor(email, (m) => m.text.includes("/verifyemail?"));
  const link = linkIn(mail, "/verifyemail");
  return server.app.inject({
    method: "GET",
    url: `/api/register/verify${link.search}`,
    ...(session ? { headers: authHeaders(session) } : {}),
  });
}

/** Signs in and returns the new session token. */
export async function signIn(server: TestServer, email: string, password: string) {
  return server.app.inject({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password } });
}

/**
 * Signs in with a solved bot check, as the login form sends it once the server asks for one (from the
 * fourth failure from one address); below that the server drops the field.
 */
export async function signInSolved(server: TestServer, email: string, password: string) {
  return server.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password, altcha: await botSolution(server) },
  });
}

/** A signed-up, verified, signed-in user. */
export async function verifiedUser(server: TestServer, options: Parameters<typeof signUp>[1] = {}) {
  const user = await signUp(server, options);
  // Verified in the browser that signed up, as most people do: the user has one session.
  const verified = await verifyFromMail(server, user.email, user);
  expect(verified.statusCode, verified.body).toBe(200);
  return user;
}

/** The two headers the web app sends on every product call. */
export function authHeaders(user: Pick<TestUser, "token" | "userId">) {
  return { "x-auth-token": user.token, "x-auth-id": user.userId };
}
