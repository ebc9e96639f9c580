import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { HttpError } from "../http/errors.ts";
import { isAdministrator } from "./administrators.ts";
import { findSessionUser, type SessionUser } from "./session.ts";

declare module "fastify" {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" && value.length > 0 && value.length <= 512 ? value : undefined;
}

/** The preHandlers every product route picks from: signed in, verified, admin. */
export function createGuards(db: Db, config: Pick<Config, "adminEmails">) {
  /** 401 unless x-auth-token and x-auth-id name a live session of that user. */
  async function signedIn(request: FastifyRequest) {
    const token = header(request, "x-auth-token");
    const userId = header(request, "x-auth-id");
    // A script that forgot a header learns which one; a browser whose session ran out is asked to sign in.
    const missing = [token ? null : "x-auth-token", userId ? null : "x-auth-id"].filter(Boolean);
    if (missing.length > 0) {
      throw new HttpError(
        401,
        `Not signed in: the ${missing.join(" and ")} header${missing.length > 1 ? "s are" : " is"} missing. Sign in with POST /api/auth/sign-in/email and send its token and user id.`,
      );
    }
    const user = await findSessionUser(db, unquote(token!), unquote(userId!));
    if (!user) throw new HttpError(401, "Your session has ended. Please sign in again.");
    request.sessionUser = user;
  }

  /** Product endpoints: signed in and the address verified (422 otherwise, spec section 8). */
  async function verified(request: FastifyRequest) {
    await signedIn(request);
    if (!request.sessionUser?.emailVerified) throw new HttpError(422, "Email address not verified");
  }

  /** /appsettings and other operator areas: an address in ADMIN_EMAILS or named with `npm run admin`. */
  async function admin(request: FastifyRequest) {
    await verified(request);
    if (!(await isAdministrator(db, config, request.sessionUser!.email)))
      throw new HttpError(403, "Only administrators may do this");
  }

  return { signedIn, verified, admin };
}

export type Guards = ReturnType<typeof createGuards>;

/** True when the address is listed in ADMIN_EMAILS (see isAdministrator for the database's too). */
export function isAdmin(config: Pick<Config, "adminEmails">, email: string): boolean {
  return config.adminEmails.includes(email.toLowerCase());
}

/** The web app stores token and id as JSON text (spec section 3); accept both "abc" and abc. */
function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new HttpError(401, "Your session has ended. Please sign in again.");
  return request.sessionUser;
}
