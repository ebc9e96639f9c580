import { z } from "zod";
import { text } from "./fields.ts";
import type { SkippedMessageDto } from "./inbox.ts";

/** The scope Google must have granted before replies are read through the Gmail API. */
export const GMAIL_READ_SCOPE = "https://www.googleapis.com/auth/gmail.readonly";

/** Whether the scopes Google granted (space-separated) let us read the mailbox. */
export function canReadGmail(grantedScope: string): boolean {
  return grantedScope.split(/\s+/).includes(GMAIL_READ_SCOPE);
}

/** PUT connections/gmail/reading: reading replies on or off, and one label read beside INBOX. */
export const gmailReadingSchema = z.object({
  reading: z.boolean({ error: "Must be true or false" }),
  reading_folder: text(200).default(""),
});
export type GmailReadingInput = z.infer<typeof gmailReadingSchema>;

/** The reading part of a Gmail connection as the settings show it. */
export type GmailReadingDto = {
  /**
   * false: the account was connected before reading existed (or the user left the read-only box
   * unticked); the settings explain the new scope and offer to grant it. Sending works either way.
   */
  read_scope: boolean;
  reading: boolean;
  reading_folder: string;
  reading_since: string | null;
  /** Why the last poll failed: token-revoked, scope-missing, unreachable, failed, folder-missing; null when it worked. */
  reading_error: string | null;
  reading_polled_at: string | null;
  /** Messages that could not be stored and were passed over, newest first. */
  reading_skipped: SkippedMessageDto[];
};
