import type { UserDataPart } from "../../db/user-data.ts";

/** The connected mail accounts' part: settings.json's mail_accounts (server and sender, never a secret). */
export const connectionsUserData: UserDataPart = {
  feature: "connections",
  tables: ["mail_account"],
  resetKeeps: { mail_account: "the connected mailbox is a setting" },
  async export(zip, { db, userId }) {
    zip.field("settings.json", "mail_accounts", () =>
      db
        .selectFrom("mail_account")
        .select([
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
          "created_at",
          "updated_at",
        ])
        .where("user_id", "=", userId)
        .orderBy("id")
        .execute(),
    );
  },
};
