import { z } from "zod";
import * as arbeitnow from "./arbeitnow.ts";
import * as bundesagentur from "./bundesagentur.ts";
import * as feed from "./feed.ts";
import * as greenhouse from "./greenhouse.ts";
import type { Http } from "./http.ts";
import * as jsonld from "./jsonld.ts";
import * as lever from "./lever.ts";
import * as personio from "./personio.ts";
import type { SourceAd } from "./types.ts";

/** Every source kind; adding one is a file with `schema` and `fetchAds`, its entry here and its test. */
export const adapters = { bundesagentur, arbeitnow, greenhouse, lever, personio, feed, jsonld } as const;

export type SourceKind = keyof typeof adapters;
type AdapterSchema = (typeof adapters)[SourceKind]["schema"];

/** One configured source, checked by its kind's schema (the kinds read off `adapters`, listed once). */
export const sourceConfigSchema = z.discriminatedUnion(
  "kind",
  Object.values(adapters).map((adapter) => adapter.schema) as [AdapterSchema, ...AdapterSchema[]],
);
export type SourceConfig = z.infer<typeof sourceConfigSchema>;

/** The admin's list of sources; each key names one source only. */
export const sourceListSchema = z.array(sourceConfigSchema).superRefine((sources, ctx) => {
  const seen = new Set<string>();
  sources.forEach((source, index) => {
    if (seen.has(source.key)) {
      ctx.addIssue({
        code: "custom",
        message: `the key "${source.key}" is used twice`,
        path: [index, "key"],
      });
    }
    seen.add(source.key);
  });
});

/** One mistake in a configuration: where ("sources.2.board") and why. */
export type ConfigIssue = { path: string; reason: string };

/**
 * Checks a source list; the issues name the path of each mistake, prefixed by `prefix` (the list's
 * place in the whole settings document).
 */
export function validateSources(
  value: unknown,
  prefix = "sources",
): { ok: true; sources: SourceConfig[] } | { ok: false; issues: ConfigIssue[] } {
  const result = sourceListSchema.safeParse(value);
  if (result.success) return { ok: true, sources: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      path: [prefix, ...issue.path.map(String)].filter(Boolean).join("."),
      reason: issue.message,
    })),
  };
}

/** Fetches one configured source's ads with its kind's adapter. */
export function fetchSourceAds(config: SourceConfig, http: Http): Promise<SourceAd[]> {
  const adapter = adapters[config.kind] as { fetchAds(c: SourceConfig, h: Http): Promise<SourceAd[]> };
  return adapter.fetchAds(config, http);
}
