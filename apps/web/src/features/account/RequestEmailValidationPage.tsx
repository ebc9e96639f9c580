import { EmailRequestPage } from "./EmailRequestPage.tsx";
import { requestEmailValidation } from "./register.ts";

/** /requestemailvalidation: sends a fresh verification link (also where a 422 lands). */
export function RequestEmailValidationPage() {
  return (
    <EmailRequestPage texts="RequestValidation" testId="requestvalidation" send={requestEmailValidation} />
  );
}
