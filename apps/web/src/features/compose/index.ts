// Writing and sending application mails: the wizard and an application's mail.

export { ApplicationMail } from "./ApplicationMail.tsx";
export { type ComposeTarget, ComposeWizard } from "./ComposeWizard.tsx";
