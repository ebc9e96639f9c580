import type { UserDataPart } from "../../db/user-data.ts";

/** The links mailed to confirm an address (sign-up, change of address). */
export const registerUserData: UserDataPart = {
  feature: "register",
  tables: ["email_verification_token"],
  resetKeeps: { email_verification_token: "mailed links" },
};
