import { MESSAGES } from "@jah/shared";
import { z } from "zod";

/** The body of POST fetchjob: one http or https link, as long as the application's link field allows. */
export const fetchJobBodySchema = z.object({
  url: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(2000, "At most 2000 characters")
    .refine(isWebUrl, "Must be a web address (http or https)"),
});

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
