import { EXPORT_PAGE_SIZE, safeName, type UserDataPart } from "../../db/user-data.ts";
import { parseAttachments } from "./sent-mails.ts";

/** Where the CV a sent mail carried is in the export's zip. */
const sentCvPath = (sentMailId: number, name: string) =>
  `files/sent-mail-cvs/${sentMailId}_${safeName(name, "cv.pdf")}`;

/**
 * The application mails sent from the user's mail accounts, with the CV each carried: sent_mails.json
 * (what was sent and its state; no message id, no queue claim) and files/sent-mail-cvs/.
 */
export const composeUserData: UserDataPart = {
  feature: "compose",
  tables: ["sent_mail", "sent_mail_cv"],
  async export(zip, { db, userId }) {
    zip.jsonPages("sent_mails.json", async (afterId) => {
      const rows = await db
        .selectFrom("sent_mail as s")
        .leftJoin("sent_mail_cv as c", "c.sent_mail_id", "s.id")
        .select([
          "s.id",
          "s.application_id",
          "s.recipient",
          "s.subject",
          "s.body",
          "s.sender_name",
          "s.attachments",
          "s.cv_file_name",
          "s.follow_up",
          "s.status",
          "s.error",
          "s.attempts",
          "s.created_at",
          "s.sent_at",
          "c.sent_mail_id as cv_id",
        ])
        .where("s.user_id", "=", userId)
        .where("s.id", ">", afterId)
        .orderBy("s.id")
        .limit(EXPORT_PAGE_SIZE)
        .execute();
      return rows.map(({ cv_id, attachments, ...row }) => ({
        ...row,
        attachments: parseAttachments(attachments),
        cv_file: cv_id === null ? null : sentCvPath(row.id, row.cv_file_name),
      }));
    });
    const withCv = await db
      .selectFrom("sent_mail as s")
      .innerJoin("sent_mail_cv as c", "c.sent_mail_id", "s.id")
      .select(["s.id", "s.cv_file_name"])
      .where("s.user_id", "=", userId)
      .orderBy("s.id")
      .execute();
    for (const { id, cv_file_name } of withCv) {
      zip.file(sentCvPath(id, cv_file_name), async () => {
        const row = await db
          .selectFrom("sent_mail_cv as c")
          .innerJoin("sent_mail as s", "s.id", "c.sent_mail_id")
          .select("c.data")
          .where("c.sent_mail_id", "=", id)
          .where("s.user_id", "=", userId)
          .executeTakeFirstOrThrow();
        return Buffer.from(row.data);
      });
    }
  },
  async reset({ db, userId }) {
    await db.deleteFrom("sent_mail").where("user_id", "=", userId).execute();
  },
};
