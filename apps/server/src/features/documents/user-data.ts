import { groupByParent, safeName, type UserDataPart } from "../../db/user-data.ts";
import type { FileStorage } from "../../storage/index.ts";
import { deleteUserDocuments, documentBytes } from "./documents.ts";

/** Where a document's file is in the export's zip. */
const documentPath = (id: number, name: string) => `files/documents/${id}_${safeName(name, "document")}`;

/**
 * The documents' part: the uploads with their stored files, and their links to applications (in
 * applications.json under each application's "documents").
 */
export function documentsUserData(storage: FileStorage): UserDataPart {
  return {
    feature: "documents",
    tables: ["document", "application_document"],
    async removeFiles({ db, userId }) {
      return { files: await deleteUserDocuments(db, storage, userId) };
    },
    storedBytes: ({ db, userId }) => documentBytes(db, userId),
    async export(zip, { db, userId }) {
      const [rows, links] = await Promise.all([
        db
          .selectFrom("document")
          .select(["id", "storage_key", "original_name", "name", "mime_type", "file_size", "date"])
          .where("user_id", "=", userId)
          .orderBy("id")
          .execute(),
        db
          .selectFrom("application_document")
          .select(["document_id", "application_id"])
          .where("user_id", "=", userId)
          .orderBy("id")
          .execute(),
      ]);
      const applicationsOf = new Map<number, number[]>();
      for (const { document_id, application_id } of links) {
        applicationsOf.set(document_id, [...(applicationsOf.get(document_id) ?? []), application_id]);
      }
      const documents = rows.map(({ storage_key, ...row }) => ({
        storage_key,
        record: {
          ...row,
          file: documentPath(row.id, row.original_name || row.name),
          application_ids: applicationsOf.get(row.id) ?? [],
        },
      }));
      zip.fact("documents", async () => documents.length);
      // The storage key is how the server finds the file, not data about the person.
      zip.json("documents.json", async () => documents.map((d) => d.record));
      for (const { storage_key, record } of documents) zip.file(record.file, () => storage.get(storage_key));
      zip.children("applications.json", "documents", async (ids) =>
        groupByParent(
          await db
            .selectFrom("application_document")
            .select(["application_id", "document_id", "created_at"])
            .where("user_id", "=", userId)
            .where("application_id", "in", ids)
            .orderBy("id")
            .execute(),
          "application_id",
        ),
      );
    },
    async reset({ db, userId }) {
      await db.deleteFrom("application_document").where("user_id", "=", userId).execute();
    },
  };
}
