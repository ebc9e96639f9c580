import type { CoverLetter, CoverLetterFields } from "@jah/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import type { CoverLetterTable } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";

/** What leaves the server about a cover letter: listed field by field. */
function present(row: Selectable<CoverLetterTable>): CoverLetter {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    formal: row.formal,
    active: row.active,
    cover_letter_language: row.cover_letter_language,
    created: row.created_at,
    updated: row.updated_at,
  };
}

function columnsOf(fields: CoverLetterFields) {
  return {
    title: fields.title,
    text: fields.text,
    formal: fields.formal,
    active: fields.active,
    cover_letter_language: fields.cover_letter_language,
  };
}

/** The user's cover letters, newest first. */
export async function listCoverLetters(db: Db, userId: string): Promise<CoverLetter[]> {
  const rows = await db
    .selectFrom("cover_letter")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .execute();
  return rows.map(present);
}

/** Creates a cover letter. */
export async function createCoverLetter(db: Db, userId: string, fields: CoverLetterFields) {
  const now = nowIso();
  const row = await db
    .insertInto("cover_letter")
    .values({ ...columnsOf(fields), user_id: userId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return present(row);
}

/** One of the user's cover letters, or a 404. */
export async function showCoverLetter(db: Db, userId: string, id: number) {
  const row = await db
    .selectFrom("cover_letter")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return present(row);
}

/** Replaces the fields of one of the user's cover letters. */
export async function editCoverLetter(db: Db, userId: string, id: number, fields: CoverLetterFields) {
  const row = await db
    .updateTable("cover_letter")
    .set({ ...columnsOf(fields), updated_at: nowIso() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return present(row);
}

/** Deletes one of the user's cover letters. */
export async function deleteCoverLetter(db: Db, userId: string, id: number): Promise<void> {
  const result = await db
    .deleteFrom("cover_letter")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound();
}
