import {
  COMPOSE_MAX_ATTACHMENT_BYTES,
  type ComposeInput,
  type ComposeResult,
  cvFileName,
  defaultFollowUp,
  mailtoLink,
} from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { MailAttachment } from "../../mail/application-mail.ts";
import type { SentMailQueue } from "../../mail/sent-mail-queue.ts";
import type { PdfPool } from "../../pdf/pool.ts";
import { getApplicationRow } from "../applications/index.ts";
import { readPicture, showProfile } from "../profiles/index.ts";
import { presentSentMail, type StoredAttachment } from "./sent-mails.ts";

export type ComposeDeps = {
  db: Db;
  pdf: PdfPool;
  /** The application mail queue: it takes the mail and sends it through the user's own account. */
  queue: SentMailQueue;
  /** Why the user's mails must not go out (a demo account), or null; the queue fails such a mail. */
  mailRefusal: (userId: string) => Promise<string | null>;
};

/** A chosen document as Send stores it: its facts, and the storage key the queue reads it by. */
type ChosenDocument = StoredAttachment & MailAttachment;

const alreadySent = () => new HttpError(409, "This application has already been sent");
const beingSent = () => new HttpError(409, "This application is already being sent");

/** The chosen documents, all the user's own (404 otherwise), in the order chosen. */
async function chosenDocuments(db: Db, userId: string, ids: number[]): Promise<ChosenDocument[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom("document")
    .select(["id", "original_name", "file_size", "mime_type", "storage_key"])
    .where("user_id", "=", userId)
    .where("id", "in", unique)
    .execute();
  if (rows.length !== unique.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chosen = unique.map((id) => {
    const row = byId.get(id)!;
    const { original_name: name, file_size: size, mime_type: mime, storage_key: key } = row;
    return { document_id: id, name, size, mime, key };
  });
  if (chosen.reduce((sum, d) => sum + d.size, 0) > COMPOSE_MAX_ATTACHMENT_BYTES) {
    throw new HttpError(400, "Invalid input", {
      documents: `The files together are larger than ${COMPOSE_MAX_ATTACHMENT_BYTES / 1_000_000} MB`,
    });
  }
  return chosen;
}

/** The application's mail fields as the wizard sent them. */
function mailFields(input: ComposeInput, followUp: string) {
  return {
    mail_subject: input.mail_subject,
    mail_text: input.mail_text,
    mail_address: input.mail_address,
    follow_up: followUp,
    follow_up_reminded_on: null,
    fit_percentage: input.fit_percentage ?? null,
    profile_id: input.profile.id,
    updated_at: nowIso(),
  };
}

/**
 * Send in the compose wizard. With a connected account: the CV is rendered first (outside any
 * transaction), then one transaction saves the application's mail fields and hands the queue the mail
 * with the exact PDF; the caller kicks the queue after the commit. Without one: the fields are saved and a
 * mailto: link comes back for the user's own mail program.
 */
export async function composeApplication(
  { db, pdf, queue, mailRefusal }: ComposeDeps,
  userId: string,
  input: ComposeInput,
): Promise<ComposeResult> {
  const application = await getApplicationRow(db, userId, input.application.id);
  if (application.send) throw alreadySent();
  const profile = await showProfile(db, userId, input.profile.id);
  const documents = await chosenDocuments(db, userId, input.documents);
  const followUp = input.follow_up ?? defaultFollowUp();

  if (!(await queue.hasSendingAccount(userId))) {
    await db
      .updateTable("application")
      .set(mailFields(input, followUp))
      .where("id", "=", application.id)
      .where("user_id", "=", userId)
      .execute();
    return {
      status: "mailto",
      mailto: mailtoLink({ to: input.mail_address, subject: input.mail_subject, body: input.mail_text }),
      attachments_note: true,
    };
  }

  const title =
    input.use_updated_title && input.updated_title?.trim() ? input.updated_title.trim() : profile.title;
  const picture = profile.has_picture ? ((await readPicture(db, userId, profile.id))?.data ?? null) : null;
  const cv = await pdf.renderPdf({ ...profile, title }, { template: profile.cv_template, picture });
  const fromName = [profile.vorname, profile.name].filter(Boolean).join(" ");
  const refusal = await mailRefusal(userId);

  const row = await db.transaction().execute(async (trx) => {
    // The no-op update locks the application's row, so two Sends at once queue one mail (SQLite
    // serialises transactions anyway).
    const locked = await trx
      .updateTable("application")
      .set((eb) => ({ updated_at: eb.ref("updated_at") }))
      .where("id", "=", application.id)
      .where("user_id", "=", userId)
      .returning("send")
      .executeTakeFirst();
    if (!locked) throw notFound();
    if (locked.send) throw alreadySent();
    if (await queue.isBeingSent(application.id, trx)) throw beingSent();
    await trx
      .updateTable("application")
      .set(mailFields(input, followUp))
      .where("id", "=", application.id)
      .where("user_id", "=", userId)
      .execute();
    return queue.enqueue(
      {
        userId,
        applicationId: application.id,
        recipient: input.mail_address,
        subject: input.mail_subject,
        body: input.mail_text,
        senderName: fromName,
        cv: { fileName: cvFileName(profile), bytes: cv },
        attachments: documents,
        followUp,
        refusal,
      },
      trx,
    );
  });
  return { status: "queued", sent: presentSentMail(row, cv.length) };
}
