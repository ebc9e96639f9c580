import type { Language } from "@jah/shared";
import { type ActionMailTexts, actionMail, type RenderedMail } from "./layout.ts";

const texts: Record<Language, ActionMailTexts> = {
  en: {
    subject: "Reset your password",
    greeting: (name: string) => `Hello ${name},`,
    lines: ["we received a request to reset the password of your account. Choose a new password here:"],
    action: "Set a new password",
    footer:
      "The link is valid for one hour and works once. If you did not ask for this, ignore this e-mail: your password stays as it is.",
  },
  de: {
    subject: "Passwort zurücksetzen",
    greeting: (name: string) => `Guten Tag ${name},`,
    lines: [
      "wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Hier können Sie ein neues Passwort wählen:",
    ],
    action: "Neues Passwort festlegen",
    footer:
      "Der Link ist eine Stunde gültig und kann einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",
  },
};

/** The password-reset mail in the user's language. */
export function resetPasswordMail(lang: Language, username: string, url: string): RenderedMail {
  return actionMail(lang, texts[lang], username, url);
}
