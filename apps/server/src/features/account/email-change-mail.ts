import type { Language } from "@jah/shared";
import { type ActionMailTexts, actionMail, type RenderedMail } from "../../mail/templates/layout.ts";

const greeting = { en: (name: string) => `Hello ${name},`, de: (name: string) => `Guten Tag ${name},` };

const confirmTexts = (lang: Language, newEmail: string): ActionMailTexts =>
  lang === "de"
    ? {
        subject: "Bitte bestätigen Sie Ihre neue E-Mail-Adresse",
        greeting: greeting.de,
        lines: [
          `Sie möchten sich künftig mit der Adresse ${newEmail} anmelden. Bitte bestätigen Sie über den folgenden Link, dass diese Adresse Ihnen gehört.`,
          "Bis zur Bestätigung bleibt Ihre bisherige Adresse gültig.",
        ],
        action: "Neue Adresse bestätigen",
        footer:
          "Der Link ist 24 Stunden gültig und kann einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail bitte; es ändert sich nichts.",
      }
    : {
        subject: "Please confirm your new e-mail address",
        greeting: greeting.en,
        lines: [
          `You would like to sign in with ${newEmail} from now on. Please confirm with the link below that this address is yours.`,
          "Until you confirm, your current address stays in use.",
        ],
        action: "Confirm new address",
        footer:
          "The link is valid for 24 hours and works once. If you did not ask for this, please ignore this e-mail; nothing changes.",
      };

const noticeTexts = (lang: Language, newEmail: string): ActionMailTexts =>
  lang === "de"
    ? {
        subject: "Änderung Ihrer E-Mail-Adresse angefordert",
        greeting: greeting.de,
        lines: [
          `für Ihr Konto wurde soeben beantragt, die Anmeldeadresse auf ${newEmail} zu ändern. Die Änderung wird wirksam, sobald der Link in der E-Mail an die neue Adresse geöffnet wird.`,
          "Wenn Sie das waren, ist nichts weiter zu tun.",
          "Wenn Sie das nicht waren: Melden Sie sich an, brechen Sie die Änderung in den Einstellungen unter Konto ab, ändern Sie Ihr Passwort und melden Sie alle anderen Sitzungen ab. Ist die Änderung schon erfolgt, wenden Sie sich bitte sofort an den Support.",
        ],
        action: "Einstellungen öffnen",
        footer: "Diese Nachricht geht zu Ihrer Sicherheit an Ihre bisherige Adresse.",
      }
    : {
        subject: "A change of your e-mail address was requested",
        greeting: greeting.en,
        lines: [
          `someone just asked to change the sign-in address of your account to ${newEmail}. The change takes effect once the link in the e-mail to the new address is opened.`,
          "If this was you, there is nothing else to do.",
          "If this was not you: sign in, cancel the change in the settings under Account, change your password and sign out all other sessions. If the change has already happened, please contact support right away.",
        ],
        action: "Open settings",
        footer: "For your security, this message goes to your current address.",
      };

/** To the new address: confirm it by following `url`. */
export function confirmEmailChangeMail(
  lang: Language,
  name: string,
  url: string,
  newEmail: string,
): RenderedMail {
  return actionMail(lang, confirmTexts(lang, newEmail), name, url);
}

/** To the current address: a change to `newEmail` was requested; `url` opens the account settings. */
export function emailChangeNoticeMail(
  lang: Language,
  name: string,
  url: string,
  newEmail: string,
): RenderedMail {
  return actionMail(lang, noticeTexts(lang, newEmail), name, url);
}
