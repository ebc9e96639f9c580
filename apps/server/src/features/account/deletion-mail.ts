import type { Language } from "@jah/shared";
import { type ActionMailTexts, actionMail, type RenderedMail } from "../../mail/templates/layout.ts";

/** A deletion date as the reader writes it: 14 March 2027 / 14.03.2027 (UTC). */
function day(lang: Language, iso: string): string {
  const d = iso.slice(0, 10);
  if (lang === "de") return `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`;
  return new Date(`${d}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

const greeting = { en: (name: string) => `Hello ${name},`, de: (name: string) => `Guten Tag ${name},` };

const deleteTexts = (lang: Language, days: number): ActionMailTexts =>
  lang === "de"
    ? {
        subject: "Bitte bestätigen Sie die Löschung Ihres Kontos",
        greeting: greeting.de,
        lines: [
          "Sie haben beantragt, Ihr Konto zu löschen. Bitte bestätigen Sie dies über den folgenden Link.",
          `Nach der Bestätigung werden Ihr Konto und alle Ihre Daten (Profile, Bewerbungen, Anschreiben, Dokumente und gesendete E-Mails) nach ${days} Tagen endgültig gelöscht. Bis dahin können Sie die Löschung jederzeit in den Einstellungen abbrechen.`,
        ],
        action: "Löschung bestätigen",
        footer:
          "Der Link ist 24 Stunden gültig und kann einmal verwendet werden. Wenn Sie die Löschung nicht beantragt haben, ignorieren Sie diese E-Mail bitte; Ihr Konto bleibt dann bestehen.",
      }
    : {
        subject: "Please confirm the deletion of your account",
        greeting: greeting.en,
        lines: [
          "You asked us to delete your account. Please confirm this with the link below.",
          `Once you confirm, your account and all your data (profiles, applications, cover letters, documents and sent e-mails) will be deleted for good after ${days} days. Until then you can cancel the deletion at any time in the settings.`,
        ],
        action: "Confirm deletion",
        footer:
          "The link is valid for 24 hours and works once. If you did not ask for this, please ignore this e-mail; your account stays as it is.",
      };

const cancelTexts = (lang: Language, date: string): ActionMailTexts =>
  lang === "de"
    ? {
        subject: "Bitte bestätigen Sie, dass Ihr Konto nicht gelöscht werden soll",
        greeting: greeting.de,
        lines: [
          `Sie möchten die für den ${day(lang, date)} geplante Löschung Ihres Kontos abbrechen. Bitte bestätigen Sie dies über den folgenden Link.`,
          "Ohne Bestätigung wird Ihr Konto am geplanten Tag gelöscht.",
        ],
        action: "Konto behalten",
        footer:
          "Der Link ist 24 Stunden gültig und kann einmal verwendet werden. Wenn Sie das nicht waren, wenden Sie sich bitte an den Support.",
      }
    : {
        subject: "Please confirm that your account should not be deleted",
        greeting: greeting.en,
        lines: [
          `You want to cancel the deletion of your account planned for ${day(lang, date)}. Please confirm this with the link below.`,
          "Without your confirmation the account will be deleted on the planned day.",
        ],
        action: "Keep my account",
        footer: "The link is valid for 24 hours and works once. If this was not you, please contact support.",
      };

/** Asks the user to confirm the deletion request by following `url`. */
export function confirmDeletionMail(lang: Language, name: string, url: string, days: number): RenderedMail {
  return actionMail(lang, deleteTexts(lang, days), name, url);
}

/** Asks the user to confirm cancelling the deletion planned for `date` (ISO) by following `url`. */
export function confirmCancelDeletionMail(
  lang: Language,
  name: string,
  url: string,
  date: string,
): RenderedMail {
  return actionMail(lang, cancelTexts(lang, date), name, url);
}
