import type { UserDataPart } from "../../db/user-data.ts";
import { ACCOUNT_COLUMNS } from "./accounts.ts";

/** The connected mail accounts' part: settings.json's mail_accounts (server and sender, never a secret). */
export const connectionsUserData: UserDataPart = {
  feature: "connections",
  tables: ["mail_account"],
  resetKeeps: { mail_account: "the connected mailbox is a setting" },
  async export(zip, { db, userId }) {
    zip.field("settings.json", "mail_accounts", () =>
      db
        .selectFrom("mail_account")
        .select([...ACCOUNT_COLUMNS, "created_at", "updated_at"])
        .where("user_id", "=", userId)
        .orderBy("id")
        .execute(),
    );
  },
};
