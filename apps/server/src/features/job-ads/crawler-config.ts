import { z } from "zod";
import { sourceListSchema } from "./sources/index.ts";

/**
 * The crawler configuration an administrator edits on /appsettings/ as JSON: the job sources, how
 * long ads are kept, and the pause between two requests to one host.
 */
export const crawlerConfigSchema = z
  .object({
    sources: sourceListSchema.default([]),
    /** Ads not seen again for this many days are removed (tracked ones stay). */
    maxAgeDays: z.number().int().min(1).max(365).default(30),
    /** Pause between two requests to the same host. */
    hostDelayMs: z.number().int().min(200).max(60_000).default(1_000),
  })
  .strict();

export type CrawlerConfig = z.infer<typeof crawlerConfigSchema>;
export type SourceConfig = CrawlerConfig["sources"][number];

/** Every mistake of a configuration as "path: reason" pairs, the path dotted ("sources.0.url"). */
export function configMistakes(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "crawler_config";
    fields[path] ??= issue.message;
  }
  return fields;
}

/** The stored configuration, or an empty one when what is stored no longer validates. */
export function parseCrawlerConfig(json: string): CrawlerConfig {
  try {
    const result = crawlerConfigSchema.safeParse(JSON.parse(json));
    if (result.success) return result.data;
  } catch {
    // Stored before validation existed, or edited by hand: run nothing rather than guess.
  }
  return crawlerConfigSchema.parse({});
}
