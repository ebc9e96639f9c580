import type { Language } from "@jah/shared";
import type { Db } from "../db/database.ts";
import { preparedQuery } from "../db/prepared.ts";

export type SessionUser = {
  id: string;
  email: string;
  username: string;
  emailVerified: boolean;
  /** The user's settings row, read in the same statement; null until it is first created. */
  settings: { id: number; language: Language } | null;
};

// Every request needs the session, the user and usually the user's settings (language). One
// statement with scalar subqueries: SQLite runs them at the cost of a single lookup, while the
// equivalent join is four times slower there (measured on SQLite 3.54: 11 µs against 48 µs).
const sessionWithUser = preparedQuery(
  (db, token: string, userId: string) =>
    db
      .selectFrom("session")
      .select((eb) => {
        const user = () => eb.selectFrom("user").whereRef("user.id", "=", "session.userId");
        const settings = () =>
          eb.selectFrom("user_settings").whereRef("user_settings.user_id", "=", "session.userId");
        return [
          "session.expiresAt",
          user().select("user.email").as("email"),
          user().select("user.name").as("name"),
          user().select("user.emailVerified").as("emailVerified"),
          settings().select("user_settings.id").as("settingsId"),
          settings().select("user_settings.language").as("language"),
        ];
      })
      .where("session.token", "=", token)
      .where("session.userId", "=", userId),
  ["$token", "$userId"],
);

/**
 * Resolves the x-auth-token / x-auth-id pair to its user. The token must be an unexpired session of
 * exactly that user; anything else is no session.
 */
export async function findSessionUser(db: Db, token: string, userId: string): Promise<SessionUser | null> {
  const [row] = await sessionWithUser(db, token, userId);
  if (!row?.email || !(Date.parse(row.expiresAt) > Date.now())) return null;
  return {
    id: userId,
    email: row.email,
    username: row.name ?? "",
    emailVerified: row.emailVerified === true,
    settings: row.settingsId && row.language ? { id: row.settingsId, language: row.language } : null,
  };
}
