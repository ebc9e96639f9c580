// The account's front door: its routes, the purge of accounts whose deletion is due (and its hourly job), and its part of
// the user's data.
export { accountDeletionRoutes } from "./deletion-routes.ts";
export { emailChangeRoutes } from "./email-change-routes.ts";
export { passkeyRoutes } from "./passkeys-routes.ts";
export { type PurgeDeps, PurgeIncomplete, type PurgeResult, purgeDueAccounts, purgeUser } from "./purge.ts";
export { AccountPurge } from "./purge-job.ts";
export { accountRoutes } from "./routes.ts";
export { accountSessionRoutes } from "./sessions-routes.ts";
export { storageUsageRoutes } from "./storage-routes.ts";
export { twoFactorRoutes } from "./two-factor-routes.ts";
export { accountUserData } from "./user-data.ts";
