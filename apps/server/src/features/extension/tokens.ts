import type { AccessTokenSummary, CreatedAccessToken } from "@jah/shared";
import type { Auth } from "../../auth/auth.ts";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * Makes a personal access token for the user with better-auth's API-key plugin, which stores only its
 * SHA-256. The token is in the answer this once and nowhere afterwards.
 */
export async function createAccessToken(
  auth: Auth,
  userId: string,
  name: string,
): Promise<CreatedAccessToken> {
  const created = await auth.api.createApiKey({ body: { name, userId } });
  return { id: created.id, name, createdAt: iso(created.createdAt), token: created.key };
}

/** The user's tokens, newest first: name and dates, never the token or its hash. */
export async function listAccessTokens(db: Db, userId: string): Promise<AccessTokenSummary[]> {
  const rows = await db
    .selectFrom("apikey")
    .select(["id", "name", "createdAt", "lastRequest"])
    .where("referenceId", "=", userId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? "",
    createdAt: iso(row.createdAt),
    lastUsedAt: row.lastRequest ? iso(row.lastRequest) : null,
  }));
}

/** Revokes (deletes) one of the user's tokens: the next call with it answers 401. Another user's id: 404. */
export async function revokeAccessToken(db: Db, userId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom("apikey")
    .where("id", "=", id)
    .where("referenceId", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound();
}

/**
 * The owner of a token, or null for an unknown, revoked or malformed one. The plugin checks the hash
 * and records the use (the list's "last used").
 */
export async function tokenOwner(auth: Auth, token: string): Promise<string | null> {
  const result = await auth.api.verifyApiKey({ body: { key: token } });
  return result.valid && result.key ? result.key.referenceId : null;
}
