import { type Browser, browser } from "wxt/browser";
import type messages from "../../public/_locales/en/messages.json";

// WXT types getMessage from files that `wxt prepare` generates; the extension's own MessageKey below
// does that job, so the plain API is used.
const i18n = browser.i18n as unknown as typeof Browser.i18n;

/** A key of the extension's own _locales: the browser picks German or English by its language. */
export type MessageKey = keyof typeof messages;

/** The text of `key` in the browser's language, with $1… filled from `values`. */
export function t(key: MessageKey, ...values: Array<string | number>): string {
  return i18n.getMessage(key, values.map(String)) || key;
}

/** The language the texts are shown in, for the pages' lang attribute. */
export function uiLanguage(): "de" | "en" {
  return i18n.getUILanguage().toLowerCase().startsWith("de") ? "de" : "en";
}
