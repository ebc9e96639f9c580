import type { ApplicationStatus } from "./applications.ts";
import {
  EMAIL_MAX_LENGTH,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_TEXT_MAX_LENGTH,
  type Language,
  LINK_MAX_LENGTH,
} from "./constants.ts";

/**
 * The browser extension's API as plain values and types (the contract is docs/api.md, "Browser
 * extension"): no zod here, so the extension imports its limits and answers without bundling the
 * schemas. extension.ts builds the server's schemas from these limits.
 */

/** A page the extension sends may be this long (string length; 2 MiB): the server reads no more. */
export const EXTENSION_HTML_MAX_CHARS = 2 * 1024 * 1024;

/** The longest value of each text field the popup saves (POST /api/extension/applications). */
export const EXTENSION_FIELD_MAX = {
  job_title: JOB_TEXT_MAX_LENGTH,
  hireing_company: JOB_TEXT_MAX_LENGTH,
  location: JOB_TEXT_MAX_LENGTH,
  link: LINK_MAX_LENGTH,
  job_description: JOB_DESCRIPTION_MAX_LENGTH,
  source_page: JOB_TEXT_MAX_LENGTH,
  contact_name: 200,
  contact_email: EMAIL_MAX_LENGTH,
} as const;

/** Who the extension is connected as: GET /api/extension/whoami, and the connect poll's `user`. */
export type ExtensionUser = { email: string; name: string; language: Language };

/** An application already saved under a link: GET /api/extension/tracked, and the 409 of a save. */
export type TrackedApplication = {
  id: number;
  job_title: string;
  hireing_company: string;
  status: ApplicationStatus;
  webUrl: string;
};

/** GET /api/extension/tracked?url=... */
export type TrackedAnswer = { tracked: false } | { tracked: true; application: TrackedApplication };

/** One profile's fit to a job, 0 to 100: POST /api/extension/fit answers these, best first. */
export type ProfileFit = { profileId: number; title: string; score: number };

/** POST /api/extension/applications: the new application and where the web app opens it. */
export type SavedApplication = { id: number; webUrl: string };

/** POST /api/extension/connect/start. */
export type ConnectStart = {
  deviceCode: string;
  userCode: string;
  verificationUrl: string;
  interval: number;
  expiresIn: number;
};

/** POST /api/extension/connect/poll while the request is open, or once allowed (denied or expired: 410). */
export type ConnectPoll = { status: "pending" } | { status: "approved"; token: string; user: ExtensionUser };

/**
 * The kinds of question an application form asks that the extension can answer (issue 44). The
 * sensitive ones are filled only from an answer the user saved for exactly that kind, never from
 * the profile: gender, age, nationality and the like stay the user's to give.
 */
export const FORM_ANSWER_KINDS = [
  "salutation",
  "firstName",
  "lastName",
  "fullName",
  "email",
  "phone",
  "mobile",
  "streetAddress",
  "street",
  "houseNumber",
  "addressLine2",
  "postcode",
  "city",
  "country",
  "linkedin",
  "xing",
  "github",
  "website",
  "currentCompany",
  "currentTitle",
  "school",
  "fieldOfStudy",
  "otherProfile",
  "availableFrom",
  "noticePeriod",
] as const;
export const SENSITIVE_FORM_ANSWER_KINDS = [
  "gender",
  "birthdate",
  "birthplace",
  "nationality",
  "disability",
  "ethnicity",
  "religion",
  "sexualOrientation",
  "maritalStatus",
  "veteranStatus",
  "workPermit",
  "salary",
  "referralSource",
] as const;
export type FormAnswerKind =
  | (typeof FORM_ANSWER_KINDS)[number]
  | (typeof SENSITIVE_FORM_ANSWER_KINDS)[number];

/** GET /api/extension/profiles/:id/form-answers: the profile's answers by kind, only those it has. */
export type FormAnswers = Partial<Record<FormAnswerKind, string>>;
