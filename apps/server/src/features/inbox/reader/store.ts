import { type AttachmentNotStored, mayGetSuggestion, type SenderCheck, safeFileName } from "@jah/shared";
import type { ParsedMail } from "mailparser";
import type { Db } from "../../../db/database.ts";
import { nowIso } from "../../../db/database.ts";
import type { StorageQuota } from "../../../storage/index.ts";
import { htmlToText } from "../../job-import/index.ts";
import { classifyReply, type ReplyToClassify, type Suggestion } from "../classify/classify.ts";
import { calendarOf, dateHeaderOf } from "./calendar-parts.ts";
import type { Match } from "./matching.ts";
import { type Refiner, refineSuggestion } from "./refine.ts";

/** A sanitised body never grows past this many characters. */
const BODY_MAX = 100_000;
/** Attachments of one reply kept for download, at most this many bytes together (besides the user's total). */
export const ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024;

export type ReadMessage = {
  userId: string;
  accountId: number;
  folder: string;
  uid: number;
  messageId: string;
  fromAddress: string;
  fromName: string;
  subject: string;
  receivedAt: Date;
  /** The receiving server's verdict on the From domain (sender-check.ts). */
  senderCheck: SenderCheck;
};

/** The reply's text as the user will read it: plain text, or the HTML part reduced to text (no markup, no images). */
export function bodyText(mail: ParsedMail): string {
  const text = mail.text?.trim()
    ? mail.text
    : typeof mail.html === "string"
      ? htmlToText(mail.html, BODY_MAX)
      : "";
  return text.slice(0, BODY_MAX);
}

/** A reply as the classifier reads it: its text, the Date header's time zone, its calendar event. */
async function replyToClassify(
  message: ReadMessage,
  body: string,
  mail: ParsedMail,
): Promise<ReplyToClassify> {
  return {
    subject: message.subject,
    text: body,
    receivedAt: message.receivedAt,
    dateHeader: dateHeaderOf(mail),
    calendar: await calendarOf(mail),
  };
}

/** The appointment of an invitation as stored: "YYYY-MM-DDTHH:mm" or "YYYY-MM-DD"; null for none. */
function appointmentOf(suggestion: Suggestion | null): string | null {
  const found = suggestion?.appointment;
  return found ? `${found.date}${found.time ? `T${found.time}` : ""}` : null;
}

/** Keeps a reply matched to an application: its text, the classifier's suggestion, its attachments. */
export async function storeMatched(
  db: Db,
  quota: StorageQuota,
  message: ReadMessage,
  match: Match,
  mail: ParsedMail,
  refiner: Refiner | null = null,
): Promise<void> {
  const body = bodyText(mail);
  // The rules decide; an AI provider the user agreed to may refine what they are unsure of. Neither is
  // asked about a reply whose only tie to the application is a From address nobody vouched for.
  const reply = mayGetSuggestion(match.by, message.senderCheck)
    ? await replyToClassify(message, body, mail)
    : null;
  const suggestion = reply
    ? await refineSuggestion(refiner, message.userId, reply, classifyReply(reply))
    : null;
  const date = appointmentOf(suggestion);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("inbox_message")
      .values({
        ...columns(message),
        application_id: match.applicationId,
        matched_by: match.by,
        body,
        suggestion: suggestion?.kind ?? null,
        suggestion_sentence: suggestion?.sentence ?? null,
        suggestion_date: date,
      })
      .onConflict((oc) => oc.columns(["user_id", "message_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) return; // read before (another folder, or a renumbered mailbox)
    await storeAttachments(trx, quota, message.userId, row.id, mail);
  });
}

/**
 * Keeps a reply's attachments (inline images of an HTML body are never shown, so never kept) under their
 * safe file names. One that would pass the reply's own limit or the user's storage total is listed
 * without its bytes, with the reason, so the user sees what is missing and why. The total is checked
 * with the user's storage lock held to the end of the reply's transaction (storage/quota.ts).
 */
async function storeAttachments(
  trx: Db,
  quota: StorageQuota,
  userId: string,
  messageId: number,
  mail: ParsedMail,
) {
  const files = mail.attachments.filter((file) => !file.related);
  if (files.length === 0) return;
  let free = await quota.freeBytes(trx, userId);
  let replyBytes = 0;
  for (const file of files) {
    const notStored: AttachmentNotStored | null =
      replyBytes + file.size > ATTACHMENTS_MAX_BYTES
        ? "reply-too-big"
        : file.size > free
          ? "storage-full"
          : null;
    if (notStored === null) {
      replyBytes += file.size;
      free -= file.size;
    }
    await trx
      .insertInto("inbox_attachment")
      .values({
        inbox_message_id: messageId,
        user_id: userId,
        name: safeFileName(file.filename ?? "", "attachment"),
        mime: file.contentType || "application/octet-stream",
        size: file.size,
        data: notStored === null ? file.content : Buffer.alloc(0),
        not_stored: notStored,
      })
      .execute();
  }
}

/**
 * Keeps a reply that may belong to one of several applications (issue 39): its text and suggestion
 * (for a verified sender) are kept with the candidates, so the user picks one instead of a guess.
 */
export async function storeCandidates(
  db: Db,
  message: ReadMessage,
  candidates: number[],
  mail: ParsedMail,
): Promise<void> {
  const body = bodyText(mail);
  const suggestion = mayGetSuggestion("name", message.senderCheck)
    ? classifyReply(await replyToClassify(message, body, mail))
    : null;
  await db
    .insertInto("inbox_message")
    .values({
      ...columns(message),
      application_id: null,
      matched_by: null,
      body,
      suggestion: suggestion?.kind ?? null,
      suggestion_sentence: suggestion?.sentence ?? null,
      suggestion_date: appointmentOf(suggestion),
      candidates: JSON.stringify(candidates),
    })
    .onConflict((oc) => oc.columns(["user_id", "message_id"]).doNothing())
    .execute();
}

/** Keeps a reply no application matched: who, what and when only, for the user to link or ignore. */
export async function storeUnmatched(db: Db, message: ReadMessage): Promise<void> {
  await db
    .insertInto("inbox_message")
    .values({ ...columns(message), application_id: null, matched_by: null, body: null })
    .onConflict((oc) => oc.columns(["user_id", "message_id"]).doNothing())
    .execute();
}

function columns(message: ReadMessage) {
  return {
    user_id: message.userId,
    mail_account_id: message.accountId,
    folder: message.folder,
    uid: message.uid,
    message_id: message.messageId,
    from_address: message.fromAddress.slice(0, 320),
    from_name: message.fromName.slice(0, 255),
    subject: message.subject.slice(0, 1000),
    received_at: message.receivedAt.toISOString(),
    sender_check: message.senderCheck,
    created_at: nowIso(),
  };
}
