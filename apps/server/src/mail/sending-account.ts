import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/database.ts";
import type { AccountSettings } from "./account-transport.ts";

export type SendingAccount = AccountSettings & { from_email: string; from_name: string };

/** The user's mail accounts a mail may go out through: a Gmail account counts only while Gmail is configured. */
function usableAccounts(db: Db, userId: string, gmailAvailable: boolean) {
  const query = db.selectFrom("mail_account").where("user_id", "=", userId);
  return gmailAvailable ? query : query.where("provider", "=", "smtp");
}

/** The account a mail goes out through, its secret opened: the one connected last when there are two. */
export async function sendingAccount(
  db: Db,
  box: SecretBox,
  userId: string,
  gmailAvailable: boolean,
): Promise<SendingAccount | null> {
  const row = await usableAccounts(db, userId, gmailAvailable)
    .selectAll()
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    provider: row.provider,
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    secret: box.open(row.secret_sealed, userId),
    from_email: row.from_email,
    from_name: row.from_name,
  };
}

/** True when the user can send through an account of their own. */
export async function hasSendingAccount(db: Db, userId: string, gmailAvailable: boolean): Promise<boolean> {
  return Boolean(await usableAccounts(db, userId, gmailAvailable).select("id").limit(1).executeTakeFirst());
}
