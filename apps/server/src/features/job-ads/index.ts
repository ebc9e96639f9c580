/**
 * The job ads' front door: the crawler that collects them from the configured sources, its stored
 * configuration (edited on /appsettings/), the routes that show matching ads to users, and the user's
 * marks as its part of the user's data.
 */
export { JobCrawler } from "./crawler.ts";
export { configMistakes, crawlerConfigSchema } from "./crawler-config.ts";
export { readCrawlerConfig, saveCrawlerConfig } from "./crawler-settings.ts";
export { defaultCrawlerConfig } from "./default-sources.ts";
export { lastJobAdId, type NewMatch, newMatches } from "./matching.ts";
export { jobRoutes } from "./routes.ts";
export { jobsUserData } from "./user-data.ts";
