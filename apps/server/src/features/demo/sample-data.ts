import {
  applicationFieldsSchema,
  applicationStatusSchema,
  coverLetterFieldsSchema,
  educationFieldsSchema,
  INBOX_SUGGESTIONS,
  jobTaskCreateSchema,
  type Language,
  noteCreateSchema,
  profileEditSchema,
  skillFieldsSchema,
  socialMediaFieldsSchema,
  workExperienceFieldsSchema,
} from "@jah/shared";
import { z } from "zod";
import de from "./sample-data/de.json" with { type: "json" };
import en from "./sample-data/en.json" with { type: "json" };

/**
 * The shape of sample-data/{de,en}.json, built from the API's own request schemas: a file that no
 * longer fits them (a field renamed, a rule tightened) fails here and in the tests, never later as
 * a half-filled account. Times are relative to the moment of insertion, so the data always looks fresh.
 */
const sampleProfileSchema = z.object({
  fields: profileEditSchema.omit({ id: true, picture: true }),
  skills: z.array(skillFieldsSchema),
  socialmedias: z.array(socialMediaFieldsSchema),
  educations: z.array(educationFieldsSchema),
  workexperiences: z.array(
    workExperienceFieldsSchema.extend({ job_tasks: z.array(jobTaskCreateSchema.shape.description) }),
  ),
});

const daysAgo = z.number().int().min(0).max(3650);

/**
 * A sample reply in the demo's inbox (issue 27). `{date}` and `{time}` in the body and the sentence
 * stand for the appointment an invitation offers, written out in the file's language at insertion.
 */
const sampleReplySchema = z
  .object({
    days_ago: daysAgo,
    from_name: z.string().max(200),
    from_address: z.email(),
    subject: z.string().min(1).max(500),
    /** Empty for an unmatched reply: bodies are kept only for matched ones. */
    body: z.string().max(20_000),
    sentence: z.string().max(1000),
    suggestion: z.enum(INBOX_SUGGESTIONS).nullable(),
    appointment: z
      .object({
        in_days: z.number().int().min(1).max(365),
        time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
      })
      .optional(),
    state: z.enum(["open", "accepted", "dismissed"]),
  })
  // The suggestion names a sentence of the reply, as the classifier's would.
  .refine((r) => r.body.includes(r.sentence), {
    path: ["sentence"],
    message: "Must be a sentence of the body",
  });

const sampleApplicationSchema = applicationFieldsSchema
  .omit({ status: true, date: true, follow_up: true })
  .extend({
    /** Days from today; negative: already due. */
    follow_up_in_days: z.number().int().min(-365).max(365).optional(),
    /** The status timeline, oldest first; the first entry is the application's creation. */
    history: z.array(z.object({ status: applicationStatusSchema, days_ago: daysAgo })).min(1),
    notes: z.array(z.object({ days_ago: daysAgo, value: noteCreateSchema.shape.value })),
    appointments: z.array(
      z.object({
        /** Days from today; negative: in the past. */
        in_days: z.number().int().min(-3650).max(365),
        time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
        value: z.string().max(10_000),
      }),
    ),
    /** The employer's replies the demo's inbox shows, matched to this application. */
    replies: z.array(sampleReplySchema).default([]),
  });

/** A shipped sample job ad (issue 24): shown to demo accounts, marked as a sample in its source and text. */
const sampleJobAdSchema = z.object({
  source_id: z.string().min(1).max(100),
  title: z.string().min(1).max(300),
  company: z.string().min(1).max(300),
  location: z.string().max(300),
  remote: z.boolean().nullable(),
  employment: z.enum(["permanent", "freelance", "unknown"]),
  days_ago: daysAgo,
  url: z.url(),
  description: z.string().min(1).max(20_000),
});

export const sampleDataSchema = z.object({
  /** The language the file is written in (dates in the sample replies are spelt in it). */
  language: z.enum(["de", "en"]),
  /** The demo account's display name: the person the sample CVs describe. */
  username: z.string().min(1).max(100),
  profiles: z.array(sampleProfileSchema),
  coverletters: z.array(coverLetterFieldsSchema),
  applications: z.array(sampleApplicationSchema),
  /** Replies the demo's inbox shows apart, for the visitor to link or ignore. */
  unmatched_replies: z.array(sampleReplySchema),
  /** The source name the sample ads show ("Sample ads (demo)"), so nobody takes them for real ones. */
  job_ads_source: z.string().min(1).max(100),
  job_ads: z.array(sampleJobAdSchema),
});

export type SampleData = z.output<typeof sampleDataSchema>;
export type SampleApplication = SampleData["applications"][number];
export type SampleReply = z.output<typeof sampleReplySchema>;
export type SampleProfile = SampleData["profiles"][number];

const FILES: Record<Language, unknown> = { de, en };
const parsed = new Map<Language, SampleData>();

/** The sample data in `language`, checked against the API's schemas once per process. */
export function sampleData(language: Language): SampleData {
  let data = parsed.get(language);
  if (!data) {
    data = sampleDataSchema.parse(FILES[language]);
    parsed.set(language, data);
  }
  return data;
}
