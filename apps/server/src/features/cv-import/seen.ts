import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import { importedFields } from "../profiles/index.ts";

/** Removes fields the user has looked at from a profile's import marks; 404 for another user's profile. */
export async function markSeen(db: Db, userId: string, profileId: number, seen: string[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("profiles")
      .select("imported_fields")
      .where("id", "=", profileId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!row) throw notFound();
    const left = importedFields(row.imported_fields).filter((field) => !seen.includes(field));
    await trx
      .updateTable("profiles")
      .set({ imported_fields: JSON.stringify(left) })
      .where("id", "=", profileId)
      .where("user_id", "=", userId)
      .execute();
    return left;
  });
}
