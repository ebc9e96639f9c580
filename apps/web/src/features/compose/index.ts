// Writing and sending application mails: the wizard, an application's mail, and the mail accounts.

export { ApplicationMail } from "./ApplicationMail.tsx";
export {
  type Connections,
  composeKeys,
  connectSmtp,
  disconnectGmail,
  disconnectSmtp,
  gmailAuthorizeUrl,
  gmailCallback,
  type SmtpInput,
  type SmtpSecurity,
} from "./api.ts";
export { type ComposeTarget, ComposeWizard } from "./ComposeWizard.tsx";
export { useConnections } from "./use-connections.ts";
