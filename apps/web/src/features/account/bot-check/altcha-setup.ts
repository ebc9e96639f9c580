// The ALTCHA widget without its inlined workers and styles (our CSP allows no blob: workers and the
// widget's styles come as a file), with only the SHA worker our server's challenges need.
import "altcha/external";
import "altcha/altcha.css";
import ShaWorker from "altcha/workers/sha?worker";

globalThis.$altcha.algorithms.set("SHA-256", () => new ShaWorker());

/** Registers the widget's texts for a language (the widget reads them when it renders). */
export function setWidgetTexts(language: string, texts: Record<string, string>) {
  // The attribution footer (a link to the project's site) is hidden, so it has no text either.
  globalThis.$altcha.i18n.set(language, { ...texts, footer: "" });
}
