import type { UserDataPart } from "../../db/user-data.ts";
import { accountRecord } from "./export.ts";

/**
 * The account's part of the user's data: better-auth's tables (the user row, sessions, logins, second
 * factors, the browser extension's tokens, short-lived verification entries), the pending change of
 * address and deletion, and the system mails on their way to the user (outgoing_mail, by address).
 */
export const accountUserData: UserDataPart = {
  feature: "account",
  tables: [
    "user",
    "session",
    "account",
    "verification",
    "twoFactor",
    "passkey",
    "apikey",
    "email_change",
    "account_deletion",
    "outgoing_mail",
  ],
  resetKeeps: {
    user: "the account itself",
    session: "the user stays signed in",
    account: "the password login",
    verification: "password-reset links and sign-in ceremonies in progress",
    twoFactor: "second factor",
    passkey: "second factor",
    apikey: "the browser extension's tokens",
    email_change: "a pending change of address",
    account_deletion: "a requested deletion must not be undone by a reset",
    outgoing_mail: "system mails on their way (confirmations, links)",
  },
  async export(zip, { db, userId }) {
    zip.fact("email", async () => {
      const user = await db
        .selectFrom("user")
        .select("email")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
      return user.email;
    });
    zip.json("account.json", () => accountRecord(db, userId));
  },
  purge: {
    // The user row's delete cascades to every row that references it; these name the user otherwise.
    async rows({ db, userId, addresses }) {
      if (addresses.length > 0)
        await db.deleteFrom("outgoing_mail").where("to_address", "in", addresses).execute();
      const user = await db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
      if (!user) return;
      await db
        .deleteFrom("verification")
        // A pending passkey ceremony keeps the id inside a JSON value (better-auth ids are alphanumeric).
        .where((eb) =>
          eb.or([
            eb("value", "=", userId),
            eb("value", "like", `%"${userId}"%`),
            eb("identifier", "=", user.email),
          ]),
        )
        .execute();
    },
  },
};
