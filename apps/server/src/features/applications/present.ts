import type { Selectable } from "kysely";
import type { ApplicationTable } from "../../db/schema.ts";

export type ApplicationRow = Selectable<ApplicationTable>;

/** What leaves the server about an application: listed field by field. */
export function presentApplication(row: ApplicationRow) {
  return {
    id: row.id,
    job_title: row.job_title,
    hireing_company: row.hireing_company,
    page: row.page,
    link: row.link,
    location: row.location,
    job_description: row.job_description,
    recipient_salutation: row.recipient_salutation,
    recipient_name: row.recipient_name,
    mail_address: row.mail_address,
    follow_up: row.follow_up,
    application_channel: row.application_channel,
    mail_subject: row.mail_subject,
    mail_text: row.mail_text,
    status: row.status,
    send: row.send,
    date: row.date,
    created: row.created_at,
    updated: row.updated_at,
    // Profiles arrive with their own area; until then no application points at one.
    profile: null as { id: number; profiletitle: string } | null,
  };
}

export type ApplicationDto = ReturnType<typeof presentApplication>;

/** The columns a list reads. */
export const LIST_COLUMNS = [
  "id",
  "job_title",
  "hireing_company",
  "page",
  "link",
  "location",
  "recipient_salutation",
  "recipient_name",
  "mail_address",
  "follow_up",
  "application_channel",
  "status",
  "send",
  "date",
  "created_at",
  "updated_at",
] as const;

/**
 * A list row: everything but the long texts (job description, mail subject and text), which only the
 * view and edit dialogs need and which would otherwise make up most of every page.
 */
export function presentListRow(row: Pick<ApplicationRow, (typeof LIST_COLUMNS)[number]>) {
  return {
    id: row.id,
    job_title: row.job_title,
    hireing_company: row.hireing_company,
    page: row.page,
    link: row.link,
    location: row.location,
    recipient_salutation: row.recipient_salutation,
    recipient_name: row.recipient_name,
    mail_address: row.mail_address,
    follow_up: row.follow_up,
    application_channel: row.application_channel,
    status: row.status,
    send: row.send,
    date: row.date,
    created: row.created_at,
    updated: row.updated_at,
    profile: null as { id: number; profiletitle: string } | null,
  };
}
