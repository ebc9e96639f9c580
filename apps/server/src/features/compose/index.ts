/** The compose feature's front door: Send in the wizard, the sent record, and its part once a mail is out. */
export { markApplicationSent } from "./delivered.ts";
export { composeRoutes } from "./routes.ts";
export { parseAttachments } from "./sent-mails.ts";
export { composeUserData } from "./user-data.ts";
