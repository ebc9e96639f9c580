import { botCheckSolution } from "@jah/testing/bot-check";
import type { Page, Response } from "playwright-core";
import { expect } from "vitest";
import type { RunningApp } from "./app-server.ts";
import { linkFromOutbox } from "./outbox.ts";

/**
 * Signs a user up and verifies the address through the API, so a journey starts at the login.
 * `name` is the display name and username.
 */
export async function signUpVerified(
  app: RunningApp,
  email: string,
  password: string,
  name = "Journey Tester",
): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${app.url}${path}`, {
      method: "POST",
      // better-auth only takes calls from its own origin; the account's language follows the header.
      headers: { "content-type": "application/json", origin: app.url, "accept-language": "en" },
      body: JSON.stringify(body),
    });
  const altcha = await botCheckSolution(app.url);
  const identity = await post("/api/auth/sign-up/email", { name, email, password, altcha });
  expect(identity.status).toBe(200);
  const { token, user } = (await identity.json()) as { token: string; user: { id: string } };
  expect((await post("/api/register/signup", { username: name, token, email })).status).toBe(200);
  const { link } = await linkFromOutbox(app.outboxDir, email, "/verifyemail");
  // Opened where the sign-up's session is: the link then signs no second session in.
  const verified = await fetch(`${app.url}/api/register/verify${new URL(link).search}`, {
    headers: { "x-auth-token": token, "x-auth-id": user.id },
  });
  expect(verified.status).toBe(200);
}

/** Waits for the answer to one API call, started by `action`. */
export async function answerOf(
  page: Page,
  method: string,
  path: string | RegExp,
  action: () => Promise<unknown>,
): Promise<Response> {
  const matches = (response: Response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === method &&
      (typeof path === "string" ? url.pathname === path : path.test(url.pathname))
    );
  };
  const [response] = await Promise.all([page.waitForResponse(matches), action()]);
  return response;
}
