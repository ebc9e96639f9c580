import type { Language } from "@jah/shared";
import { type ActionMailTexts, actionMail, type RenderedMail } from "../../mail/templates/layout.ts";

const greeting = { en: (name: string) => `Hello ${name},`, de: (name: string) => `Guten Tag ${name},` };

/** The answer to a free-year request, in the user's language, with a link to the payments tab. */
export function freeYearDecisionMail(
  lang: Language,
  name: string,
  decision: { granted: true; validUntil: string } | { granted: false },
  appUrl: string,
): RenderedMail {
  const until = decision.granted ? decision.validUntil.slice(0, 10) : "";
  const untilDe = until ? until.split("-").reverse().join(".") : "";
  const texts: ActionMailTexts =
    lang === "de"
      ? decision.granted
        ? {
            subject: "Ihr kostenloses Jahr ist freigeschaltet",
            greeting: greeting.de,
            lines: [
              `wir haben Ihre Anfrage gern angenommen: Bis zum ${untilDe} können Sie alle Premium-Bereiche kostenlos nutzen – Bewerbungen, Dokumente und die E-Mail-Verbindung.`,
            ],
            action: "Zur Übersicht",
            footer: "Das kostenlose Jahr endet von selbst; es entstehen Ihnen keine Kosten.",
          }
        : {
            subject: "Ihre Anfrage für ein kostenloses Jahr",
            greeting: greeting.de,
            lines: [
              "vielen Dank für Ihre Anfrage. Leider können wir Ihnen derzeit kein kostenloses Jahr anbieten.",
              "Unsere Tarife finden Sie jederzeit in den Einstellungen unter Zahlungen.",
            ],
            action: "Tarife ansehen",
            footer: "Bei Fragen antworten Sie gern auf diese E-Mail.",
          }
      : decision.granted
        ? {
            subject: "Your free year is active",
            greeting: greeting.en,
            lines: [
              `we are glad to grant your request: until ${until} you can use every premium area free of charge – applications, documents and the mail connection.`,
            ],
            action: "Open the overview",
            footer: "The free year ends by itself; it costs you nothing.",
          }
        : {
            subject: "Your request for a free year",
            greeting: greeting.en,
            lines: [
              "thank you for your request. Unfortunately we cannot offer you a free year at the moment.",
              "You find our plans in the settings under Payments at any time.",
            ],
            action: "See the plans",
            footer: "If you have questions, just reply to this e-mail.",
          };
  return actionMail(lang, texts, name, `${appUrl}/settings/payments`);
}
