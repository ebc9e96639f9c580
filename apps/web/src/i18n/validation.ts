import { LEVEL_MESSAGE } from "@jah/shared";
import type { ReactNode } from "react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * The shared zod schemas speak English (spec wording); forms show their messages through
 * these keys so German users read German. An unknown message is shown as it is.
 */
const EXACT: Record<string, string> = {
  Required: "Validation.Required",
  "Passwords must match": "Validation.PasswordsMustMatch",
  "Invalid email address": "Validation.InvalidEmail",
  "Must be a web address (http or https)": "Validation.WebAddress",
  "Date must be in the format YYYY-MM-DD": "Validation.DateFormat",
  "Date and time must be in the format YYYY-MM-DDTHH:mm": "Validation.DateTimeFormat",
  "Must be a number": "Validation.Number",
  "Must not be negative": "Validation.NotNegative",
  [LEVEL_MESSAGE]: "Validation.Level",
  "Unknown template": "Validation.Template",
  "Language must be de or en": "Validation.ProfileLanguage",
  "The picture is too big": "Validation.PictureTooBig",
};

const PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Password must be at least (\d+) characters$/, "Validation.PasswordMin"],
  [/^Password must be at most (\d+) characters$/, "Validation.PasswordMax"],
  [/^Username must be at most (\d+) characters$/, "Validation.UsernameMax"],
  [/^At most (\d+) characters$/, "Validation.MaxLength"],
  // zod's own wording when a field is missing altogether (the server may answer it for a left-out field).
  [/^Invalid input: expected string, received (undefined|null)$/, "Validation.Required"],
];

/** Returns the translation key and count for a schema message, or null when it is not known. */
export function validationKey(message: string): { key: string; limit?: number } | null {
  const exact = EXACT[message];
  if (exact) return { key: exact };
  for (const [pattern, key] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, limit: Number(match[1]) };
  }
  return null;
}

/** A function that turns a form error (schema message) into the shown, translated text. */
export function useValidationText(): (error: ReactNode) => ReactNode {
  const { t } = useTranslation();
  return useCallback(
    (error: ReactNode) => {
      if (typeof error !== "string") return error;
      const found = validationKey(error);
      return found ? t(found.key, { limit: found.limit }) : error;
    },
    [t],
  );
}
