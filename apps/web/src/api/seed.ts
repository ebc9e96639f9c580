/**
 * The data a prerendered page was built with (blog lists and posts), keyed like the query cache.
 * The build writes it into the page as JSON; the browser reads it back before hydrating, so the
 * first client render shows exactly what the HTML already shows.
 */
export type SeedEntry = [key: readonly unknown[], data: unknown];

export const SEED_ELEMENT_ID = "prerender-data";

const seeds = new Map<string, unknown>();

export function setSeed(entries: readonly SeedEntry[]): void {
  seeds.clear();
  for (const [key, data] of entries) seeds.set(JSON.stringify(key), data);
}

/** Every seeded entry (the data a prerendered page came with). */
export function getSeedEntries(): SeedEntry[] {
  return [...seeds].map(([key, data]) => [JSON.parse(key) as readonly unknown[], data]);
}

/** The seeded data for a query key, if the page came with it. */
export function getSeed<T>(key: readonly unknown[]): T | undefined {
  return seeds.get(JSON.stringify(key)) as T | undefined;
}

/** The entries embedded in the page (none when it was not prerendered or the JSON is broken). */
export function readSeedFromDocument(doc: Document = document): SeedEntry[] {
  const text = doc.getElementById(SEED_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as SeedEntry[]) : [];
  } catch {
    return [];
  }
}

/** JSON safe to put inside a <script> element: no "</script>" or "<!--" can end it early. */
export function seedJson(entries: readonly SeedEntry[]): string {
  return JSON.stringify(entries).replace(/</g, "\\u003c");
}
