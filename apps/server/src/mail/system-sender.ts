import type { Language } from "@jah/shared";

/** The address system mails come from when the operator has not set MAIL_FROM. */
const DEFAULT_ADDRESS = "no-reply@localhost";

/** The product's name as the recipient reads it (docs/glossary.md). */
const PRODUCT_NAME: Record<Language, string> = { de: "Bewerbungshelfer", en: "Job Application Helper" };

/**
 * The From of a system mail: the operator's MAIL_FROM exactly as set; without one, the product's name
 * in the mail's own language, so a German user is not written to by "Job Application Helper". A mail
 * queued before its language was kept (lang null) gets the English name, the old default.
 */
export function systemSender(mailFrom: string | undefined, lang: Language | null | undefined): string {
  return mailFrom ?? `${PRODUCT_NAME[lang ?? "en"]} <${DEFAULT_ADDRESS}>`;
}
