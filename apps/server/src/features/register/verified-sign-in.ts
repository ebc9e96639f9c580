import type { FastifyRequest } from "fastify";
import type { Auth } from "../../auth/auth.ts";
import { findSessionUser } from "../../auth/session.ts";
import type { Db } from "../../db/database.ts";

/** What the verification link answers: the new session, shaped like better-auth's sign-in answer. */
export type VerifiedSignIn =
  | { verified: true; token: string; user: { id: string; email: string; name: string } }
  | { verified: true };

/**
 * The verification link signs its user in (issue 43), as better-auth's autoSignInAfterVerification
 * would: the link came to the address only this person reads and works once, so it proves as much
 * as the password. The session is made like a sign-in's, with the browser's address and agent so it
 * shows up recognisably in the account's session list.
 */
export async function signInVerifiedUser(
  deps: { db: Db; auth: Auth },
  userId: string,
  request: FastifyRequest,
): Promise<VerifiedSignIn> {
  // Opened where this user is signed in already (the sign-up's own browser): that session stays the
  // one, and no second session appears in the account's list.
  const token = request.headers["x-auth-token"];
  const headerId = request.headers["x-auth-id"];
  if (typeof token === "string" && headerId === userId && (await findSessionUser(deps.db, token, userId))) {
    return { verified: true };
  }
  const user = await deps.db
    .selectFrom("user")
    .select(["id", "email", "name"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const context = await deps.auth.$context;
  const session = await context.internalAdapter.createSession(user.id, false, {
    ipAddress: request.ip,
    userAgent: request.headers["user-agent"] ?? "",
  });
  return { verified: true, token: session.token, user };
}
