import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import de from "../public/locales/de/translation.json" with { type: "json" };
import en from "../public/locales/en/translation.json" with { type: "json" };

/** i18next for tests: the real translation files, loaded in-process, English shown. */
export function initTestI18n(): Promise<unknown> {
  return i18next.use(initReactI18next).init({
    lng: "en",
    fallbackLng: "en",
    resources: { en: { translation: en }, de: { translation: de } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
