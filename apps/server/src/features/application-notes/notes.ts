import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import { getApplicationRow } from "../applications/index.ts";

type NoteRow = { id: number; application_id: number; value: string; date: string };

/** A note as the API returns it. */
function present(row: NoteRow) {
  return {
    id: row.id,
    date: row.date,
    value: row.value,
    key_name: "Comment" as const,
    application: { id: row.application_id },
  };
}

/** Adds a note to one of the user's applications, dated `date` (now; the demo's sample notes are older). */
export async function createNote(
  db: Db,
  userId: string,
  applicationId: number,
  value: string,
  date: string = nowIso(),
) {
  await getApplicationRow(db, userId, applicationId);
  const row = await db
    .insertInto("application_note")
    .values({ application_id: applicationId, user_id: userId, value, date })
    .returning(["id", "application_id", "value", "date"])
    .executeTakeFirstOrThrow();
  return present(row);
}

/** One of the user's notes, or a 404. */
export async function showNote(db: Db, userId: string, id: number) {
  const row = await db
    .selectFrom("application_note")
    .select(["id", "application_id", "value", "date"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return present(row);
}

/** Changes the text of one of the user's notes. */
export async function editNote(db: Db, userId: string, id: number, value: string) {
  const row = await db
    .updateTable("application_note")
    .set({ value })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning(["id", "application_id", "value", "date"])
    .executeTakeFirst();
  if (!row) throw notFound();
  return present(row);
}

/** Deletes one of the user's notes. */
export async function deleteNote(db: Db, userId: string, id: number) {
  const result = await db
    .deleteFrom("application_note")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound();
}
