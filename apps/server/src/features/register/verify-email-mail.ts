import type { Language } from "@jah/shared";
import { type ActionMailTexts, actionMail, type RenderedMail } from "../../mail/templates/layout.ts";

const texts: Record<Language, ActionMailTexts> = {
  en: {
    subject: "Please confirm your e-mail address",
    greeting: (name: string) => `Hello ${name},`,
    lines: ["thank you for signing up. Please confirm your e-mail address to start using your account."],
    action: "Confirm e-mail address",
    footer:
      "The link is valid for 24 hours and works once. If you did not sign up, you can ignore this e-mail.",
  },
  de: {
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    greeting: (name: string) => `Guten Tag ${name},`,
    lines: [
      "vielen Dank für Ihre Registrierung. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto nutzen zu können.",
    ],
    action: "E-Mail-Adresse bestätigen",
    footer:
      "Der Link ist 24 Stunden gültig und kann einmal verwendet werden. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.",
  },
};

/** The verification mail in the user's language. */
export function verifyEmailMail(lang: Language, username: string, url: string): RenderedMail {
  return actionMail(lang, texts[lang], username, url);
}
