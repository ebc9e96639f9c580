import type { SentMail } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";
import type { SentMailRow } from "../../mail/application-mail.ts";
import { getApplicationRow } from "../applications/index.ts";

/** A chosen document as the sent record shows it (JSON in sent_mail.attachments). */
export type StoredAttachment = { document_id: number; name: string; size: number; mime: string };

/** The chosen documents of a sent record: their facts, never the storage key the queue reads them by. */
export function parseAttachments(json: string): StoredAttachment[] {
  return (JSON.parse(json) as StoredAttachment[]).map(({ document_id, name, size, mime }) => ({
    document_id,
    name,
    size,
    mime,
  }));
}

/** What leaves the server about a sent mail: listed field by field (no message id, no claim). */
export function presentSentMail(row: SentMailRow, cvSize: number): SentMail {
  return {
    id: row.id,
    application_id: row.application_id,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    created: row.created_at,
    sent_at: row.sent_at,
    attachments: parseAttachments(row.attachments).map(({ name, size }) => ({ name, size })),
    cv_file_name: row.cv_file_name,
    cv_size: cvSize,
  };
}

/** The newest mail of one of the user's applications (null when none was sent); 404 for another's. */
export async function latestSentMail(
  db: Db,
  userId: string,
  applicationId: number,
): Promise<SentMail | null> {
  await getApplicationRow(db, userId, applicationId);
  const row = await db
    .selectFrom("sent_mail")
    .selectAll()
    .where("application_id", "=", applicationId)
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!row) return null;
  const cv = await db
    .selectFrom("sent_mail_cv")
    .select((eb) => eb.fn<number>("length", ["data"]).as("size"))
    .where("sent_mail_id", "=", row.id)
    .executeTakeFirst();
  return presentSentMail(row, Number(cv?.size ?? 0));
}

/** The CV exactly as the newest mail of the application carried it, with its file name. */
export async function readSentCv(db: Db, userId: string, applicationId: number) {
  const row = await db
    .selectFrom("sent_mail as s")
    .innerJoin("sent_mail_cv as c", "c.sent_mail_id", "s.id")
    .select(["s.cv_file_name", "c.data"])
    .where("s.application_id", "=", applicationId)
    .where("s.user_id", "=", userId)
    .orderBy("s.id", "desc")
    .executeTakeFirst();
  if (!row) throw notFound();
  return { fileName: row.cv_file_name, bytes: Buffer.from(row.data) };
}
