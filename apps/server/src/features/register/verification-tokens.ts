import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";

/** Verification links stay valid for a day. */
export const VERIFICATION_TOKEN_MS = 24 * 60 * 60 * 1000;

/** Only the hash is stored: a leaked database does not hand out working links. */
function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a single-use verification token for the user and returns it in plain text (for the link). */
export async function createVerificationToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("email_verification_token")
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + VERIFICATION_TOKEN_MS).toISOString(),
      created_at: nowIso(),
    })
    .execute();
  return token;
}

/**
 * Marks the token's user verified and deletes all their verification tokens. Returns false for an
 * unknown, used or expired token.
 */
export async function consumeVerificationToken(db: Db, token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("email_verification_token")
      .where("token_hash", "=", hashToken(token))
      .returning(["user_id", "expires_at"])
      .executeTakeFirst();
    if (!row || !(Date.parse(row.expires_at) > Date.now())) return false;
    const now = nowIso();
    await trx
      .updateTable("user")
      .set({ emailVerified: true, updatedAt: now })
      .where("id", "=", row.user_id)
      .execute();
    await trx.deleteFrom("email_verification_token").where("user_id", "=", row.user_id).execute();
    return true;
  });
}
