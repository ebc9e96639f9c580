import { t } from "../lib/i18n.ts";
import type { FieldProblem } from "../lib/job-fields.ts";

/** A field's problem in the browser's language (a message the popup does not know, as the server wrote it). */
export function fieldErrorText(problem: FieldProblem | undefined): string | null {
  if (!problem) return null;
  switch (problem.code) {
    case "required":
      return t("errorRequired");
    case "too-long":
      return t("errorTooLong", problem.max);
    case "web-address":
      return t("errorWebAddress");
    case "email":
      return t("errorEmail");
    case "other":
      return problem.message;
  }
}
