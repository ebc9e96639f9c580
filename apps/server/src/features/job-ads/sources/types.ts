import { z } from "zod";
import type { Http } from "./http.ts";

export type Employment = "permanent" | "freelance" | "unknown";

/** A job ad as every source delivers it, ready to be stored and scored. */
export type SourceAd = {
  /** Stable id within the source. */
  sourceId: string;
  url: string;
  title: string;
  company: string;
  location: string;
  /** Plain text; HTML is turned into lines and list items. */
  description: string;
  /** null: the ad does not say, the fit reads its text. */
  remote: boolean | null;
  employment: Employment;
  language: "de" | "en" | null;
  /** ISO 8601 timestamps. */
  postedAt: string | null;
  validThrough: string | null;
};

/** Settings every source has, whatever its kind. */
export const sourceBase = z.object({
  /** Stable name of the source in the crawler's state; changing it starts the source afresh. */
  key: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "use 1 to 64 lower-case letters, digits, - or _"),
  /** Shown to users as the ad's source page. */
  name: z.string().trim().min(1).max(100).optional(),
  enabled: z.boolean().default(true),
  intervalMinutes: z.number().int().min(15).max(10_080).default(360),
  /** The language of the source's ads when it does not say; left out, it is detected from the text. */
  language: z.enum(["de", "en"]).optional(),
});

/** An absolute http(s) address. */
export const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http or https address" });

/** A path segment such as a board or company name (no slashes, no dots that climb). */
export const slug = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, "letters, digits, - or _ only");

/** One source kind: its config schema and how to fetch its ads. */
export type SourceAdapter<Config> = {
  schema: z.ZodType<Config>;
  fetchAds(config: Config, http: Http): Promise<SourceAd[]>;
};
