import { z } from "zod";
import { MESSAGES } from "./auth.ts";
import {
  AGE_DANGER_DAYS,
  AGE_WARNING_DAYS,
  FOLLOW_UP_DEFAULT_MS,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_TEXT_MAX_LENGTH,
} from "./constants.ts";
import { optionalEmail, requiredText, text, webLink } from "./fields.ts";

/** Every application status, in the order the dropdown shows them. */
export const APPLICATION_STATUSES = [
  "todo",
  "ready",
  "applied",
  "waiting",
  "appointment",
  "canceled",
  "noreply",
  "rejected",
  "accepted",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Statuses that put an application into the archive (spec section 4). */
export const ARCHIVE_STATUSES = [
  "canceled",
  "noreply",
  "rejected",
  "accepted",
] as const satisfies readonly ApplicationStatus[];
/** Statuses of the active list. */
export const ACTIVE_STATUSES = APPLICATION_STATUSES.filter(
  (s) => !(ARCHIVE_STATUSES as readonly string[]).includes(s),
) as ApplicationStatus[];

/** True when the status belongs in the archive. */
export function isArchived(status: ApplicationStatus): boolean {
  return (ARCHIVE_STATUSES as readonly string[]).includes(status);
}

export type DashboardGroup = "todo" | "running" | "done";

/**
 * The dashboard's counter groups (spec section 4): todo is todo; accepted, rejected and ready are
 * done (shown as 'lost/done'); every other status is running.
 */
export function dashboardGroup(status: ApplicationStatus): DashboardGroup {
  if (status === "todo") return "todo";
  if (status === "accepted" || status === "rejected" || status === "ready") return "done";
  return "running";
}

/** Whole days since `date` (ISO date or timestamp), at least 0, and 0 when the date is invalid. */
export function daysSince(date: string | null | undefined, now: Date = new Date()): number {
  if (!date) return 0;
  const then = Date.parse(date);
  if (Number.isNaN(then)) return 0;
  return Math.max(0, Math.floor((now.getTime() - then) / 86_400_000));
}

export type AgeColour = "normal" | "warning" | "danger";

/** How old an application looks: more than 5 days warning, more than 10 danger. */
export function ageColour(days: number): AgeColour {
  if (days > AGE_DANGER_DAYS) return "danger";
  if (days > AGE_WARNING_DAYS) return "warning";
  return "normal";
}

/** The default follow-up date: 14 days from `now`, as YYYY-MM-DD. */
export function defaultFollowUp(now: Date = new Date()): string {
  return new Date(now.getTime() + FOLLOW_UP_DEFAULT_MS).toISOString().slice(0, 10);
}

export const SALUTATIONS = ["male", "female", "none"] as const;
export type Salutation = (typeof SALUTATIONS)[number];

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const DATE_MESSAGE = "Date must be in the format YYYY-MM-DD";

/** A calendar date as YYYY-MM-DD that really exists (no 2026-02-30). */
export const isoDateSchema = z
  .string()
  .regex(DATE_RE, DATE_MESSAGE)
  .refine((v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().slice(0, 10) === v, DATE_MESSAGE);

const required = requiredText;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: "Unknown status" });

/** The fields a user edits in the application modal (spec sections 3 and 5). */
export const applicationFieldsSchema = z.object({
  job_title: required(JOB_TEXT_MAX_LENGTH),
  hireing_company: text(JOB_TEXT_MAX_LENGTH).default(""),
  page: required(JOB_TEXT_MAX_LENGTH),
  link: webLink.default(""),
  location: text(JOB_TEXT_MAX_LENGTH).default(""),
  job_description: text(JOB_DESCRIPTION_MAX_LENGTH).default(""),
  recipient_salutation: z.enum(SALUTATIONS, { error: MESSAGES.required }),
  recipient_name: text(200).default(""),
  mail_address: optionalEmail.default(""),
  // An empty follow-up is removed before sending (spec 5); the server treats "" as none as well.
  follow_up: z.preprocess((v) => (v === "" ? null : v), isoDateSchema.nullable()).optional(),
  application_channel: text(100).default(""),
  mail_subject: text(500).default(""),
  mail_text: text(JOB_DESCRIPTION_MAX_LENGTH).default(""),
  status: applicationStatusSchema.default("todo"),
  // The application date; a full timestamp (as the API returns it) is cut to its date part.
  date: z.preprocess(
    (v) =>
      v === "" ? undefined : typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v,
    isoDateSchema.optional(),
  ),
});
export type ApplicationFields = z.infer<typeof applicationFieldsSchema>;

/** POST profile/applications/ creates; the id is ignored there. */
export const applicationCreateSchema = applicationFieldsSchema.extend({ id: z.coerce.number().optional() });

/** profile/applications/edit: a status-only change or a full application. */
export const applicationEditSchema = z.union([
  z.object({ id: z.coerce.number().int().positive(), status: applicationStatusSchema }).strict(),
  // A full edit without a status keeps the current one.
  applicationFieldsSchema.extend({
    id: z.coerce.number().int().positive(),
    status: applicationStatusSchema.optional(),
  }),
]);

export const idParamSchema = z.object({ id: z.coerce.number().int().positive({ error: "Unknown id" }) });

export const APPLICATION_SORTS = ["date_desc", "date_asc", "title", "company"] as const;

/** Query of the list endpoints: keyset paging, search, filter and sort. */
export const applicationListQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  q: z.string().trim().max(200).optional(),
  status: z
    .preprocess(
      (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
      z.array(applicationStatusSchema),
    )
    .optional(),
  company: z.string().trim().max(300).optional(),
  sort: z.enum(APPLICATION_SORTS).default("date_desc"),
});

/** A note on an application (key_name is always Comment). */
export const noteCreateSchema = z.object({
  value: required(10_000),
  application: z.object({ id: z.coerce.number().int().positive() }),
});
export const noteEditSchema = z.object({ id: z.coerce.number().int().positive(), value: required(10_000) });

/** datetime-local: YYYY-MM-DDTHH:mm (seconds optional). */
export const dateTimeLocalSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "Date and time must be in the format YYYY-MM-DDTHH:mm")
  .refine((v) => !Number.isNaN(Date.parse(v)), "Date and time must be in the format YYYY-MM-DDTHH:mm");

/** An appointment of an application (key_name is always appointment). */
export const appointmentCreateSchema = z.object({
  appointment_date: dateTimeLocalSchema,
  value: text(10_000).default(""),
  application: z.object({ id: z.coerce.number().int().positive() }),
});
export const appointmentEditSchema = z.object({
  id: z.coerce.number().int().positive(),
  appointment_date: dateTimeLocalSchema,
  value: text(10_000).default(""),
});
