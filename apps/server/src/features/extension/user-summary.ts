import { DEFAULT_LANGUAGE, type ExtensionUser } from "@jah/shared";
import type { SessionUser } from "../../auth/session.ts";
import type { Db } from "../../db/database.ts";

/** A user by id in the shape the session guard gives routes; null when there is no such user. */
export async function sessionUserById(db: Db, userId: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom("user")
    .leftJoin("user_settings", "user_settings.user_id", "user.id")
    .select([
      "user.email",
      "user.name",
      "user.emailVerified",
      "user_settings.id as settingsId",
      "user_settings.language",
    ])
    .where("user.id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: userId,
    email: row.email,
    username: row.name,
    emailVerified: row.emailVerified === true,
    settings: row.settingsId && row.language ? { id: row.settingsId, language: row.language } : null,
  };
}

/** The signed-in (or token) user as the extension sees them. */
export function extensionUserOf(user: SessionUser): ExtensionUser {
  return { email: user.email, name: user.username, language: user.settings?.language ?? DEFAULT_LANGUAGE };
}
