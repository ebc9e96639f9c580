import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/database.ts";
import { FileMissingError, type FileStorage } from "../storage/index.ts";
import { createAccountTransport, type TransportOptions } from "./account-transport.ts";
import type { SentMailRow } from "./application-mail.ts";
import { PermanentDeliveryError } from "./delivery-errors.ts";
import { sendingAccount } from "./sending-account.ts";

export type SenderDeps = {
  db: Db;
  storage: FileStorage;
  box: SecretBox;
  transport: Omit<TransportOptions, "quick">;
};

/** A stored file as the mail's record keeps it; no key: its file was deleted before migration 0019. */
type StoredFile = { name: string; mime: string; key?: string };

/** The bytes of one attached file; a file deleted since Send fails the mail for good. */
async function fileBytes(storage: FileStorage, file: StoredFile): Promise<Buffer> {
  const deleted = () =>
    new PermanentDeliveryError(`The file "${file.name}" was deleted before the mail was sent`);
  if (!file.key) throw deleted();
  try {
    return await storage.get(file.key);
  } catch (error) {
    if (error instanceof FileMissingError) throw deleted();
    throw error;
  }
}

/** Builds an application mail from its row and hands it to the user's own mail server. */
export async function sendApplicationMail(deps: SenderDeps, row: SentMailRow): Promise<void> {
  // A mail refused at Send (a demo account's) keeps its record with the reason in the mail tab.
  if (row.refusal) throw new PermanentDeliveryError(row.refusal);
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
  const files = [];
  for (const file of JSON.parse(row.attachments) as StoredFile[]) {
    files.push({ filename: file.name, content: await fileBytes(deps.storage, file), contentType: file.mime });
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
        ...files,
      ],
    });
  } finally {
    transport.close();
  }
}
