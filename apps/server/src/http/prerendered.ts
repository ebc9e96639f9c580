import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "@jah/shared";

/**
 * The public pages the web build prerendered (apps/web/prerender.ts), by language: the set of
 * paths ("/", "/blog", "/blog/en/some-post") found under dist/prerendered/{lng}/.
 */
export function prerenderedPaths(distDir: string): Set<string> {
  const perLanguage = LANGUAGES.map((lng) => {
    const found = new Set<string>();
    const walk = (dir: string, urlPath: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name), `${urlPath}/${entry.name}`);
        else if (entry.name === "index.html") found.add(urlPath || "/");
      }
    };
    const root = path.join(distDir, "prerendered", lng);
    if (existsSync(root)) walk(root, "");
    return found;
  });
  // Only paths prerendered in every language: the choice of language must never 404.
  const [first, ...rest] = perLanguage;
  return new Set([...(first ?? [])].filter((p) => rest.every((set) => set.has(p))));
}

function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? "");
}

/**
 * The language a visitor's page is sent in, the way the web app would choose it: the `lng` query,
 * then the `i18next` cookie the app keeps, then the browser's Accept-Language, then English.
 */
export function pageLanguage(
  query: string | undefined,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const fromQuery = new URLSearchParams(query ?? "").get("lng")?.slice(0, 2);
  if (isLanguage(fromQuery)) return fromQuery;
  const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(cookieHeader ?? "")?.[1]?.slice(0, 2);
  if (isLanguage(cookie)) return cookie;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { lng: tag.slice(0, 2).toLowerCase(), q: Number.isNaN(q) ? 0 : q };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.lng).find(isLanguage) ?? "en";
}
