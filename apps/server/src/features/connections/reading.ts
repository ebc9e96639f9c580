import { canReadGmail, type GmailReadingInput, type ImapReadingInput } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { forgetMailbox } from "../inbox/index.ts";

/**
 * Stores the reading part of the user's SMTP account. Switched on, reading starts now (only mail from
 * now on is read); switched off, what was read from the account is deleted. False: no SMTP account.
 */
export async function saveReading(db: Db, userId: string, input: ImapReadingInput): Promise<boolean> {
  const account = await db
    .selectFrom("mail_account")
    .select(["id", "reading", "reading_since"])
    .where("user_id", "=", userId)
    .where("provider", "=", "smtp")
    .executeTakeFirst();
  if (!account) return false;
  await db
    .updateTable("mail_account")
    .set({
      imap_host: input.imap_host,
      imap_port: input.imap_port,
      imap_security: input.imap_security,
      reading: input.reading,
      reading_folder: input.reading_folder.trim(),
      reading_since: input.reading ? (account.reading ? account.reading_since : nowIso()) : null,
    })
    .where("id", "=", account.id)
    .where("user_id", "=", userId)
    .execute();
  if (!input.reading && account.reading) await forgetMailbox(db, userId, account.id);
  return true;
}

/**
 * Stores the reading part of the user's Gmail account. Switched on (only with the read-only scope
 * granted), reading starts now; switched off, what was read from the account is deleted.
 * "no-account": no Gmail account; "no-scope": Google has not granted reading.
 */
export async function saveGmailReading(
  db: Db,
  userId: string,
  input: GmailReadingInput,
): Promise<"saved" | "no-account" | "no-scope"> {
  const account = await db
    .selectFrom("mail_account")
    .select(["id", "reading", "reading_since", "granted_scope"])
    .where("user_id", "=", userId)
    .where("provider", "=", "gmail")
    .executeTakeFirst();
  if (!account) return "no-account";
  if (input.reading && !canReadGmail(account.granted_scope)) return "no-scope";
  await db
    .updateTable("mail_account")
    .set({
      reading: input.reading,
      reading_folder: input.reading_folder.trim(),
      reading_since: input.reading ? (account.reading ? account.reading_since : nowIso()) : null,
    })
    .where("id", "=", account.id)
    .where("user_id", "=", userId)
    .execute();
  if (!input.reading && account.reading) await forgetMailbox(db, userId, account.id);
  return "saved";
}
