import { requestPasswordReset } from "../../api/identity.ts";
import { EmailRequestPage } from "./EmailRequestPage.tsx";

/** /resetpassword: asks for a mail with a link to set a new password. */
export function ResetPasswordPage() {
  return <EmailRequestPage texts="ResetPassword" testId="resetpassword" send={requestPasswordReset} />;
}
