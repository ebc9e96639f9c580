import type { UserDataPart } from "../../db/user-data.ts";

/** The browser extension's pending sign-ins (its tokens are better-auth's apikey rows: account's part). */
export const extensionUserData: UserDataPart = {
  feature: "extension",
  tables: ["extension_connect"],
  resetKeeps: { extension_connect: "pending extension sign-ins" },
};
