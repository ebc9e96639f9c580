import type { DatePrecision } from "@jah/shared";
import { z } from "zod";

/**
 * The parts of a JSON Resume document (https://jsonresume.org/schema) the import reads. Every
 * field is optional, as in the schema, but each must have the schema's type; anything else in the
 * document is ignored.
 */
const str = z.string().optional();
const jsonResumeDate = z
  .string()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?/, "Dates must be YYYY, YYYY-MM or YYYY-MM-DD")
  .optional();

export const jsonResumeSchema = z.object({
  basics: z.object(
    {
      name: z.string({ error: "basics.name is required" }).trim().min(1, "basics.name is required"),
      label: str,
      email: str,
      phone: str,
      url: str,
      summary: str,
      location: z.object({ address: str, postalCode: str, city: str, countryCode: str }).optional(),
      profiles: z.array(z.object({ network: str, username: str, url: str })).optional(),
    },
    { error: "basics is required" },
  ),
  work: z
    .array(
      z.object({
        name: str,
        position: str,
        description: str,
        startDate: jsonResumeDate,
        endDate: jsonResumeDate,
        summary: str,
        highlights: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  education: z
    .array(
      z.object({
        institution: str,
        area: str,
        studyType: str,
        startDate: jsonResumeDate,
        endDate: jsonResumeDate,
        summary: str,
        courses: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  skills: z.array(z.object({ name: str, level: str, keywords: z.array(z.string()).optional() })).optional(),
  languages: z.array(z.object({ language: str, fluency: str })).optional(),
});

export type JsonResume = z.infer<typeof jsonResumeSchema>;

/** A JSON Resume date as ours: "2014" is 2014-01-01 and "2014-06" is 2014-06-01. */
export function fullDate(date: string | undefined): string | null {
  if (!date) return null;
  const [year, month = "01", day = "01"] = date.slice(0, 10).split("-");
  return `${year}-${month}-${day}`;
}

/** "year" when a date of the entry is a year alone ("2017"): the CV then prints years, not invented months. */
export function precisionOf(...dates: (string | undefined)[]): DatePrecision {
  return dates.some((date) => date !== undefined && /^\d{4}$/.test(date.trim())) ? "year" : "month";
}
