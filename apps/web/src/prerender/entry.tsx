// Build-time only (vite build --ssr): renders the public pages to HTML. Never shipped to browsers.
import i18next from "i18next";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { initReactI18next } from "react-i18next";
import { createQueryClient } from "../api/query-client.ts";
import { type SeedEntry, setSeed } from "../api/seed.ts";
import { App } from "../shell/App.tsx";

export interface PageInput {
  /** The path to render, like "/blog/en/some-post". */
  url: string;
  language: "en" | "de";
  /** Both translation files: { en: {...}, de: {...} }. */
  translations: Record<string, Record<string, unknown>>;
  seed: SeedEntry[];
}

async function selectLanguage(language: string, translations: PageInput["translations"]) {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: "en",
      supportedLngs: ["en", "de"],
      resources: Object.fromEntries(
        Object.entries(translations).map(([lng, translation]) => [lng, { translation }]),
      ),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  } else if (i18next.language !== language) {
    await i18next.changeLanguage(language);
  }
}

/** The markup of #root for one public page, with every lazy part resolved. */
export async function renderPage({ url, language, translations, seed }: PageInput): Promise<string> {
  await selectLanguage(language, translations);
  setSeed(seed);
  const queryClient = createQueryClient();
  for (const [key, data] of seed) queryClient.setQueryData(key, data);
  const { prelude } = await prerender(
    <StrictMode>
      <App location={url} queryClient={queryClient} />
    </StrictMode>,
    // React moves big Suspense boundaries to the end of the stream and puts them in place with an
    // inline script, which our CSP blocks: a static page is written in one piece instead.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
