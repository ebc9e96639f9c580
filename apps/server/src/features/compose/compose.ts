import { randomUUID } from "node:crypto";
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
import type { PdfPool } from "../../pdf/pool.ts";
import { getApplicationRow } from "../applications/applications.ts";
import { hasSendingAccount } from "../connections/accounts.ts";
import { readPicture } from "../profiles/picture.ts";
import { showProfile } from "../profiles/show.ts";
import { presentSentMail, type StoredAttachment } from "./sent-mails.ts";

export type ComposeDeps = { db: Db; pdf: PdfPool; gmailAvailable: boolean };

const alreadySent = () => new HttpError(409, "This application has already been sent");
const beingSent = () => new HttpError(409, "This application is already being sent");

/** The chosen documents, all the user's own (404 otherwise), in the order chosen. */
async function chosenDocuments(db: Db, userId: string, ids: number[]): Promise<StoredAttachment[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom("document")
    .select(["id", "original_name", "file_size", "mime_type"])
    .where("user_id", "=", userId)
    .where("id", "in", unique)
    .execute();
  if (rows.length !== unique.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chosen = unique.map((id) => {
    const row = byId.get(id)!;
    return { document_id: id, name: row.original_name, size: row.file_size, mime: row.mime_type };
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
 * transaction), then one transaction saves the application's mail fields and queues the mail with the
 * exact PDF; the caller kicks the queue after the commit. Without one: the fields are saved and a
 * mailto: link comes back for the user's own mail program.
 */
export async function composeApplication(
  { db, pdf, gmailAvailable }: ComposeDeps,
  userId: string,
  input: ComposeInput,
): Promise<ComposeResult> {
  const application = await getApplicationRow(db, userId, input.application.id);
  if (application.send) throw alreadySent();
  const profile = await showProfile(db, userId, input.profile.id);
  const documents = await chosenDocuments(db, userId, input.documents);
  const followUp = input.follow_up ?? defaultFollowUp();

  if (!(await hasSendingAccount(db, userId, gmailAvailable))) {
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
    const pending = await trx
      .selectFrom("sent_mail")
      .select("id")
      .where("application_id", "=", application.id)
      .where("status", "in", ["queued", "sending"])
      .executeTakeFirst();
    if (pending) throw beingSent();
    await trx
      .updateTable("application")
      .set(mailFields(input, followUp))
      .where("id", "=", application.id)
      .where("user_id", "=", userId)
      .execute();
    const now = nowIso();
    const sent = await trx
      .insertInto("sent_mail")
      .values({
        user_id: userId,
        application_id: application.id,
        recipient: input.mail_address,
        subject: input.mail_subject,
        body: input.mail_text,
        sender_name: fromName,
        attachments: JSON.stringify(documents),
        cv_file_name: cvFileName(profile),
        follow_up: followUp,
        message_id: `<${randomUUID()}@job-application-helper>`,
        status: "queued",
        error: null,
        attempts: 0,
        next_attempt_at: now,
        locked_until: null,
        created_at: now,
        sent_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.insertInto("sent_mail_cv").values({ sent_mail_id: sent.id, data: cv }).execute();
    return sent;
  });
  return { status: "queued", sent: presentSentMail(row, cv.length) };
}
