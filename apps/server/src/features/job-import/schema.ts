import { EXTENSION_HTML_MAX_CHARS, LINK_MAX_LENGTH, MESSAGES } from "@jah/shared";
import { z } from "zod";

/**
 * The body of POST fetchjob: one http or https link, as long as the application's link field allows,
 * and optionally the page itself as the browser extension read it (then nothing is fetched).
 */
export const fetchJobBodySchema = z.object({
  url: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(LINK_MAX_LENGTH, `At most ${LINK_MAX_LENGTH} characters`)
    .refine(isWebUrl, "Must be a web address (http or https)"),
  html: z.string().max(EXTENSION_HTML_MAX_CHARS, "At most 2 MB").optional(),
});

/**
 * Fastify's body limit for fetchjob: the longest page as JSON, where a character takes up to three
 * bytes in UTF-8 (escaped quotes and line breaks two), plus room for the link.
 */
export const FETCH_JOB_BODY_LIMIT = EXTENSION_HTML_MAX_CHARS * 3 + 64 * 1024;

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
