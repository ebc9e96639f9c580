import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import type { SentMailTable } from "../db/schema.ts";

/** An application mail's row: what the user sent (kept for the mail tab) and the queue's state of it. */
export type SentMailRow = Selectable<SentMailTable>;

/**
 * A file from storage that a mail carries, read by its key when the mail goes out. The stored record
 * keeps every fact the sender gave beside these (the compose feature adds the document's id).
 */
export type MailAttachment = { name: string; size: number; mime: string; key: string };

/** An application mail as a feature hands it to the queue (SentMailQueue.enqueue). */
export type ApplicationMail = {
  /** The user whose own mail account sends it: the account is chosen when the mail goes out. */
  userId: string;
  /** The application it is about: stored with the mail and handed back on delivery. */
  applicationId: number;
  recipient: string;
  subject: string;
  body: string;
  /** The From name when the account has none. */
  senderName: string;
  /** The first attachment, stored with the mail exactly as it was rendered. */
  cv: { fileName: string; bytes: Buffer };
  /** Files from storage, attached after the CV in this order; one deleted by then fails the mail. */
  attachments: MailAttachment[];
  /** The follow-up date chosen at Send: stored with the mail and handed back on delivery. */
  followUp: string;
  /** Why the mail must not go out (a demo account): its first pass fails it with this reason. */
  refusal: string | null;
};

/** Stores a mail due now, with its CV, in the caller's transaction; the returned row is queued. */
export async function insertApplicationMail(trx: Db, mail: ApplicationMail): Promise<SentMailRow> {
  const now = nowIso();
  const row = await trx
    .insertInto("sent_mail")
    .values({
      user_id: mail.userId,
      application_id: mail.applicationId,
      recipient: mail.recipient,
      subject: mail.subject,
      body: mail.body,
      sender_name: mail.senderName,
      attachments: JSON.stringify(mail.attachments),
      cv_file_name: mail.cv.fileName,
      follow_up: mail.followUp,
      message_id: `<${randomUUID()}@job-application-helper>`,
      status: "queued",
      error: null,
      refusal: mail.refusal,
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      created_at: now,
      sent_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.insertInto("sent_mail_cv").values({ sent_mail_id: row.id, data: mail.cv.bytes }).execute();
  return row;
}

/** True while a mail of the application waits or is being handed to its server. */
export async function isBeingSent(db: Db, applicationId: number): Promise<boolean> {
  const pending = await db
    .selectFrom("sent_mail")
    .select("id")
    .where("application_id", "=", applicationId)
    .where("status", "in", ["queued", "sending"])
    .executeTakeFirst();
  return pending !== undefined;
}
