import type { DemoRenewal } from "@jah/shared";
import type { Auth } from "../../auth/auth.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import { isDemoAccount } from "./accounts.ts";

/**
 * Renewing the session of a demo account. Everyone else renews by signing in again, but a demo
 * account's password is random and never shown: while its session still runs, it trades that
 * session for a fresh one (as sign-in would make it). Any other account answers 404.
 */
export async function renewDemoSession(
  deps: { db: Db; auth: Auth },
  user: SessionUser,
  currentToken: string,
): Promise<DemoRenewal> {
  if (!(await isDemoAccount(deps.db, user.id))) throw notFound();
  const context = await deps.auth.$context;
  const session = await context.internalAdapter.createSession(user.id, false);
  await context.internalAdapter.deleteSession(currentToken);
  return {
    token: session.token,
    user: { id: user.id, email: user.email, name: user.username, emailVerified: true },
  };
}
