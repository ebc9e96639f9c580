import type { ApplicationStatus } from "@jah/shared";
import type { Generated } from "kysely";

/** Timestamps travel as ISO-8601 strings and dates as YYYY-MM-DD on both dialects. */
type Timestamp = string;

/** better-auth's tables (its column names, camelCase). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Our tables (snake_case). */
export interface UserSettingsTable {
  id: Generated<number>;
  user_id: string;
  language: "en" | "de";
  calendar_secret: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmailVerificationTokenTable {
  id: Generated<number>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface OutgoingMailTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  failed: boolean;
  created_at: Timestamp;
}

export interface ApplicationTable {
  id: Generated<number>;
  user_id: string;
  job_title: string;
  hireing_company: Generated<string>;
  page: Generated<string>;
  link: Generated<string>;
  location: Generated<string>;
  job_description: Generated<string>;
  recipient_salutation: Generated<"male" | "female" | "none">;
  recipient_name: Generated<string>;
  mail_address: Generated<string>;
  application_channel: Generated<string>;
  mail_subject: Generated<string>;
  mail_text: Generated<string>;
  follow_up: string | null;
  follow_up_reminded_on: string | null;
  status: ApplicationStatus;
  archived: boolean;
  send: boolean;
  profile_id: number | null;
  date: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApplicationStatusTable {
  id: Generated<number>;
  application_id: number;
  status: ApplicationStatus;
  created: Timestamp;
}

export interface ApplicationNoteTable {
  id: Generated<number>;
  application_id: number;
  user_id: string;
  value: string;
  date: Timestamp;
}

export interface ApplicationAppointmentTable {
  id: Generated<number>;
  application_id: number;
  user_id: string;
  appointment_date: string;
  value: string;
  created_at: Timestamp;
}

export interface AppSettingTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  user_settings: UserSettingsTable;
  email_verification_token: EmailVerificationTokenTable;
  outgoing_mail: OutgoingMailTable;
  app_setting: AppSettingTable;
  application: ApplicationTable;
  application_status: ApplicationStatusTable;
  application_note: ApplicationNoteTable;
  application_appointment: ApplicationAppointmentTable;
}

/**
 * Boolean columns by name. SQLite stores booleans as 0/1; the SQLite plugin turns these columns back
 * into booleans, so a boolean column name must mean a boolean in every table.
 */
export const BOOLEAN_COLUMNS = new Set(["emailVerified", "failed", "send", "archived"]);
