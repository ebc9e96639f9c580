import type { FastifyRequest } from "fastify";
import type { Auth } from "../../auth/auth.ts";
import type { Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";
import { tokenOwner } from "./tokens.ts";
import { sessionUserById } from "./user-summary.ts";

const NO_TOKEN =
  "Not connected: send a personal access token as the header Authorization: Bearer <token> (Settings > Connections > Browser extension).";
const BAD_TOKEN = "This access token is not valid (it may have been revoked). Connect the extension again.";

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== "string") return undefined;
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(header);
  return match?.[1];
}

/**
 * The preHandlers of the extension's endpoints. A token works only on the routes that use these;
 * every other route reads the x-auth session headers and answers a token with 401.
 */
export function createTokenGuards(db: Db, auth: Auth, guards: Guards) {
  /** 401 unless the request carries a live personal access token of a verified user. */
  async function accessToken(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, NO_TOKEN);
    const userId = await tokenOwner(auth, token);
    const user = userId ? await sessionUserById(db, userId) : null;
    if (!user?.emailVerified) throw new HttpError(401, BAD_TOKEN);
    request.sessionUser = user;
  }

  /** The web app's session or, when the request has a bearer token instead, the extension's token. */
  async function sessionOrToken(request: FastifyRequest) {
    const hasSession =
      request.headers["x-auth-token"] !== undefined || request.headers["x-auth-id"] !== undefined;
    if (!hasSession && bearerToken(request)) return accessToken(request);
    return guards.verified(request);
  }

  return { accessToken, sessionOrToken };
}

export type TokenGuards = ReturnType<typeof createTokenGuards>;
