import type { UserDataPart } from "../../db/user-data.ts";

/** The demo system's part: the mark that an account is a demo account and when it goes. */
export const demoUserData: UserDataPart = {
  feature: "demo",
  tables: ["demo_account"],
  resetKeeps: { demo_account: "a demo account stays one" },
};
