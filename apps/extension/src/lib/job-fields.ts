import type { ExtensionApplication, ExtensionFit, ImportedJob } from "@jah/shared";
import { EXTENSION_FIELD_MAX } from "@jah/shared/extension-api";

/** The popup's editable fields: the body of POST /api/extension/applications, before trimming. */
export type JobDraft = ExtensionApplication;
export type FieldName = keyof JobDraft;

/** Why a field was refused; the popup words each in the browser's language. */
export type FieldProblem =
  | { code: "required" }
  | { code: "too-long"; max: number }
  | { code: "web-address" }
  | { code: "email" }
  | { code: "other"; message: string };
export type FieldErrors = Partial<Record<FieldName, FieldProblem>>;

export const EMPTY_DRAFT: JobDraft = {
  job_title: "",
  hireing_company: "",
  location: "",
  link: "",
  job_description: "",
  source_page: "",
  contact_name: "",
  contact_salutation: "none",
  contact_email: "",
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The fields prefilled from what the server read; the tab's address when the page names no link.
 * Read field by field: the user's server may be of another version than the extension.
 */
export function draftFromPage(job: Partial<ImportedJob> | null, tabUrl: string): JobDraft {
  const salutation = text(job?.recipient_salutation);
  return {
    job_title: text(job?.job_title),
    hireing_company: text(job?.hireing_company),
    location: text(job?.location),
    link: text(job?.link) || tabUrl,
    job_description: text(job?.job_description),
    source_page: text(job?.page),
    contact_name: text(job?.recipient_name),
    contact_salutation: salutation === "male" || salutation === "female" ? salutation : "none",
    contact_email: text(job?.mail_address),
  };
}

/** True when the page told anything about the job itself (its address alone does not count). */
export function hasJobData(draft: JobDraft): boolean {
  return [draft.job_title, draft.hireing_company, draft.location, draft.job_description].some(
    (value) => value.trim() !== "",
  );
}

/** True when the ad names a contact person, so the popup shows those fields at once. */
export function hasContact(draft: JobDraft): boolean {
  return draft.contact_name.trim() !== "" || draft.contact_email.trim() !== "";
}

/** The four fields the fit is computed from. */
export function jobTextOf(draft: JobDraft): ExtensionFit {
  return {
    job_title: draft.job_title.trim(),
    hireing_company: draft.hireing_company.trim(),
    location: draft.location.trim(),
    job_description: draft.job_description.trim(),
  };
}

/** The body of POST /api/extension/applications: every field trimmed. */
export function applicationOf(draft: JobDraft): ExtensionApplication {
  return {
    ...jobTextOf(draft),
    link: draft.link.trim(),
    source_page: draft.source_page.trim(),
    contact_name: draft.contact_name.trim(),
    contact_salutation: draft.contact_salutation,
    contact_email: draft.contact_email.trim(),
  };
}

const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The checks the popup makes before saving, with the server's own limits, so a draft that passes here
 * is not refused there for its length; the server checks again and has the last word.
 */
export function checkDraft(draft: JobDraft): FieldErrors {
  const errors: FieldErrors = {};
  const body = applicationOf(draft);
  for (const [field, max] of Object.entries(EXTENSION_FIELD_MAX) as [
    keyof typeof EXTENSION_FIELD_MAX,
    number,
  ][]) {
    if (body[field].length > max) errors[field] = { code: "too-long", max };
  }
  if (!body.job_title) errors.job_title = { code: "required" };
  if (!body.link) errors.link = { code: "required" };
  else if (!errors.link && !WEB_ADDRESS.test(body.link)) errors.link = { code: "web-address" };
  if (body.contact_email && !errors.contact_email && !EMAIL.test(body.contact_email)) {
    errors.contact_email = { code: "email" };
  }
  return errors;
}

/**
 * The server's per-field messages (English, from its shared schemas) as problems the popup can word
 * in either language; a message it does not know is shown as the server wrote it.
 */
export function fieldErrorsFromServer(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    if (!(key in EMPTY_DRAFT)) continue;
    errors[key as FieldName] = problemOf(message);
  }
  return errors;
}

function problemOf(message: string): FieldProblem {
  if (/^required$/i.test(message.trim())) return { code: "required" };
  const max = /at most (\d+)/i.exec(message);
  if (max) return { code: "too-long", max: Number(max[1]) };
  if (/web address/i.test(message)) return { code: "web-address" };
  if (/e-?mail/i.test(message)) return { code: "email" };
  return { code: "other", message };
}
