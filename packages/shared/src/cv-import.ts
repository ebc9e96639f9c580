import { z } from "zod";

/** The CV import's upload limit (issue 7), checked on both sides. */
export const CV_IMPORT_MAX_BYTES = 5_000_000;

/** Why an uploaded CV could not be imported: the 400 answer's `code`. */
export const CV_IMPORT_ERROR_CODES = [
  "unsupported-type",
  "broken-file",
  "encrypted",
  "no-text",
  "zip-bomb",
  "too-large",
  "timeout",
] as const;
export type CvImportErrorCode = (typeof CV_IMPORT_ERROR_CODES)[number];

/** GET profile/importcv/options. */
export type CvImportOptions = { ai_available: boolean; max_bytes: number };

/** POST profile/importcv: the file as a base64 data URL; `use_ai` only after the user accepted the notice. */
export const cvImportRequestSchema = z.object({
  file_string: z.string().min(1),
  file_name: z.string().max(255).default(""),
  use_ai: z.boolean().default(false),
});
export type CvImportRequest = z.input<typeof cvImportRequestSchema>;

/** The 201 answer: the new profile and the fields the import filled (marked in the editor). */
export type CvImportResult = { profileId: number; imported_fields: string[]; ai_used: boolean };

/** POST profile/importcv/seen/:profileId: fields the user has looked at lose their mark. */
export const cvImportSeenSchema = z.object({ fields: z.array(z.string().max(50)).max(50) });
