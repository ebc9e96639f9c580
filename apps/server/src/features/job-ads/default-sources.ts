import type { Config } from "../../config.ts";

/**
 * What a fresh install collects until an administrator saves a configuration of their own: two
 * keyless public sources, asked politely. A run every four hours, small pages (the Jobsuche's 25 ads
 * with their details are 26 requests, two pages at most), and the fetcher's two seconds between two
 * requests to one host. Shown on /appsettings/ like a saved configuration; JOB_SOURCES=off leaves it out.
 */
export function defaultCrawlerConfig(options: Config["jobSources"]): Record<string, unknown> {
  if (!options.defaults) return {};
  return {
    sources: [
      {
        kind: "bundesagentur",
        key: "bundesagentur",
        name: "Bundesagentur für Arbeit",
        intervalMinutes: 240,
        language: "de",
        pageSize: 25,
        maxPages: 2,
        veroeffentlichtseit: 7,
        details: true,
        ...(options.bundesagenturUrl ? { baseUrl: options.bundesagenturUrl } : {}),
      },
      {
        kind: "arbeitnow",
        key: "arbeitnow",
        name: "Arbeitnow",
        intervalMinutes: 240,
        maxPages: 2,
        ...(options.arbeitnowUrl ? { url: options.arbeitnowUrl } : {}),
      },
    ],
    maxAgeDays: 30,
    hostDelayMs: 2_000,
  };
}
