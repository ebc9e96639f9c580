import type { DocumentDto } from "@jah/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import type { DocumentTable } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { FileMissingError, type FileStorage, newStorageKey, type StorageQuota } from "../../storage/index.ts";
import type { CheckedUpload } from "./upload.ts";

type DocumentRow = Selectable<DocumentTable>;

/** What leaves the server about a document: never the storage key. */
export function presentDocument(row: Omit<DocumentRow, "user_id" | "storage_key">): DocumentDto {
  return {
    id: row.id,
    original_name: row.original_name,
    name: row.name,
    date: row.date,
    file_size: row.file_size,
    mime_type: row.mime_type,
  };
}

export const DOCUMENT_COLUMNS = ["id", "original_name", "name", "date", "file_size", "mime_type"] as const;

/** The user's documents, newest first. */
export async function listDocuments(db: Db, userId: string): Promise<DocumentDto[]> {
  const rows = await db
    .selectFrom("document")
    .select(DOCUMENT_COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("date", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(presentDocument);
}

/** One of the user's documents with its storage key, or a 404. */
export async function getDocumentRow(db: Db, userId: string, id: number): Promise<DocumentRow> {
  const row = await db
    .selectFrom("document")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** What storing a document needs: the rows, the bytes' storage and the user's storage total. */
export type StoreDeps = { db: Db; storage: FileStorage; quota: StorageQuota };

/**
 * Stores a checked upload within the user's storage total: a first look at the total before anything
 * is stored, the bytes, then the row in a transaction that checks the total again with the user's
 * storage lock held (two uploads at once cannot both pass it). When the row cannot be written or the
 * total is full by then, the bytes are removed again: a refused or failed upload leaves neither a file
 * nor a row.
 */
export async function storeDocument(
  { db, storage, quota }: StoreDeps,
  userId: string,
  file: CheckedUpload,
): Promise<DocumentDto> {
  const size = file.bytes.length;
  await quota.ensureRoom(db, userId, size);
  const key = newStorageKey();
  await storage.put(key, file.bytes);
  try {
    return await db.transaction().execute(async (trx) => {
      await quota.ensureRoom(trx, userId, size);
      const row = await trx
        .insertInto("document")
        .values({
          user_id: userId,
          storage_key: key,
          original_name: file.originalName,
          name: file.name,
          mime_type: file.mime,
          file_size: size,
          date: nowIso(),
        })
        .returning(DOCUMENT_COLUMNS)
        .executeTakeFirstOrThrow();
      return presentDocument(row);
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** The bytes of the user's documents: their share of the storage total. */
export async function documentBytes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("document")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("file_size"), eb.lit(0)).as("bytes"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** Deletes one of the user's documents: the row (and its links to applications), then the file. */
export async function deleteDocument(db: Db, storage: FileStorage, userId: string, id: number) {
  const row = await db
    .deleteFrom("document")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning("storage_key")
    .executeTakeFirst();
  if (!row) throw notFound();
  await storage.delete(row.storage_key);
}

/** The bytes of one of the user's documents with its facts. */
export async function readDocument(db: Db, storage: FileStorage, userId: string, id: number) {
  const row = await getDocumentRow(db, userId, id);
  try {
    return { row, bytes: await storage.get(row.storage_key) };
  } catch (error) {
    // A row whose file is gone (restored backup without files): missing, not a server fault.
    if (error instanceof FileMissingError) throw notFound();
    throw error;
  }
}

/**
 * Removes every document of a user, files and rows: the account purge calls this before the user row
 * goes (the database cascade alone would leave the files on disk). The files go first, so an
 * interrupted run leaves rows to retry from, never files that no row names.
 */
export async function deleteUserDocuments(db: Db, storage: FileStorage, userId: string): Promise<number> {
  const rows = await db.selectFrom("document").select("storage_key").where("user_id", "=", userId).execute();
  for (const { storage_key } of rows) await storage.delete(storage_key);
  await db.deleteFrom("document").where("user_id", "=", userId).execute();
  return rows.length;
}
