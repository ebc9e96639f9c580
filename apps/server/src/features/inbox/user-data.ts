import { EXPORT_PAGE_SIZE, safeName, type UserDataPart } from "../../db/user-data.ts";
import type { DemoSeed } from "../demo/index.ts";
import { seedDemoReplies } from "./demo-replies.ts";
import { attachmentBytes } from "./inbox.ts";

const attachmentPath = (id: number, name: string) => `files/inbox/${id}_${safeName(name, "attachment")}`;

/**
 * The replies read from the user's mailbox: inbox.json (sender, subject, date, the matched
 * application, the sanitised body of matched replies, the suggestion and the user's decision),
 * files/inbox/ (their attachments) and settings.json's skipped_mail (the messages the reader could not
 * store). The reader's bookkeeping (claims, UIDs) belongs to the user too and goes with the account; a
 * reset keeps it, so a reset mailbox is not read again from the start.
 */
export const inboxUserData: UserDataPart<DemoSeed> = {
  feature: "inbox",
  tables: ["inbox_account", "inbox_folder", "inbox_message", "inbox_attachment", "inbox_skipped"],
  resetKeeps: {
    inbox_account: "the reader's state of a connected mailbox is a setting",
    inbox_folder: "where reading stopped: a reset does not read the mailbox again",
  },
  async export(zip, { db, userId }) {
    zip.field("settings.json", "skipped_mail", () =>
      db
        .selectFrom("inbox_skipped")
        .select(["mail_account_id", "folder", "subject", "received_at", "reason", "skipped_at"])
        .where("user_id", "=", userId)
        .orderBy("id")
        .execute(),
    );
    zip.jsonPages("inbox.json", async (afterId) => {
      const rows = await db
        .selectFrom("inbox_message")
        .select([
          "id",
          "application_id",
          "matched_by",
          "folder",
          "from_address",
          "from_name",
          "sender_check",
          "subject",
          "received_at",
          "body",
          "suggestion",
          "suggestion_sentence",
          "suggestion_date",
          "state",
          "candidates",
          "created_at",
        ])
        .where("user_id", "=", userId)
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(EXPORT_PAGE_SIZE)
        .execute();
      const ids = rows.map((r) => r.id);
      const files = ids.length
        ? await db
            .selectFrom("inbox_attachment")
            .select(["id", "inbox_message_id", "name", "mime", "size", "not_stored"])
            .where("user_id", "=", userId)
            .where("inbox_message_id", "in", ids)
            .orderBy("id")
            .execute()
        : [];
      return rows.map((row) => ({
        ...row,
        attachments: files
          .filter((f) => f.inbox_message_id === row.id)
          .map((f) => ({
            name: f.name,
            mime: f.mime,
            size: f.size,
            not_stored: f.not_stored,
            file: f.not_stored === null ? attachmentPath(f.id, f.name) : null,
          })),
      }));
    });
    const attachments = await db
      .selectFrom("inbox_attachment")
      .select(["id", "name"])
      .where("user_id", "=", userId)
      .where("not_stored", "is", null)
      .orderBy("id")
      .execute();
    for (const { id, name } of attachments) {
      zip.file(attachmentPath(id, name), async () => {
        const row = await db
          .selectFrom("inbox_attachment")
          .select("data")
          .where("id", "=", id)
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow();
        return Buffer.from(row.data);
      });
    }
  },
  storedBytes: ({ db, userId }) => attachmentBytes(db, userId),
  seedDemo: seedDemoReplies,
  async reset({ db, userId }) {
    await db.deleteFrom("inbox_message").where("user_id", "=", userId).execute();
    await db.deleteFrom("inbox_skipped").where("user_id", "=", userId).execute();
  },
};
