import { SKIPPED_SHOWN, type SkippedMessageDto } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { skippedMessages } from "./reader/skipped.ts";

/** The reader's last poll and error of an account and the messages it skipped, for the settings. */
export async function readingStatus(db: Db, accountId: number) {
  const row = await db
    .selectFrom("inbox_account")
    .select(["last_polled_at", "last_error"])
    .where("mail_account_id", "=", accountId)
    .executeTakeFirst();
  const skipped: SkippedMessageDto[] = await skippedMessages(db, accountId, SKIPPED_SHOWN);
  return {
    reading_error: row?.last_error ?? null,
    reading_polled_at: row?.last_polled_at ?? null,
    reading_skipped: skipped,
  };
}

/**
 * Forgets everything read from an account (reading switched off, or the account removed): its replies
 * and their attachments, the messages it skipped, where reading stopped, the reader's state. Turned on again, reading starts
 * afresh from that moment.
 */
export async function forgetMailbox(db: Db, userId: string, accountId: number): Promise<void> {
  await db
    .deleteFrom("inbox_message")
    .where("user_id", "=", userId)
    .where("mail_account_id", "=", accountId)
    .execute();
  await db
    .deleteFrom("inbox_skipped")
    .where("user_id", "=", userId)
    .where("mail_account_id", "=", accountId)
    .execute();
  await db
    .deleteFrom("inbox_folder")
    .where("user_id", "=", userId)
    .where("mail_account_id", "=", accountId)
    .execute();
  await db
    .deleteFrom("inbox_account")
    .where("user_id", "=", userId)
    .where("mail_account_id", "=", accountId)
    .execute();
}
