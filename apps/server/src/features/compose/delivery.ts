import { DEMO_MESSAGES } from "@jah/shared";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";
import { createAccountTransport, type TransportOptions } from "../../mail/account-transport.ts";
import { PermanentDeliveryError } from "../../mail/delivery-errors.ts";
import type { SentMailRow } from "../../mail/sent-mail-queue.ts";
import { FileMissingError, type FileStorage } from "../../storage/index.ts";
import { editApplication } from "../applications/applications.ts";
import { sendingAccount } from "../connections/accounts.ts";
import { isDemoAccount } from "../demo/accounts.ts";
import { readDocument } from "../documents/documents.ts";
import { parseAttachments } from "./sent-mails.ts";

type SenderDeps = {
  db: Db;
  storage: FileStorage;
  box: SecretBox;
  transport: Omit<TransportOptions, "quick">;
};

/** The bytes of one chosen document; a document deleted since Send fails the mail for good. */
async function attachmentBytes(deps: SenderDeps, userId: string, documentId: number, name: string) {
  try {
    return (await readDocument(deps.db, deps.storage, userId, documentId)).bytes;
  } catch (error) {
    if ((error instanceof HttpError && error.statusCode === 404) || error instanceof FileMissingError) {
      throw new PermanentDeliveryError(`The file "${name}" was deleted before the mail was sent`);
    }
    throw error;
  }
}

/** Builds an application mail from its record and hands it to the user's own mail server. */
export function applicationMailSender(deps: SenderDeps) {
  return async (row: SentMailRow): Promise<void> => {
    // Mail is never sent from a demo account; it keeps its mail with the reason in the mail tab.
    if (await isDemoAccount(deps.db, row.user_id))
      throw new PermanentDeliveryError(DEMO_MESSAGES.mailNotSent);
    const account = await sendingAccount(deps.db, deps.box, row.user_id, deps.transport.google !== null);
    if (!account) {
      throw new PermanentDeliveryError(
        "No mail account is connected. Connect one in the settings and send again.",
      );
    }
    const cv = await deps.db
      .selectFrom("sent_mail_cv")
      .select("data")
      .where("sent_mail_id", "=", row.id)
      .executeTakeFirst();
    if (!cv) throw new PermanentDeliveryError("The CV of this mail is missing");
    const documents = [];
    for (const doc of parseAttachments(row.attachments)) {
      const content = await attachmentBytes(deps, row.user_id, doc.document_id, doc.name);
      documents.push({ filename: doc.name, content, contentType: doc.mime });
    }
    const transport = await createAccountTransport(account, deps.transport);
    try {
      await transport.sendMail({
        from: { name: account.from_name || row.sender_name, address: account.from_email },
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        messageId: row.message_id,
        attachments: [
          { filename: row.cv_file_name, content: Buffer.from(cv.data), contentType: "application/pdf" },
          ...documents,
        ],
      });
    } finally {
      transport.close();
    }
  };
}

/** After delivery: the application is sent, applied (with its timeline entry) and due for follow-up. */
export async function markApplicationSent(trx: Db, row: SentMailRow): Promise<void> {
  const updated = await trx
    .updateTable("application")
    .set({ send: true, follow_up: row.follow_up, follow_up_reminded_on: null, updated_at: nowIso() })
    .where("id", "=", row.application_id)
    .where("user_id", "=", row.user_id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return;
  await editApplication(trx, row.user_id, { id: row.application_id, status: "applied" });
}
