import type { Auth } from "../../auth/auth.ts";
import type { Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import type { TokenGuards } from "./token-guard.ts";

/** What the extension's route files need. */
export type ExtensionDeps = {
  db: Db;
  auth: Auth;
  guards: Guards;
  tokenGuards: TokenGuards;
  config: Pick<Config, "appUrl" | "authRateLimit" | "extensionRateLimit" | "extensionDistDir" | "payments">;
};
