import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/** Cover letters (mail templates), uploaded documents and their links to applications. */
export function lettersDocuments(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("cover_letter")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("formal", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn("active", t.boolean, (c) => c.notNull().defaultTo(t.bool(true)))
        .addColumn("cover_letter_language", "text", (c) => c.notNull().defaultTo("de"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("cover_letter_user_idx")
        .on("cover_letter")
        .columns(["user_id", "id"])
        .execute();

      await db.schema
        .createTable("document")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        // The file's name in storage: random, never derived from what the user sent.
        .addColumn("storage_key", "text", (c) => c.notNull().unique())
        .addColumn("original_name", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        // Detected from the bytes at upload, not taken from the client.
        .addColumn("mime_type", "text", (c) => c.notNull())
        .addColumn("file_size", "integer", (c) => c.notNull())
        .addColumn("date", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("document_user_idx").on("document").columns(["user_id", "date"]).execute();

      await db.schema
        .createTable("application_document")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("application_id", "integer", (c) =>
          c.notNull().references("application.id").onDelete("cascade"),
        )
        .addColumn("document_id", "integer", (c) => c.notNull().references("document.id").onDelete("cascade"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("application_document_unique", ["application_id", "document_id"])
        .execute();
      await db.schema
        .createIndex("application_document_document_idx")
        .on("application_document")
        .column("document_id")
        .execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default lettersDocuments;
