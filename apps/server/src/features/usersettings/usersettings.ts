import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { preparedQuery } from "../../db/prepared.ts";

export type UserSettings = { id: number; language: Language };

// Read on every settings call; compiled once.
const settingsOf = preparedQuery(
  (db, userId: string) =>
    db.selectFrom("user_settings").select(["id", "language"]).where("user_id", "=", userId),
  ["$userId"],
);

/** The user's settings row, created with `language` (or the default) on first use. */
export async function ensureSettings(db: Db, userId: string, language?: Language): Promise<UserSettings> {
  const [existing] = await settingsOf(db, userId);
  if (existing) return existing;
  const now = nowIso();
  await db
    .insertInto("user_settings")
    .values({ user_id: userId, language: language ?? DEFAULT_LANGUAGE, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const [created] = await settingsOf(db, userId);
  if (!created) throw new Error("settings row missing right after insert");
  return created;
}

/** The language the user's mails are written in. */
export async function userLanguage(db: Db, userId: string): Promise<Language> {
  const [row] = await settingsOf(db, userId);
  return row?.language ?? DEFAULT_LANGUAGE;
}

/** Saves the language on the user's own settings row; null when the id is not theirs. */
export async function updateLanguage(
  db: Db,
  userId: string,
  id: number,
  language: Language,
): Promise<UserSettings | null> {
  const result = await db
    .updateTable("user_settings")
    .set({ language, updated_at: nowIso() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return { id, language };
}

/** The first supported language in an Accept-Language header, if any. */
export function languageFromHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  for (const part of header.split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return undefined;
}
