import type { ApplicationDocumentDto } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import { getApplicationRow } from "../applications/index.ts";
import { getDocumentRow, presentDocument } from "./documents.ts";

/** Connects one of the user's documents to one of their applications; connecting twice keeps one link. */
export async function connectDocument(
  db: Db,
  userId: string,
  applicationId: number,
  documentId: number,
): Promise<{ id: number }> {
  await getApplicationRow(db, userId, applicationId);
  await getDocumentRow(db, userId, documentId);
  const existing = () =>
    db
      .selectFrom("application_document")
      .select("id")
      .where("application_id", "=", applicationId)
      .where("document_id", "=", documentId)
      .executeTakeFirst();
  const found = await existing();
  if (found) return found;
  try {
    return await db
      .insertInto("application_document")
      .values({
        user_id: userId,
        application_id: applicationId,
        document_id: documentId,
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Two connects at once: the unique constraint let one win; answer its id.
    const raced = await existing();
    if (raced) return raced;
    throw error;
  }
}

/** The documents connected to one of the user's applications, in the order they were connected. */
export async function connectedDocuments(
  db: Db,
  userId: string,
  applicationId: number,
): Promise<ApplicationDocumentDto[]> {
  await getApplicationRow(db, userId, applicationId);
  const rows = await db
    .selectFrom("application_document as ad")
    .innerJoin("document as d", "d.id", "ad.document_id")
    .select(["ad.id as link_id", "d.id", "d.original_name", "d.name", "d.date", "d.file_size", "d.mime_type"])
    .where("ad.application_id", "=", applicationId)
    .where("ad.user_id", "=", userId)
    .orderBy("ad.id", "asc")
    .execute();
  return rows.map(({ link_id, ...doc }) => ({
    id: link_id,
    application: { id: applicationId },
    document: presentDocument(doc),
  }));
}

/** Removes one connection (the document itself stays). */
export async function disconnectDocument(db: Db, userId: string, id: number): Promise<void> {
  const result = await db
    .deleteFrom("application_document")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw notFound();
}
