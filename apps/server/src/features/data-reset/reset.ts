import type { Language, SampleCounts } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import type { FileStorage } from "../../storage/index.ts";
import { deleteUserExports } from "../data-export/exports.ts";
import { sampleData } from "../demo/sample-data.ts";
import { insertSampleData } from "../demo/seed.ts";
import { deleteUserDocuments } from "../documents/documents.ts";

/**
 * The tables a data reset empties for the user, by their user column: what the user made in the
 * product. Their children (timelines, CV sections, pictures, search rows, sent CVs) go by cascade.
 * Documents and data exports are emptied first with their stored files (see resetUserData).
 */
export const RESET_TABLES = [
  "application_note",
  "application_appointment",
  "application_document",
  "sent_mail",
  "application",
  "profiles",
  "system_profiles",
  "cover_letter",
  "job_ad_mark",
] as const;

/** Emptied through their own functions, because files on disk belong to their rows. */
export const RESET_WITH_FILES = ["document", "data_export"] as const;

/**
 * Every other table that names a user, and why a reset leaves it: the reset replaces the data, not
 * the account. The data-reset test fails when a table that links to user.id is in neither list.
 */
export const KEPT_TABLES: Record<string, string> = {
  user: "the account itself",
  session: "the user stays signed in",
  account: "the password login",
  twoFactor: "second factor",
  passkey: "second factor",
  apikey: "the browser extension's tokens",
  extension_connect: "pending extension sign-ins",
  email_change: "a pending change of address",
  email_verification_token: "mailed links",
  user_settings: "language and other settings",
  account_deletion: "a requested deletion must not be undone by a reset",
  demo_account: "a demo account stays one",
  mail_account: "the connected mailbox is a setting",
  ai_consent: "consent given to an AI provider",
  ai_usage: "the monthly AI budget must not be reset by a data reset",
  ai_request: "the hourly AI limit",
  payment_customer: "billing details belong to the account, not to the sample data",
  subscription: "a paid plan must not be lost by a reset",
  invoice: "invoices are kept for the legal retention period",
  free_year_request: "a granted or requested free year stays",
};

export type ResetDeps = { db: Db; storage: FileStorage; exportsDir: string; payments: boolean };

/**
 * Replaces the user's data with the sample data in `language` (the staging host's reset). Stored
 * files go first, as in the account purge (a failure then leaves rows to retry from, never files
 * without rows); then one transaction empties the tables and inserts the sample data, so the
 * account ends up either reset or as it was. Every statement is scoped to `userId`.
 */
export async function resetUserData(
  deps: ResetDeps,
  userId: string,
  language: Language,
): Promise<SampleCounts> {
  const { db } = deps;
  await deleteUserDocuments(db, deps.storage, userId);
  await deleteUserExports(db, { dir: deps.exportsDir, storage: deps.storage }, userId);
  return db.transaction().execute(async (trx) => {
    for (const table of RESET_TABLES) await trx.deleteFrom(table).where("user_id", "=", userId).execute();
    return insertSampleData(trx, userId, sampleData(language), { payments: deps.payments, now: new Date() });
  });
}
