/**
 * The job ads' front door: the crawler that collects them from the configured sources, its stored
 * configuration (edited on /appsettings/), and the routes that show matching ads to users.
 */
export { JobCrawler } from "./crawler.ts";
export { configMistakes, crawlerConfigSchema } from "./crawler-config.ts";
export { readCrawlerConfig, saveCrawlerConfig } from "./crawler-settings.ts";
export { jobRoutes } from "./routes.ts";
