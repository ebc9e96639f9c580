import { type ConnectionsDto, canReadGmail, type SmtpConnectionInput } from "@jah/shared";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import type { AccountSettings } from "../../mail/account-transport.ts";
import { GMAIL_SMTP } from "../../mail/account-transport.ts";
import { readingStatus } from "../inbox/index.ts";
import { saveGmailReading } from "./reading.ts";

type Provider = "smtp" | "gmail";

/** A mail account's columns without its secrets: what the settings show and the data export writes. */
export const ACCOUNT_COLUMNS = [
  "id",
  "provider",
  "host",
  "port",
  "security",
  "username",
  "from_email",
  "from_name",
  "imap_host",
  "imap_port",
  "imap_security",
  "reading",
  "reading_folder",
  "reading_since",
] as const;

/** The user's connections as the settings tab shows them: never a password or token. */
export async function getConnections(
  db: Db,
  userId: string,
  gmailAvailable: boolean,
): Promise<ConnectionsDto> {
  const rows = await db
    .selectFrom("mail_account")
    .select([...ACCOUNT_COLUMNS, "granted_scope"])
    .where("user_id", "=", userId)
    .execute();
  const smtp = rows.find((r) => r.provider === "smtp");
  const gmail = rows.find((r) => r.provider === "gmail");
  return {
    smtp: smtp
      ? {
          connected: true,
          host: smtp.host,
          port: smtp.port,
          security: smtp.security,
          username: smtp.username,
          from_email: smtp.from_email,
          from_name: smtp.from_name,
          imap_host: smtp.imap_host,
          imap_port: smtp.imap_port,
          imap_security: smtp.imap_security,
          reading: smtp.reading,
          reading_folder: smtp.reading_folder,
          reading_since: smtp.reading_since,
          ...(await readingStatus(db, smtp.id)),
        }
      : { connected: false },
    gmail: {
      available: gmailAvailable,
      connected: gmailAvailable && Boolean(gmail),
      ...(gmailAvailable && gmail
        ? {
            email: gmail.from_email,
            read_scope: canReadGmail(gmail.granted_scope),
            reading: gmail.reading,
            reading_folder: gmail.reading_folder,
            reading_since: gmail.reading_since,
            ...(await readingStatus(db, gmail.id)),
          }
        : {}),
    },
  };
}

type AccountFields = Omit<AccountSettings, "provider" | "secret"> & {
  from_email: string;
  from_name: string;
};

/** Stores (or replaces) the user's account of one provider, its secret sealed. */
export async function saveAccount(
  db: Db,
  box: SecretBox,
  userId: string,
  provider: Provider,
  fields: AccountFields,
  secret: string,
): Promise<void> {
  const now = nowIso();
  const values = {
    host: fields.host,
    port: fields.port,
    security: fields.security,
    username: fields.username,
    secret_sealed: box.seal(secret, userId),
    from_email: fields.from_email,
    from_name: fields.from_name,
    updated_at: now,
  };
  await db
    .insertInto("mail_account")
    .values({ ...values, user_id: userId, provider, created_at: now })
    .onConflict((oc) => oc.columns(["user_id", "provider"]).doUpdateSet(values))
    .execute();
}

/** Saves a tested SMTP connection. */
export function saveSmtpAccount(db: Db, box: SecretBox, userId: string, input: SmtpConnectionInput) {
  return saveAccount(db, box, userId, "smtp", input, input.password);
}

/**
 * Saves a Gmail connection: Google's SMTP server, the address as user, the refresh token as secret,
 * and the scopes granted. Connected again without the read-only scope, reading stops (and what was
 * read is deleted): Google no longer lets it read.
 */
export async function saveGmailAccount(
  db: Db,
  box: SecretBox,
  userId: string,
  granted: { email: string; refreshToken: string; scope: string },
): Promise<void> {
  const { email } = granted;
  const before = await db
    .selectFrom("mail_account")
    .select(["id", "from_email"])
    .where("user_id", "=", userId)
    .where("provider", "=", "gmail")
    .executeTakeFirst();
  // Another Google account than before: what was read (and where reading stopped) was the other
  // mailbox's. Reading stops and starts afresh when switched on again.
  if (before && before.from_email.toLowerCase() !== email.toLowerCase()) {
    await saveGmailReading(db, userId, { reading: false, reading_folder: "" });
  }
  await saveAccount(
    db,
    box,
    userId,
    "gmail",
    { ...GMAIL_SMTP, username: email, from_email: email, from_name: "" },
    granted.refreshToken,
  );
  await db
    .updateTable("mail_account")
    .set({ granted_scope: granted.scope })
    .where("user_id", "=", userId)
    .where("provider", "=", "gmail")
    .execute();
  if (!canReadGmail(granted.scope))
    await saveGmailReading(db, userId, { reading: false, reading_folder: "" });
}

/** Removes the user's account of one provider (nothing to remove is fine). */
export async function deleteAccount(db: Db, userId: string, provider: Provider): Promise<void> {
  await db
    .deleteFrom("mail_account")
    .where("user_id", "=", userId)
    .where("provider", "=", provider)
    .execute();
}

/** The user's Gmail refresh token, opened, or null when Gmail is not connected. */
export async function gmailRefreshToken(db: Db, box: SecretBox, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("mail_account")
    .select("secret_sealed")
    .where("user_id", "=", userId)
    .where("provider", "=", "gmail")
    .executeTakeFirst();
  return row ? box.open(row.secret_sealed, userId) : null;
}
