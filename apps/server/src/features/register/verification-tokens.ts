import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";

/** Verification links stay valid for a day. */
export const VERIFICATION_TOKEN_MS = 24 * 60 * 60 * 1000;

/**
 * What a mailed link or typed code is for. One table and one mechanism serve them all; a token only
 * ever works for its own purpose.
 */
export type TokenPurpose =
  | "verify-email"
  | "account-delete"
  | "account-delete-code"
  | "account-cancel-delete"
  | "account-cancel-delete-code"
  | "email-change";

/** Only the hash is stored: a leaked database does not hand out working links. */
function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Stores a single-use token for the user and returns it in plain text (for the link or the screen).
 * Earlier tokens of the same purpose stop working (only the newest link or code counts) unless
 * `keepEarlier` is set.
 */
export async function createUserToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  options: { ttlMs: number; token?: string; keepEarlier?: boolean },
): Promise<string> {
  const token = options.token ?? randomBytes(32).toString("base64url");
  if (!options.keepEarlier) {
    await db
      .deleteFrom("email_verification_token")
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose)
      .execute();
  }
  await db
    .insertInto("email_verification_token")
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      purpose,
      expires_at: new Date(Date.now() + options.ttlMs).toISOString(),
      created_at: nowIso(),
    })
    .execute();
  return token;
}

export type TakenToken = { userId: string; expired: boolean } | null;

/**
 * Deletes the token (it works once) and says whose it was and whether it had expired; null for an
 * unknown or used token. `userId` limits it to one user's tokens (typed codes are short).
 */
export async function takeUserToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  userId?: string,
): Promise<TakenToken> {
  let query = db
    .deleteFrom("email_verification_token")
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose);
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  const row = await query.returning(["user_id", "expires_at"]).executeTakeFirst();
  if (!row) return null;
  return { userId: row.user_id, expired: !(Date.parse(row.expires_at) > Date.now()) };
}

/** Creates a single-use verification token for the user and returns it in plain text (for the link). */
export function createVerificationToken(db: Db, userId: string): Promise<string> {
  // Every verification link sent stays valid until one of them is used.
  return createUserToken(db, userId, "verify-email", { ttlMs: VERIFICATION_TOKEN_MS, keepEarlier: true });
}

/**
 * Marks the token's user verified and deletes all their verification tokens. Returns whose it was,
 * or null for an unknown, used or expired token.
 */
export async function consumeVerificationToken(db: Db, token: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const taken = await takeUserToken(trx, token, "verify-email");
    if (!taken || taken.expired) return null;
    await trx
      .updateTable("user")
      .set({ emailVerified: true, updatedAt: nowIso() })
      .where("id", "=", taken.userId)
      .execute();
    await trx
      .deleteFrom("email_verification_token")
      .where("user_id", "=", taken.userId)
      .where("purpose", "=", "verify-email")
      .execute();
    return taken.userId;
  });
}
