import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, type Dialect, openDatabase } from "../../src/db/database.ts";
import { migrateTo, migrateToLatest } from "../../src/db/migrate.ts";
import { testDialects } from "../support/dialects.ts";
import { createScratchDatabase } from "../support/postgres.ts";

// Migration 0030 cleans every stored file name to the rule new names get (issue 37). A database
// written by the release before, with hostile and ordinary names, is built at 0028, filled, then
// migrated: the hostile names are cleaned, the ordinary ones stay byte for byte.
const dir = mkdtempSync(path.join(os.tmpdir(), "jah-migration-0030-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NOW = "2026-11-01T00:00:00.000Z";

/** A database of the given dialect at the release before 0030, and how to drop it. */
async function databaseBefore(
  dialect: Dialect,
): Promise<{ open: () => DatabaseHandle; drop: () => Promise<void> }> {
  if (dialect === "postgres") {
    const scratch = await createScratchDatabase();
    const open = () => openDatabase({ database: { kind: "postgres", url: scratch.url } });
    const handle = open();
    await migrateTo(handle, "0028_gmail_reading");
    await handle.destroy();
    return { open, drop: scratch.drop };
  }
  const file = path.join(dir, `${Math.random()}.sqlite`);
  const open = () => openDatabase({ database: { kind: "sqlite", file } });
  const handle = open();
  await migrateTo(handle, "0028_gmail_reading");
  await handle.destroy();
  return { open, drop: async () => {} };
}

describe.each(testDialects())("migration 0030 on %s", (dialect) => {
  it("cleans every stored file name and keeps ordinary ones as they were", async () => {
    const database = await databaseBefore(dialect);
    try {
      const before = database.open();
      const db = before.db;
      await db
        .insertInto("user")
        .values({
          id: "u1",
          name: "Ada",
          email: "ada@example.com",
          emailVerified: true,
          image: null,
          createdAt: NOW,
          updatedAt: NOW,
        })
        .execute();
      const application = await db
        .insertInto("application")
        .values({
          user_id: "u1",
          job_title: "Backend Developer",
          follow_up: null,
          follow_up_reminded_on: null,
          status: "todo",
          archived: false,
          send: false,
          profile_id: null,
          date: NOW,
          created_at: NOW,
          updated_at: NOW,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const document = (original_name: string, name = original_name) => ({
        user_id: "u1",
        storage_key: `${Math.random()}`.slice(2),
        original_name,
        name,
        mime_type: "text/plain",
        file_size: 4,
        date: NOW,
      });
      const documents = await db
        .insertInto("document")
        .values([
          document("../../../../tmp/x.txt", "Rechnung\u202Efdp.exe"),
          document("Zeugnis Müller.pdf"),
          document(`${"a".repeat(300)}.pdf`),
          document("\u202E\u200B"),
          document("Mu\u0308ller.txt"),
          // More rows than the migration reads per page.
          ...Array.from({ length: 520 }, (_, i) => document(`..\\Ordner\\d${i}.txt`)),
        ])
        .returning("id")
        .execute();
      const reply = await db
        .insertInto("inbox_message")
        .values({
          user_id: "u1",
          mail_account_id: null,
          application_id: application.id,
          matched_by: "address",
          folder: "INBOX",
          uid: 1,
          message_id: "<r1@example.com>",
          from_address: "hr@example.com",
          received_at: NOW,
          body: "Anbei.",
          suggestion: null,
          suggestion_sentence: null,
          suggestion_date: null,
          created_at: NOW,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const attachment = (name: string) => ({
        inbox_message_id: reply.id,
        user_id: "u1",
        name,
        mime: "application/pdf",
        size: 4,
        data: Buffer.from("%PDF"),
      });
      await db
        .insertInto("inbox_attachment")
        .values([attachment("/etc/passwd"), attachment("C:\\x\\y.pdf"), attachment("Anfahrt.pdf")])
        .execute();
      const sentMail = (cv_file_name: string, attachments: string) => ({
        user_id: "u1",
        application_id: application.id,
        recipient: "hr@example.com",
        subject: "Bewerbung",
        body: "Guten Tag",
        attachments,
        cv_file_name,
        follow_up: null,
        message_id: `<${Math.random()}@job-application-helper>`,
        status: "sent" as const,
        error: null,
        refusal: null,
        next_attempt_at: NOW,
        locked_until: null,
        created_at: NOW,
        sent_at: NOW,
      });
      const listed = [
        { document_id: documents[0]!.id, name: "../x.txt", size: 4, mime: "text/plain", key: "k1" },
        { document_id: documents[1]!.id, name: "Zeugnis Müller.pdf", size: 4, mime: "text/plain", key: "k2" },
      ];
      const ordinaryList = JSON.stringify([listed[1]]);
      await db
        .insertInto("sent_mail")
        .values([
          sentMail("Ada_\u202EMuster_Backend.pdf", JSON.stringify(listed)),
          sentMail("Ada_Muster_Backend.pdf", ordinaryList),
          sentMail("cv.pdf", "not json"),
        ])
        .execute();
      await before.destroy();

      const after = database.open();
      try {
        await migrateToLatest(after);
        const names = await after.db
          .selectFrom("document")
          .select(["original_name", "name"])
          .orderBy("id")
          .execute();
        expect(names.slice(0, 5)).toEqual([
          { original_name: "x.txt", name: "Rechnungfdp.exe" },
          { original_name: "Zeugnis Müller.pdf", name: "Zeugnis Müller.pdf" },
          { original_name: `${"a".repeat(116)}.pdf`, name: `${"a".repeat(116)}.pdf` },
          { original_name: "file", name: "file" },
          { original_name: "M\u00fcller.txt", name: "M\u00fcller.txt" },
        ]);
        expect(names.slice(5).map((n) => n.original_name)).toEqual(
          Array.from({ length: 520 }, (_, i) => `d${i}.txt`),
        );

        const attachments = await after.db
          .selectFrom("inbox_attachment")
          .select(["name", "data", "not_stored"])
          .orderBy("id")
          .execute();
        expect(attachments.map((a) => [a.name, Buffer.from(a.data).toString(), a.not_stored])).toEqual([
          ["passwd", "%PDF", null],
          ["y.pdf", "%PDF", null],
          ["Anfahrt.pdf", "%PDF", null],
        ]);

        const mails = await after.db
          .selectFrom("sent_mail")
          .select(["cv_file_name", "attachments"])
          .orderBy("id")
          .execute();
        expect(mails[0]!.cv_file_name).toBe("Ada_Muster_Backend.pdf");
        expect(JSON.parse(mails[0]!.attachments)).toEqual([{ ...listed[0], name: "x.txt" }, listed[1]]);
        // Ordinary and unreadable lists are left byte for byte.
        expect(mails.slice(1)).toEqual([
          { cv_file_name: "Ada_Muster_Backend.pdf", attachments: ordinaryList },
          { cv_file_name: "cv.pdf", attachments: "not json" },
        ]);
      } finally {
        await after.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
