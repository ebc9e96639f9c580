import type { ApplicationStatus, Salutation } from "@jah/shared";

/**
 * An application as the API returns it (docs/api.md, "Applications"). List rows leave out the
 * long texts (job description, mail subject and text); show/{id} and saves answer them.
 */
export interface Application {
  id: number;
  job_title: string;
  hireing_company: string;
  page: string;
  link: string;
  location: string;
  job_description?: string;
  recipient_salutation: Salutation | null;
  recipient_name: string;
  mail_address: string;
  follow_up: string | null;
  application_channel: string;
  mail_subject?: string;
  mail_text?: string;
  /** Display default is todo when none (spec section 4). */
  status: ApplicationStatus | null;
  send: boolean;
  date: string;
  created: string;
  updated: string;
  profile: { id: number; profiletitle: string } | null;
}

/** One timeline entry: the status an application got, and when. */
export interface StatusEntry {
  id: number;
  created: string;
  status: ApplicationStatus;
}

export interface Note {
  id: number;
  date: string;
  value: string;
  key_name: string;
  application: { id: number };
}

export interface Appointment {
  id: number;
  /** datetime-local: YYYY-MM-DDTHH:mm. */
  appointment_date: string;
  value: string;
  key_name: string;
  application: { id: number };
}

/** GET profile/applications/show/{id}: the application with its timeline, notes and appointments. */
export interface ApplicationDetail extends Application {
  job_description: string;
  mail_subject: string;
  mail_text: string;
  application_status: StatusEntry[];
  notes: Note[];
  appointments: Appointment[];
}

/** One page of a list endpoint. */
export interface ApplicationPage {
  applications: Application[];
  next_cursor: string | null;
}

/** GET profile/applications/stats. */
export interface ApplicationStats {
  todo: number;
  running: number;
  done: number;
  archive: { accepted: number; canceled: number; rejected: number; noreply: number };
  total: number;
}

/** The lists the server offers; each keeps only some statuses. */
export type ListScope = "active" | "archive" | "todo" | "followup";

export type ApplicationSort = "date_desc" | "date_asc" | "title" | "company";

/** Search, filter and sort of a list (docs/api.md list query). */
export interface ListFilters {
  q?: string;
  status?: ApplicationStatus[];
  company?: string;
  sort?: ApplicationSort;
}
