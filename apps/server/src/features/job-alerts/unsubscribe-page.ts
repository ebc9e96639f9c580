import type { Language } from "@jah/shared";
import { escapeHtml } from "../../mail/templates/layout.ts";

const texts = {
  en: {
    title: "Unsubscribe from the job alert",
    ask: "Do you want to stop the job alert e-mails for this profile? You can switch them on again on the matching-jobs page.",
    button: "Unsubscribe",
    done: "You are unsubscribed: this job alert sends no more e-mails.",
  },
  de: {
    title: "Stellen-Benachrichtigung abbestellen",
    ask: "Möchten Sie die E-Mails dieser Stellen-Benachrichtigung abbestellen? Auf der Seite „Passende Stellen“ können Sie sie wieder einschalten.",
    button: "Abbestellen",
    done: "Sie haben die Benachrichtigung abbestellt: Sie erhalten dazu keine E-Mails mehr.",
  },
};

const page = (lang: Language, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts[lang].title)}</title></head><body><main><h1>${escapeHtml(texts[lang].title)}</h1>${body}</main></body></html>`;

/**
 * The page the unsubscribe link opens: it asks first, because mail scanners follow links (GET); the
 * button posts the same link, as a mail program's one-click unsubscribe does (RFC 8058).
 */
export function confirmPage(lang: Language, action: string): string {
  const t = texts[lang];
  return page(
    lang,
    `<p>${escapeHtml(t.ask)}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t.button)}</button></form>`,
  );
}

/** The answer after unsubscribing. */
export function donePage(lang: Language): string {
  return page(lang, `<p>${escapeHtml(texts[lang].done)}</p>`);
}
