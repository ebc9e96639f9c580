import type { Db } from "../../db/database.ts";

/** account.json: the identity, how the user signs in and active sessions (no tokens, no hash). */
export async function accountRecord(db: Db, userId: string) {
  const [user, logins, sessions, deletion, passkeys, emailChange, accessTokens] = await Promise.all([
    db
      .selectFrom("user")
      .select([
        "id",
        "name",
        "email",
        "emailVerified",
        "image",
        "createdAt",
        "updatedAt",
        "twoFactorEnabled",
        "person_name",
      ])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("account")
      .select(["providerId", "scope", "createdAt", "updatedAt"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute(),
    db
      .selectFrom("session")
      .select(["createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute(),
    db
      .selectFrom("account_deletion")
      .select(["status", "requested_at", "confirmed_at", "delete_at", "updated_at"])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    // Names and dates only: a passkey's public key and id are keys, not data about the person.
    db
      .selectFrom("passkey")
      .select(["name", "createdAt", "deviceType", "backedUp"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute(),
    db
      .selectFrom("email_change")
      .select(["new_email", "created_at"])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    // The browser extension's tokens by name and dates: the token is a key (and only its hash is stored).
    db
      .selectFrom("apikey")
      .select(["name", "createdAt", "lastRequest"])
      .where("referenceId", "=", userId)
      .orderBy("createdAt")
      .execute(),
  ]);
  return {
    id: user.id,
    username: user.name,
    name: user.person_name,
    email: user.email,
    email_verified: user.emailVerified,
    image: user.image,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    sign_in_methods: logins.map((l) => ({
      provider: l.providerId,
      scope: l.scope,
      created_at: l.createdAt,
      updated_at: l.updatedAt,
    })),
    sessions: sessions.map((s) => ({
      created_at: s.createdAt,
      last_used_at: s.updatedAt,
      expires_at: s.expiresAt,
      ip_address: s.ipAddress,
      user_agent: s.userAgent,
    })),
    account_deletion: deletion ?? null,
    two_factor_enabled: user.twoFactorEnabled === true,
    passkeys: passkeys.map((p) => ({
      name: p.name,
      created_at: p.createdAt,
      device_type: p.deviceType,
      backed_up: p.backedUp,
    })),
    pending_email_change: emailChange ?? null,
    extension_tokens: accessTokens.map((t) => ({
      name: t.name,
      created_at: t.createdAt,
      last_used_at: t.lastRequest,
    })),
  };
}
