import { defaultFollowUp, type ImportedJob } from "@jah/shared";
import type { Application, ApplicationDetail } from "./types.ts";

/** The fields of the application modal, in the order the API names them. */
export const FORM_FIELDS = [
  "recipient_salutation",
  "recipient_name",
  "mail_address",
  "job_title",
  "hireing_company",
  "page",
  "link",
  "location",
  "job_description",
  "follow_up",
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** Form state: every field as text; an empty salutation or follow-up means "not chosen". */
export type ApplicationFormValues = Record<FormField, string>;

/** A new application's form: empty, follow-up 14 days ahead (spec section 9), then `prefill`. */
export function newFormValues(
  prefill: Partial<ApplicationFormValues> = {},
  now: Date = new Date(),
): ApplicationFormValues {
  const empty = Object.fromEntries(FORM_FIELDS.map((field) => [field, ""])) as ApplicationFormValues;
  return { ...empty, follow_up: defaultFollowUp(now), ...prefill };
}

/** The form of an existing application. */
export function formValuesOf(app: Application): ApplicationFormValues {
  return Object.fromEntries(
    FORM_FIELDS.map((field) => [field, (app[field] as string | null | undefined) ?? ""]),
  ) as ApplicationFormValues;
}

/** The body of POST profile/applications/: an empty follow-up is left out (spec section 5). */
export function createBody(values: ApplicationFormValues): Record<string, string> {
  const body: Record<string, string> = { ...values };
  if (!body.follow_up) delete body.follow_up;
  return body;
}

/**
 * The body of a full edit: the stored application with the form's values. Mail subject, text and
 * channel travel along because a full edit replaces them; the status is left out so it stays as
 * it is, the date because the API answers a timestamp where it takes a date. A follow-up the user
 * cleared is sent as null, which says "none" outright.
 */
export function editBody(
  app: ApplicationDetail,
  values: ApplicationFormValues,
): Record<string, unknown> & { id: number } {
  return {
    id: app.id,
    application_channel: app.application_channel ?? "",
    mail_subject: app.mail_subject,
    mail_text: app.mail_text,
    ...values,
    follow_up: values.follow_up || null,
  };
}

const FETCHED_FIELDS = [
  "job_title",
  "hireing_company",
  "location",
  "job_description",
  "link",
  "page",
] as const;

/** Fills only the empty fields from a fetched job advert; what the user typed stays. */
export function fillEmpty(values: ApplicationFormValues, job: Partial<ImportedJob>): ApplicationFormValues {
  const next = { ...values };
  for (const field of FETCHED_FIELDS) {
    const found = job[field];
    if (!next[field].trim() && typeof found === "string" && found.trim()) next[field] = found.trim();
  }
  return next;
}
