import {
  type ApplicationStatus,
  type AttachmentNotStored,
  type CvTemplate,
  type DatePrecision,
  type InboxMatchedBy,
  type InboxState,
  type InboxSuggestion,
  type Language,
  type Level,
  PROFILE_SWITCHES,
  type SenderCheck,
} from "@jah/shared";
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
  /** Set by better-auth's two-factor plugin once a TOTP app is confirmed (0015). */
  twoFactorEnabled: Generated<boolean | null>;
  /** The person's own name from sign-up, null when not given (0032). */
  person_name: Generated<string | null>;
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
  /** What the link or code is for (0009): verify-email, account-delete, account-delete-code, ... */
  purpose: Generated<string>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** An account deletion in progress (0009); no row: none. */
export interface AccountDeletionTable {
  user_id: string;
  status: "requested" | "scheduled" | "cancel_requested";
  requested_at: Timestamp;
  confirmed_at: Timestamp | null;
  delete_at: Timestamp | null;
  updated_at: Timestamp;
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
  /** Extra mail headers as a JSON object (List-Unsubscribe of the job alerts); null for none. */
  headers: string | null;
  /** The language the mail is written in (de/en): the sender's name follows it; null before 0035. */
  lang: Language | null;
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
  /** How well the chosen profile fits, as the compose wizard sent it (0005). */
  fit_percentage: Generated<number | null>;
  /** Milestones of the status timeline, kept by triggers for the insights (0008). */
  sent_at: Generated<Timestamp | null>;
  /** The Monday (UTC) of the week sent_at is in. */
  sent_week: Generated<string | null>;
  answered_at: Generated<Timestamp | null>;
  /** Days from sent_at to answered_at in tenths (null without an answer). */
  answer_tenths: Generated<number | null>;
  reached_appointment: Generated<boolean>;
  reached_accepted: Generated<boolean>;
  marked_noreply: Generated<boolean>;
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

/** A job ad the crawler collected (0012). */
export interface JobAdTable {
  id: Generated<number>;
  source_key: string;
  source_ad_id: string;
  source_name: string;
  url: string;
  url_key: string;
  title_key: string;
  title: string;
  company: Generated<string>;
  location: Generated<string>;
  description: Generated<string>;
  remote: boolean | null;
  employment: Generated<"permanent" | "freelance" | "unknown">;
  language: "de" | "en" | null;
  posted_at: Timestamp | null;
  valid_through: Timestamp | null;
  first_seen: Timestamp;
  last_seen: Timestamp;
}

/** A user's mark on a job ad: tracked (with the application it became) or dismissed (0012). */
export interface JobAdMarkTable {
  user_id: string;
  job_ad_id: number;
  mark: "tracked" | "dismissed";
  application_id: number | null;
  created_at: Timestamp;
}

/** A configured job source's last run, shown on /appsettings/ (0012). */
export interface JobSourceStateTable {
  source_key: string;
  last_run_at: Timestamp | null;
  last_success_at: Timestamp | null;
  ads_found: Generated<number>;
  ads_new: Generated<number>;
  error: string | null;
}

export interface AppSettingTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** An administrator named with `npm run admin -- add` (besides ADMIN_EMAILS). */
export interface AdministratorTable {
  email: string;
  created_at: Timestamp;
}

/** Personal and address fields that CV profiles and the system profile share. */
interface PersonalColumns {
  vorname: Generated<string>;
  name: Generated<string>;
  email: Generated<string>;
  telefon: Generated<string>;
  mobile: Generated<string>;
  birthdate: string | null;
  street: Generated<string>;
  housenumber: Generated<string>;
  postcode: Generated<string>;
  city: Generated<string>;
  website: Generated<string>;
}

export interface ProfileTable extends PersonalColumns {
  id: Generated<number>;
  user_id: string;
  profiletitle: Generated<string>;
  title: Generated<string>;
  email_public: Generated<boolean>;
  telefon_public: Generated<boolean>;
  mobile_public: Generated<boolean>;
  freelance: Generated<boolean>;
  remote_only: Generated<boolean>;
  available: Generated<boolean>;
  available_from: string | null;
  available_to: string | null;
  max_hours: number | null;
  fulltime_only: Generated<boolean>;
  birthdate_public: Generated<boolean>;
  birthname: Generated<string>;
  birthname_public: Generated<boolean>;
  public: Generated<boolean>;
  mantra: Generated<string>;
  domain: Generated<string>;
  domain_template: Generated<string>;
  cv_template: Generated<CvTemplate>;
  einsatz_orte: Generated<string>;
  aktive: Generated<boolean>;
  hourly_rate_on_site: number | null;
  hourly_rate_on_site_public: Generated<boolean>;
  hourly_rate_remote: number | null;
  hourly_rate_remote_public: Generated<boolean>;
  daily_rate_on_site: number | null;
  daily_rate_on_site_public: Generated<boolean>;
  daily_rate_remote: number | null;
  daily_rate_remote_public: Generated<boolean>;
  profile_language: Generated<Language>;
  picture_etag: string | null;
  /** JSON array of the field keys a CV import filled and the user has not looked at yet (0006). */
  imported_fields: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProfilePictureTable {
  profile_id: number;
  data: Buffer;
}

export interface SystemProfileTable extends PersonalColumns {
  user_id: string;
  updated_at: Timestamp;
}

export interface ProfileLanguageTable {
  id: Generated<number>;
  profile_id: number;
  name: string;
  /** null: the CV named no level (0020). */
  level: Level | null;
  /** The level as the CV wrote it when standard ("C1", "Native"); "" when the scale alone says it (0034). */
  level_text: Generated<string>;
}

/** profile_searching and profile_qualifications: a name per row. */
export interface ProfileNameItemTable {
  id: Generated<number>;
  profile_id: number;
  name: string;
}

export interface ProfileSkillTable {
  id: Generated<number>;
  profile_id: number;
  name: string;
  category: string;
  /** null: the CV named no level (0020). */
  percentage: Level | null;
}

export interface ProfileSocialMediaTable {
  id: Generated<number>;
  profile_id: number;
  key_name: Generated<string>;
  value: string;
  date: string;
}

export interface ProfileEducationTable {
  id: Generated<number>;
  profile_id: number;
  name: string;
  subject_area: string;
  start: string;
  ende: string;
  description: Generated<string>;
  /** "month" or "year": how precisely the dates are known and printed (0020). */
  date_precision: Generated<DatePrecision>;
}

export interface ProfileWorkExperienceTable {
  id: Generated<number>;
  profile_id: number;
  position_name: string;
  position_type: string;
  company: Generated<string>;
  description: Generated<string>;
  business: Generated<string>;
  type_of_business: Generated<string>;
  start: string;
  ende: string | null;
  current: Generated<boolean>;
  use_for_card: Generated<boolean>;
  headcount: number | null;
  /** "month" or "year": how precisely the dates are known and printed (0020). */
  date_precision: Generated<DatePrecision>;
}

export interface ProfileJobTaskTable {
  id: Generated<number>;
  workexperience_id: number;
  description: string;
}

export interface CoverLetterTable {
  id: Generated<number>;
  user_id: string;
  title: string;
  text: string;
  formal: boolean;
  active: boolean;
  cover_letter_language: Language;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocumentTable {
  id: Generated<number>;
  user_id: string;
  storage_key: string;
  original_name: string;
  name: string;
  mime_type: string;
  file_size: number;
  date: Timestamp;
}

export interface ApplicationDocumentTable {
  id: Generated<number>;
  user_id: string;
  application_id: number;
  document_id: number;
  created_at: Timestamp;
}

/** A user's own mail account (0005): SMTP credentials or a Gmail refresh token, sealed. */
export interface MailAccountTable {
  id: Generated<number>;
  user_id: string;
  provider: "smtp" | "gmail";
  host: string;
  port: number;
  security: "tls" | "starttls" | "none";
  username: string;
  secret_sealed: string;
  from_email: string;
  from_name: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Reading replies (0025): the IMAP server, whether reading is on, a folder beside INBOX, since when. */
  imap_host: Generated<string>;
  imap_port: Generated<number>;
  imap_security: Generated<"tls" | "starttls" | "none">;
  reading: Generated<boolean>;
  reading_folder: Generated<string>;
  reading_since: Timestamp | null;
  /** The scopes Google granted at the Gmail account's last consent (0028); empty for SMTP accounts. */
  granted_scope: Generated<string>;
}

export type SentMailStatus = "queued" | "sending" | "sent" | "failed";

/** An application mail: what was sent and its delivery state (0005). */
export interface SentMailTable {
  id: Generated<number>;
  user_id: string;
  application_id: number;
  recipient: string;
  subject: string;
  body: string;
  sender_name: Generated<string>;
  /** JSON text: [{ document_id, name, size, mime, key }], the chosen documents in order; key: their storage key (0019). */
  attachments: string;
  cv_file_name: string;
  follow_up: string | null;
  message_id: string;
  status: SentMailStatus;
  error: string | null;
  /** Why the mail must not go out, known at Send (a demo account): the queue fails it with this (0019). */
  refusal: string | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface SentMailCvTable {
  sent_mail_id: number;
  data: Buffer;
}

/** A zip of all of a user's data they asked for (0013); the file is DATA_DIR/exports/{id}.zip. */
export interface DataExportTable {
  id: string;
  user_id: string;
  status: "building" | "ready" | "failed" | "downloaded" | "expired";
  progress: Generated<number>;
  /** bigint: PostgreSQL answers with a string. */
  size: number | string | null;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  expires_at: Timestamp | null;
  downloaded_at: Timestamp | null;
}

/** A user's agreement to send letter data to an AI provider, by host name (0010). */
export interface AiConsentTable {
  user_id: string;
  provider_host: string;
  created_at: Timestamp;
}

/** A user's AI token usage in one calendar month, YYYY-MM in UTC (0010). */
export interface AiUsageTable {
  user_id: string;
  month: string;
  requests: Generated<number>;
  prompt_tokens: Generated<number>;
  completion_tokens: Generated<number>;
  updated_at: Timestamp;
}

/** When a user's AI request started: the rows of the last hour make the hourly limit (0010). */
export interface AiRequestTable {
  id: Generated<number>;
  user_id: string;
  started_at: Timestamp;
}

/**
 * better-auth's API-key plugin's table (0014): the browser extension's personal access tokens. Only
 * the columns our own queries read are typed; the plugin reads and writes the rest.
 */
export interface ApiKeyTable {
  id: string;
  name: string | null;
  start: string | null;
  referenceId: string;
  /** SHA-256 of the token (base64url); the token itself is never stored. */
  key: string;
  lastRequest: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A device-style connect request of the browser extension (0014). */
export interface ExtensionConnectTable {
  id: Generated<number>;
  device_code_hash: string;
  user_code: string;
  client: string;
  status: "pending" | "approved" | "denied" | "consumed";
  user_id: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** better-auth's two-factor plugin (0015): the encrypted TOTP secret and backup codes of a user. */
export interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: boolean | null;
  failedVerificationCount: number | null;
  lockedUntil: Timestamp | null;
}

/** better-auth's passkey plugin (0015): one WebAuthn credential of a user. */
export interface PasskeyTable {
  id: string;
  name: string | null;
  publicKey: string;
  userId: string;
  credentialID: string;
  counter: number;
  deviceType: string;
  backedUp: boolean;
  transports: string | null;
  createdAt: Timestamp | null;
  aaguid: string | null;
}

/** A change of the sign-in address waiting for the link mailed to the new address (0015). */
export interface EmailChangeTable {
  user_id: string;
  new_email: string;
  created_at: Timestamp;
}

/** A demo account (0016): deleted by the clean-up job from `delete_at` on. */
export interface DemoAccountTable {
  user_id: string;
  created_at: Timestamp;
  delete_at: Timestamp;
}

/** A scheduled job's lease and state (0017): which instance runs it, until when, and how it went. */
export interface JobLeaseTable {
  name: string;
  holder: string | null;
  lease_until: Timestamp | null;
  last_run_at: Timestamp | null;
  last_finished_at: Timestamp | null;
  next_run_at: Timestamp | null;
  last_error: string | null;
  last_error_at: Timestamp | null;
  last_duration_ms: number | null;
  runs: Generated<number>;
  failures: Generated<number>;
}

/** A rate limit's counter (0017), written by rate-limiter-flexible; shared by every instance. */
export interface RateLimitTable {
  key: string;
  points: Generated<number>;
  expire: number | null;
}

/** A user's Stripe customer and billing details (0018, spec section 3 "Payment data"). */
export interface PaymentCustomerTable {
  user_id: string;
  stripe_customer_id: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  company_name: Generated<string>;
  street: Generated<string>;
  house_number: Generated<string>;
  postal_code: Generated<string>;
  city: Generated<string>;
  country: Generated<string>;
  vat_number: Generated<string>;
  delivery_first_name: Generated<string>;
  delivery_last_name: Generated<string>;
  delivery_company_name: Generated<string>;
  delivery_street: Generated<string>;
  delivery_house_number: Generated<string>;
  delivery_postal_code: Generated<string>;
  delivery_city: Generated<string>;
  delivery_country: Generated<string>;
  has_payment_data: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A Stripe subscription as the webhooks last told it (0018). */
export interface SubscriptionTable {
  id: string;
  user_id: string;
  plan_key: string;
  price_id: string;
  /** Comma-separated premium areas. */
  areas: string;
  profile_limit: number | null;
  status: string;
  current_period_end: Timestamp | null;
  cancel_at_period_end: Generated<boolean>;
  /** Stripe's `created` (seconds) of the event this state came from. */
  state_at: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One paid invoice with its gapless number (0018); kept after an account purge, unlinked. */
export interface InvoiceTable {
  id: Generated<number>;
  user_id: string | null;
  number: number;
  stripe_invoice_id: string;
  issued_at: Timestamp;
  product_name: string;
  net_cents: number;
  vat_rate_percent: number;
  vat_cents: number;
  gross_cents: number;
  currency: string;
  reverse_charge: boolean;
  buyer: string;
  period_start: Timestamp | null;
  period_end: Timestamp | null;
}

export interface InvoiceNumberTable {
  id: number;
  last: number;
}

/** A processed Stripe webhook event: each is handled once (0018). */
export interface StripeEventTable {
  id: string;
  type: string;
  processed_at: Timestamp;
}

/** A request for a free year of every premium area (0018). */
export interface FreeYearRequestTable {
  id: Generated<number>;
  user_id: string;
  reason: string;
  status: "open" | "granted" | "refused";
  created_at: Timestamp;
  decided_at: Timestamp | null;
  valid_until: Timestamp | null;
}

export interface Database {
  job_lease: JobLeaseTable;
  rate_limit: RateLimitTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  twoFactor: TwoFactorTable;
  passkey: PasskeyTable;
  email_change: EmailChangeTable;
  apikey: ApiKeyTable;
  extension_connect: ExtensionConnectTable;
  user_settings: UserSettingsTable;
  email_verification_token: EmailVerificationTokenTable;
  account_deletion: AccountDeletionTable;
  demo_account: DemoAccountTable;
  data_export: DataExportTable;
  ai_consent: AiConsentTable;
  ai_usage: AiUsageTable;
  ai_request: AiRequestTable;
  outgoing_mail: OutgoingMailTable;
  job_alert: JobAlertTable;
  app_setting: AppSettingTable;
  administrator: AdministratorTable;
  application: ApplicationTable;
  application_status: ApplicationStatusTable;
  application_note: ApplicationNoteTable;
  application_appointment: ApplicationAppointmentTable;
  profiles: ProfileTable;
  profile_pictures: ProfilePictureTable;
  system_profiles: SystemProfileTable;
  profile_languages: ProfileLanguageTable;
  profile_searching: ProfileNameItemTable;
  profile_qualifications: ProfileNameItemTable;
  profile_skills: ProfileSkillTable;
  profile_socialmedias: ProfileSocialMediaTable;
  profile_educations: ProfileEducationTable;
  profile_workexperiences: ProfileWorkExperienceTable;
  profile_job_tasks: ProfileJobTaskTable;
  cover_letter: CoverLetterTable;
  document: DocumentTable;
  application_document: ApplicationDocumentTable;
  mail_account: MailAccountTable;
  sent_mail: SentMailTable;
  sent_mail_cv: SentMailCvTable;
  job_ad: JobAdTable;
  job_ad_mark: JobAdMarkTable;
  job_source_state: JobSourceStateTable;
  payment_customer: PaymentCustomerTable;
  subscription: SubscriptionTable;
  invoice: InvoiceTable;
  invoice_number: InvoiceNumberTable;
  stripe_event: StripeEventTable;
  free_year_request: FreeYearRequestTable;
  bot_check_used: BotCheckUsedTable;
  sign_in_failure: SignInFailureTable;
  inbox_account: InboxAccountTable;
  inbox_folder: InboxFolderTable;
  inbox_message: InboxMessageTable;
  inbox_attachment: InboxAttachmentTable;
  inbox_skipped: InboxSkippedTable;
}

/** A proof-of-work solution already used (0024): its challenge's nonce, kept until the challenge expires. */
export interface BotCheckUsedTable {
  nonce: string;
  expires_at: Timestamp;
}

/** Failed sign-ins from one client address (0024); from the third on, a sign-in needs a solution. */
export interface SignInFailureTable {
  address: string;
  failures: Generated<number>;
  last_failure_at: Timestamp;
}

/** The mailbox reader's state per mail account (0026). */
export interface InboxAccountTable {
  mail_account_id: number;
  user_id: string;
  locked_until: Timestamp | null;
  last_polled_at: Timestamp | null;
  last_error: string | null;
  last_error_at: Timestamp | null;
}

/** Where the last poll of one folder stopped (0026); last_uid is a string on PostgreSQL (bigint). */
export interface InboxFolderTable {
  mail_account_id: number;
  user_id: string;
  folder: string;
  uid_validity: string;
  last_uid: number | string;
  /** Gmail labels only (0028): the mailbox's history id where the last poll stopped; null: list again. */
  history_id: string | null;
}

/** A reply read from the user's mailbox (0026): matched to an application or not, with its suggestion. */
export interface InboxMessageTable {
  id: Generated<number>;
  user_id: string;
  /** null: a sample reply of the demo (0027), read from no mailbox. */
  mail_account_id: number | null;
  application_id: number | null;
  matched_by: InboxMatchedBy | null;
  folder: string;
  uid: number | string;
  message_id: string;
  from_address: string;
  from_name: Generated<string>;
  subject: Generated<string>;
  received_at: Timestamp;
  /** The receiving server's verdict on the From domain (0031); rows read before it are "none". */
  sender_check: Generated<SenderCheck>;
  body: string | null;
  suggestion: InboxSuggestion | null;
  suggestion_sentence: string | null;
  suggestion_date: string | null;
  state: Generated<InboxState>;
  /** Unmatched, naming several applications alike (0033): their ids as a JSON array; null otherwise. */
  candidates: Generated<string | null>;
  created_at: Timestamp;
}

/** A message the reader could not store and passed over (0029), shown on the account in the settings. */
export interface InboxSkippedTable {
  id: Generated<number>;
  user_id: string;
  mail_account_id: number;
  folder: string;
  /** The IMAP UID (as text) or the Gmail message id. */
  mailbox_ref: string;
  subject: Generated<string>;
  received_at: Timestamp | null;
  /** unstorable-text | too-large | failed */
  reason: string;
  skipped_at: Timestamp;
}

/** An attachment of a matched reply (0026), kept for download. */
export interface InboxAttachmentTable {
  id: Generated<number>;
  inbox_message_id: number;
  user_id: string;
  name: string;
  mime: string;
  size: number;
  /** Empty when the attachment was not kept. */
  data: Buffer;
  /** Why it was not kept (0030): the user's storage total was full, or the reply's own limit; null: kept. */
  not_stored: AttachmentNotStored | null;
}

/**
 * Boolean columns by name. SQLite stores booleans as 0/1; the SQLite plugin turns these columns back
 * into booleans, so a boolean column name must mean a boolean in every table.
 */
export const BOOLEAN_COLUMNS = new Set([
  "emailVerified",
  // better-auth's two-factor and passkey plugins (0015)
  "twoFactorEnabled",
  "verified",
  "backedUp",
  "failed",
  "send",
  "archived",
  // job ads (0012)
  "remote",
  "reached_appointment",
  "reached_accepted",
  // mail reading (0025)
  "reading",
  "marked_noreply",
  // profiles (0003): every switch of the profile schema (its _public flags among them)
  ...PROFILE_SWITCHES,
  "current",
  "use_for_card",
  // payments (0018)
  "has_payment_data",
  "cancel_at_period_end",
  "reverse_charge",
  // cover letters (0004)
  "formal",
  "active",
]);

/** A profile's job alert (features/job-alerts): how often, from which score, and how far it has looked. */
export interface JobAlertTable {
  id: Generated<number>;
  user_id: string;
  profile_id: number;
  frequency: "off" | "daily" | "weekly";
  min_score: number;
  last_ad_id: number | null;
  last_run_at: Timestamp | null;
  last_sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
