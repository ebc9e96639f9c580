import { APIError } from "better-auth/api";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";

/** The session token of this request, as the guard accepted it (quoted or not). */
export function requestToken(request: FastifyRequest): string {
  const raw = String(request.headers["x-auth-token"] ?? "");
  return raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
}

/** Headers that make a better-auth server call act for this request's session (bearer plugin). */
export function sessionHeaders(request: FastifyRequest): Headers {
  const headers = new Headers({ authorization: `Bearer ${requestToken(request)}` });
  const agent = request.headers["user-agent"];
  if (typeof agent === "string") headers.set("user-agent", agent);
  return headers;
}

/** better-auth's error code (INVALID_PASSWORD, INVALID_CODE, ...) or null for any other error. */
export function authErrorCode(error: unknown): string | null {
  if (!(error instanceof APIError)) return null;
  return (error.body as { code?: string } | undefined)?.code ?? null;
}

/** A wrong current password, on the password field. */
export const wrongPassword = () => new HttpError(400, "Invalid input", { password: "Wrong password" });

/**
 * Runs a better-auth call that replaces the session (turning two-factor sign-in on or off creates a
 * new session and deletes the old one, so that a cookie cache sees the new flag). We keep no such
 * cache: the web app, its other tabs and the browser extension hold this token, so the new session
 * takes over the old token and its expiry, and nobody is signed out by a change in the settings.
 */
export async function keepingSessionToken<T>(
  db: Db,
  token: string,
  call: () => Promise<{ headers: Headers; response: T }>,
): Promise<T> {
  const before = await db
    .selectFrom("session")
    .select(["createdAt", "expiresAt"])
    .where("token", "=", token)
    .executeTakeFirst();
  const { headers, response } = await call();
  // The bearer plugin announces the new session's token (signed: "token.signature").
  const replacement = headers.get("set-auth-token")?.split(".")[0];
  if (before && replacement && replacement !== token) {
    await db
      .updateTable("session")
      .set({ token, createdAt: before.createdAt, expiresAt: before.expiresAt })
      .where("token", "=", replacement)
      .execute();
  }
  return response;
}
