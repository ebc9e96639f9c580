import { isoDateSchema, LANGUAGES } from "@jah/shared";
import { z } from "zod";
import { addYears } from "./dates.ts";

/** The longest period one report covers: more is no proof of recent effort, and keeps the PDF bounded. */
export const MAX_REPORT_YEARS = 3;

export const REPORT_FORMATS = ["csv", "pdf"] as const;

/** Query of the proof-of-effort report: a period of whole days, the file format and the language. */
export const reportQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    format: z.enum(REPORT_FORMATS, { error: "Format must be csv or pdf" }),
    // Without it the browser's language decides (see the route).
    lang: z.enum(LANGUAGES, { error: "Language must be en or de" }).optional(),
  })
  .superRefine(({ from, to }, ctx) => {
    // Zod runs this even when a date failed above; that date has its message already.
    if (!isoDateSchema.safeParse(from).success || !isoDateSchema.safeParse(to).success) return;
    if (to < from) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "The end date must not be before the start date",
      });
    } else if (to >= addYears(from, MAX_REPORT_YEARS)) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `The period must not be longer than ${MAX_REPORT_YEARS} years`,
      });
    }
  });

export type ReportQuery = z.infer<typeof reportQuerySchema>;
