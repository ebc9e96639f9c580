import { readFileSync } from "node:fs";
import path from "node:path";

export type Messages = Record<
  string,
  { message: string; description?: string; placeholders?: Record<string, { content: string }> }
>;
export type Language = "en" | "de";

/** One language's _locales/<language>/messages.json. */
export function messagesOf(language: Language): Messages {
  const file = path.resolve(import.meta.dirname, `../public/_locales/${language}/messages.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Messages;
}

/** A message as the browser's i18n answers it: named placeholders filled from $1, $2… */
export function format(messages: Messages, key: string, substitutions: string[] = []): string {
  const entry = messages[key];
  if (!entry) return "";
  return entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (whole, name: string) => {
    const content = entry.placeholders?.[name.toLowerCase()]?.content;
    if (!content) return whole;
    return content.replace(/\$(\d)/g, (_, n: string) => substitutions[Number(n) - 1] ?? "");
  });
}

let current: Language = "en";
const loaded: Record<Language, Messages> = { en: messagesOf("en"), de: messagesOf("de") };

/** Shows the components' texts in `language` from now on, as a browser set to it would. */
export function useLanguage(language: Language) {
  current = language;
}

/** The browser's i18n API as far as the extension uses it. */
export const fakeI18n = {
  getMessage: (key: string, substitutions?: string[]) => format(loaded[current], key, substitutions),
  getUILanguage: () => current,
};
