import { keyOf, totpCode } from "@jah/testing/totp";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { api } from "./applications.ts";
import type { TestServer } from "./server.ts";
import type { TestUser } from "./users.ts";

/** What a browser at APP_URL sends with a call that carries cookies (better-auth checks it). */
export const BROWSER_ORIGIN = { origin: "http://localhost:3000" };

/** The cookies a response sets, as a browser would send them back: "name=value; name2=value2". */
export function cookiesOf(res: LightMyRequestResponse, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  const raw = res.headers["set-cookie"];
  for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
    const pair = line.split(";")[0] ?? "";
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    // Max-Age=0 is the server deleting the cookie.
    if (/;\s*max-age=0/i.test(line) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Turns two-factor sign-in on through the settings API; returns the app's key and the backup codes. */
export async function enableTwoFactor(server: TestServer, user: TestUser) {
  const setup = await api(server, user, "POST", "/api/account/two-factor/enable", {
    password: user.password,
  });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const key = keyOf(setup.body.totp_uri);
  const done = await api(server, user, "POST", "/api/account/two-factor/verify", { code: totpCode(key) });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { key, backupCodes: done.body.backup_codes as string[] };
}

/** The password step of a sign-in; with two-factor on, its answer asks for the code and sets a cookie. */
export async function passwordStep(server: TestServer, user: TestUser, cookie = "") {
  const res = await server.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: cookie ? { cookie, ...BROWSER_ORIGIN } : {},
    payload: { email: user.email, password: user.password },
  });
  return { res, cookie: cookiesOf(res, cookie) };
}

/** The second step: a TOTP or backup code with the cookie of the password step. */
export function secondStep(
  server: TestServer,
  kind: "totp" | "backup-code",
  cookie: string,
  body: { code: string; trustDevice?: boolean },
) {
  return server.app.inject({
    method: "POST",
    url: `/api/auth/two-factor/verify-${kind}`,
    headers: { ...(cookie ? { cookie } : {}), ...BROWSER_ORIGIN },
    payload: body,
  });
}
