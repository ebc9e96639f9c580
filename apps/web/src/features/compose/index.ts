// Writing and sending application mails: the wizard, an application's mail and the files chosen for it.

export { ApplicationMail } from "./ApplicationMail.tsx";
export { AttachedFiles } from "./AttachedFiles.tsx";
export { type ComposeTarget, ComposeWizard } from "./ComposeWizard.tsx";
