import { LANGUAGES } from "@jah/shared";
import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";

/** Keeps <html lang> on the shown language for screen readers and hyphenation. */
function syncHtmlLang(language: string): void {
  document.documentElement.lang = language;
}

/**
 * Starts i18next for the browser: texts come from /locales/{lng}/translation.json on our own
 * host, never cached by the browser (a deploy must show new texts at once). Retry and
 * parallelism follow spec section 9; the chosen language is cached in localStorage.
 */
export function initI18n(): Promise<unknown> {
  i18next.on("languageChanged", syncHtmlLang);
  return i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: "en",
      supportedLngs: [...LANGUAGES],
      load: "languageOnly",
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      interpolation: { escapeValue: false },
      backend: {
        loadPath: "/locales/{{lng}}/translation.json",
        requestOptions: { cache: "no-store" },
      },
      detection: {
        order: ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"],
        // The cookie lets the server send a prerendered page in the visitor's chosen language.
        caches: ["localStorage", "cookie"],
        cookieMinutes: 525_600,
        cookieOptions: { path: "/", sameSite: "lax" },
        // "en-US" or "de-AT" from the browser become "en" / "de": every comparison in the app
        // and <html lang> then see exactly one of our two language codes.
        convertDetectedLanguage: (detected: string) => detected.split("-")[0] ?? detected,
      },
    });
}
