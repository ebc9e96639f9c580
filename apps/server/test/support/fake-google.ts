import http from "node:http";
import type { AddressInfo } from "node:net";
import { FakeGmail } from "./fake-gmail.ts";

/** The Google settings of a server that talks to the fake below. */
export const GOOGLE_ENV = (tokenBase: string) => ({
  GOOGLE_CLIENT_ID: "client-1",
  GOOGLE_CLIENT_SECRET: "secret-1",
  GOOGLE_AUTH_URL: "https://accounts.example/o/oauth2/v2/auth",
  GOOGLE_TOKEN_URL: `${tokenBase}/token`,
  GOOGLE_GMAIL_API_URL: tokenBase,
});

/** The scopes a consent grants today (sending and reading), and before reading existed. */
export const GRANTED_SCOPE =
  "https://mail.google.com/ https://www.googleapis.com/auth/gmail.readonly openid https://www.googleapis.com/auth/userinfo.email";
export const SENDING_ONLY_SCOPE =
  "https://mail.google.com/ openid https://www.googleapis.com/auth/userinfo.email";

/** The access token the fake hands out for the refresh token; the test mailbox accepts it for XOAUTH2. */
export const FAKE_ACCESS_TOKEN = "access-xyz";

/** A token of one id_token naming an address. */
function idTokenFor(email: string): string {
  return [
    Buffer.from(JSON.stringify({ alg: "RS256" })).toString("base64url"),
    Buffer.from(JSON.stringify({ email, sub: email })).toString("base64url"),
    "signature",
  ].join(".");
}

/**
 * A stand-in for Google's token endpoint (one good code, one refresh token, one access token; and
 * per-mailbox codes "gm:<name>" / "gm-old:<name>" granting refresh-gm-<name>, with or without the
 * read-only scope) and for the Gmail API (see FakeGmail; the mailbox of <name> answers access-gm-<name>).
 */
export async function fakeGoogle() {
  const gmail = new FakeGmail();
  const requests: URLSearchParams[] = [];
  // Refresh tokens the user has revoked in their Google account: refreshing them fails.
  const revoked = new Set<string>();
  const idToken = [
    Buffer.from(JSON.stringify({ alg: "RS256" })).toString("base64url"),
    Buffer.from(JSON.stringify({ email: "anna@gmail.example", sub: "1" })).toString("base64url"),
    "signature",
  ].join(".");
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname.startsWith("/gmail/v1/")) {
      const answer = (status: number, json: object) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      gmail.handle(req, url, answer).catch((error) => answer(500, { error: String(error) }));
      return;
    }
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      const answer = (status: number, json: object) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      };
      if (form.get("client_id") !== "client-1" || form.get("client_secret") !== "secret-1") {
        return answer(401, { error: "invalid_client" });
      }
      if (form.get("grant_type") === "authorization_code" && form.get("code") === "good-code") {
        return answer(200, {
          access_token: "a0",
          refresh_token: "refresh-123",
          id_token: idToken,
          expires_in: 3600,
          scope: GRANTED_SCOPE,
        });
      }
      const mailboxCode = form.get("code")?.match(/^(gm|gm-old):([a-z0-9-]+)$/);
      if (form.get("grant_type") === "authorization_code" && mailboxCode) {
        const name = mailboxCode[2]!;
        gmail.mailbox(`access-gm-${name}`, `${name}@gmail.example`);
        return answer(200, {
          access_token: "a0",
          refresh_token: `refresh-gm-${name}`,
          id_token: idTokenFor(`${name}@gmail.example`),
          expires_in: 3600,
          scope: mailboxCode[1] === "gm" ? GRANTED_SCOPE : SENDING_ONLY_SCOPE,
        });
      }
      const mailboxRefresh = form.get("refresh_token")?.match(/^refresh-gm-([a-z0-9-]+)$/);
      if (
        form.get("grant_type") === "refresh_token" &&
        mailboxRefresh &&
        !revoked.has(form.get("refresh_token")!)
      ) {
        return answer(200, {
          access_token: `access-gm-${mailboxRefresh[1]}`,
          expires_in: 3600,
          token_type: "Bearer",
        });
      }
      if (form.get("grant_type") === "authorization_code" && form.get("code") === "no-offline") {
        return answer(200, { access_token: "a0", id_token: idToken, expires_in: 3600 });
      }
      if (form.get("grant_type") === "refresh_token" && revoked.has(form.get("refresh_token") ?? "")) {
        return answer(400, {
          error: "invalid_grant",
          error_description: "Token has been expired or revoked.",
        });
      }
      if (form.get("grant_type") === "refresh_token" && form.get("refresh_token") === "refresh-123") {
        return answer(200, { access_token: "access-xyz", expires_in: 3600, token_type: "Bearer" });
      }
      return answer(400, { error: "invalid_grant", error_description: "Bad code" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    gmail,
    revoke: (token: string) => revoked.add(token),
    restore: (token: string) => revoked.delete(token),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
