import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AiFailure } from "./api.ts";

/** What went wrong with an AI call, in the user's language; their text is untouched. */
export function AiErrorText({
  code,
  testId = "ai-error",
  textKept = true,
}: {
  code: AiFailure;
  testId?: string;
  /** Say that the letter stayed as it was (not for the administrators' test call). */
  textKept?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={t("AiLetter.Errors.Title")} data-testid={testId}>
      {t(`AiLetter.Errors.${code}`)} {textKept ? t("AiLetter.Errors.TextKept") : ""}
    </Alert>
  );
}
