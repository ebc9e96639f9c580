/** The inbox's front door: employers' replies read from the user's mailbox, matched and classified. */
export { inboxUserData } from "./user-data.ts";
