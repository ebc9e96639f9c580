import type { ProfileDraft } from "@jah/cv-import";
import { LANGUAGES, type Language, LEVELS, type Level } from "@jah/shared";
import { z } from "zod";
import type { AiClient } from "../../ai/client.ts";
import type { AiUsage } from "../../ai/tokens.ts";
import { LIST_KEYS, SCALAR_KEYS } from "./to-profile.ts";

/** YYYY-MM-DD, or YYYY-MM / YYYY as its first day; anything else is no date. */
const isoDate = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .trim()
          .replace(/^(\d{4})$/, "$1-01-01")
          .replace(/^(\d{4}-\d{2})$/, "$1-01")
      : v,
  z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
);
const level = z.preprocess(
  (v) => (v === "" ? null : v),
  z.coerce
    .number()
    .refine((v): v is Level => (LEVELS as readonly number[]).includes(v))
    .nullable(),
);
/** An entry whose dates the answer wrote as years alone ("2017") keeps that precision. */
const withPrecision = <T extends z.ZodType>(entry: T) =>
  z.preprocess((v) => {
    if (typeof v !== "object" || v === null || "date_precision" in v) return v;
    const dates = [(v as { start?: unknown }).start, (v as { ende?: unknown }).ende];
    const year = dates.some((d) => typeof d === "string" && /^\d{4}$/.test(d.trim()));
    return { ...v, date_precision: year ? "year" : "month" };
  }, entry);
const precision = z.enum(["month", "year"]).default("month");
const line = (max: number) => z.string().trim().max(max);

/** One entry per list, as the draft has it; an answer's list counts only when every entry passes. */
const LIST_SCHEMAS = {
  socialmedias: z.object({ key_name: line(100).default(""), value: line(500).min(1) }),
  workexperiences: withPrecision(
    z.object({
      position_name: line(300),
      position_type: line(100).default(""),
      company: line(300).default(""),
      start: isoDate.nullable().default(null),
      ende: isoDate.nullable().default(null),
      current: z.boolean().default(false),
      job_tasks: z
        .array(
          z.union([
            line(2000).transform((description) => ({ description })),
            z.object({ description: line(2000) }),
          ]),
        )
        .max(100)
        .default([]),
      date_precision: precision,
    }),
  ),
  educations: withPrecision(
    z.object({
      name: line(300),
      subject_area: line(300),
      start: isoDate.nullable().default(null),
      ende: isoDate.nullable().default(null),
      date_precision: precision,
    }),
  ),
  skills: z.object({
    name: line(100).min(1),
    category: line(100).default(""),
    percentage: level.default(null),
  }),
  languages: z.object({
    name: line(100).min(1),
    level: level.default(null),
    level_text: line(60).default(""),
    printed: line(100).default(""),
  }),
} satisfies Record<(typeof LIST_KEYS)[number], z.ZodType>;

const SCALAR_SCHEMAS: Record<(typeof SCALAR_KEYS)[number], z.ZodType<string>> = {
  vorname: line(100),
  name: line(100),
  email: z.union([z.literal(""), z.email().max(200)]),
  telefon: line(50).regex(/^[+\d\s()/.-]*$/),
  mobile: line(50).regex(/^[+\d\s()/.-]*$/),
  street: line(200),
  housenumber: line(20),
  postcode: line(20),
  city: line(100),
  title: line(200),
  website: line(500),
};

const SYSTEM_PROMPT = `You read CVs (German or English) into JSON for a job application helper.
You get the CV's text and a draft that rules produced. Answer with one JSON object with these keys:
${SCALAR_KEYS.join(", ")} (strings; telefon is a landline, mobile a mobile number),
language ("de" or "en": the language the CV is written in),
socialmedias [{key_name, value}] (value a URL),
workexperiences [{position_name, company, start, ende, current, job_tasks: [{description}]}],
educations [{name (the school or university), subject_area (degree or subject), start, ende}],
skills [{name, category, percentage}], languages [{name, level, printed}].
Dates are YYYY-MM-DD (the first of the month when only month and year are printed), YYYY when only the
year is printed, null when not printed; current is true for a position that has not ended. percentage
and level are 25, 50, 75 or 100 (basic, good, very good or fluent, native or expert), null when the CV
prints no level. Keep the draft's values where they are right, fill what it
missed, correct what the text shows to be wrong, and never invent anything that is not in the text.
Write values as the CV writes them, in its language.`;

/** Any JSON object: each field is checked on its own below, so one bad field costs only itself. */
const answerSchema = z.record(z.string(), z.unknown());

/** What the model's answer changed, or nothing when it was unusable. */
export type AiResult = { draft: ProfileDraft; language: Language | undefined } | undefined;

/**
 * Asks the configured model for a second opinion and merges it field by field: the model's value
 * where it is valid and not empty, the rules' value otherwise. Any failure leaves the rules' result.
 */
export async function improveWithAi(
  client: AiClient,
  draft: ProfileDraft,
  text: string,
  meta: { userId: string; log: { warn: (obj: object, msg: string) => void } },
): Promise<{ result: AiResult; usage: AiUsage | undefined }> {
  let answer: Record<string, unknown>;
  try {
    const { data, usage } = await client.json(
      answerSchema,
      [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: `CV text:\n${text}\n\nDraft:\n${JSON.stringify(draft)}` },
      ],
      { userId: meta.userId, purpose: "cv-import" },
    );
    answer = data;
    const result = {
      draft: mergeAnswer(draft, answer),
      language: LANGUAGES.find((l) => l === answer.language),
    };
    return { result, usage };
  } catch (error) {
    meta.log.warn(
      { err: { message: (error as Error).message } },
      "AI second opinion failed; rule-based result kept",
    );
    return { result: undefined, usage: (error as { usage?: AiUsage }).usage };
  }
}

/** The draft with the answer's valid values in place of its own. */
export function mergeAnswer(draft: ProfileDraft, answer: Record<string, unknown>): ProfileDraft {
  const merged: ProfileDraft = { ...draft };
  for (const key of SCALAR_KEYS) {
    const checked = SCALAR_SCHEMAS[key].safeParse(answer[key]);
    if (checked.success && checked.data !== "") merged[key] = checked.data;
  }
  for (const key of LIST_KEYS) {
    const checked = z.array(LIST_SCHEMAS[key]).max(200).safeParse(answer[key]);
    if (checked.success && checked.data.length > 0) (merged as Record<string, unknown>)[key] = checked.data;
  }
  return merged;
}
