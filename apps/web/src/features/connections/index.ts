// The user's mail accounts (SMTP or Gmail) and the reading of replies: the settings page's section, the
// accounts' query (the compose wizard sends through them) and Google's return step.

export {
  type Connections,
  connectionKeys,
  connectSmtp,
  disconnectGmail,
  disconnectSmtp,
  gmailAuthorizeUrl,
  gmailCallback,
  type SmtpInput,
  type SmtpSecurity,
} from "./api.ts";
export { ConnectionsSection } from "./ConnectionsSection.tsx";
export { useConnections } from "./use-connections.ts";
