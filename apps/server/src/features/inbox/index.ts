/** The inbox's front door: employers' replies read from the user's mailbox, matched and classified. */

export { MailboxReader } from "./reader/reader.ts";
export { forgetMailbox, readingStatus } from "./reading-state.ts";
export { inboxRoutes } from "./routes.ts";
export { inboxUserData } from "./user-data.ts";
