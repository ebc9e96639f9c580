import type { Language } from "@jah/shared";
import { type ActionMailTexts, actionMail, type RenderedMail } from "../../mail/templates/layout.ts";

/**
 * The confirmation of a cancellation (§312k BGB: the consumer gets the cancellation, its date and the
 * end of the contract confirmed in text form at once), in the user's language.
 */
export function cancellationMail(
  lang: Language,
  name: string,
  cancel: { plan: string; receivedAt: string; endsAt: string },
  appUrl: string,
): RenderedMail {
  const de = (iso: string) => iso.slice(0, 10).split("-").reverse().join(".");
  const texts: ActionMailTexts =
    lang === "de"
      ? {
          subject: "Bestätigung Ihrer Kündigung",
          greeting: (n) => `Guten Tag ${n},`,
          lines: [
            `Ihre Kündigung des Tarifs „${cancel.plan}“ ist am ${de(cancel.receivedAt)} bei uns eingegangen.`,
            `Ihr Vertrag endet zum ${de(cancel.endsAt)}. Bis dahin können Sie alles wie bisher nutzen; danach wird nichts mehr abgebucht.`,
          ],
          action: "Zu den Zahlungen",
          footer: "Diese E-Mail bestätigt Ihre Kündigung. Bewahren Sie sie bitte auf.",
        }
      : {
          subject: "Your cancellation is confirmed",
          greeting: (n) => `Hello ${n},`,
          lines: [
            `we received your cancellation of the plan "${cancel.plan}" on ${cancel.receivedAt.slice(0, 10)}.`,
            `Your subscription ends on ${cancel.endsAt.slice(0, 10)}. Until then you can use everything as before; nothing is charged after that.`,
          ],
          action: "Open your payments",
          footer: "This e-mail confirms your cancellation. Please keep it.",
        };
  return actionMail(lang, texts, name, `${appUrl}/settings/payments`);
}
