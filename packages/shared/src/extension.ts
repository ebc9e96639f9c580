import { z } from "zod";
import { SALUTATIONS } from "./applications.ts";
import { MESSAGES } from "./auth.ts";
import { LINK_MAX_LENGTH } from "./constants.ts";
import { EXTENSION_FIELD_MAX as MAX } from "./extension-api.ts";
import { optionalEmail, requiredText, text } from "./fields.ts";

/**
 * The browser extension's API (issue 10; the contract is docs/api.md, "Browser extension"): the
 * request bodies the server checks, shared with the web app's token form. The extension itself takes
 * the limits and answers from extension-api.ts, which these schemas are built from.
 */

/** The longest extension label or token name. */
export const EXTENSION_NAME_MAX = 60;
/** How long a connect request waits for the user's Allow, and how often the extension asks. */
export const CONNECT_CODE_SECONDS = 600;
export const CONNECT_POLL_SECONDS = 2;

/** The user code's letters: no 0/O, 1/I/L, so it can be read out and typed without doubt. */
export const USER_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** "abcd 2345", "ABCD-2345" and "abcd2345" are the same code: ABCD-2345; anything else is null. */
export function normaliseUserCode(value: string): string | null {
  const letters = value.toUpperCase().replace(/[\s-]/g, "");
  if (letters.length !== 8 || ![...letters].every((c) => USER_CODE_ALPHABET.includes(c))) return null;
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

const UNKNOWN_CODE = "Unknown code";
/** A user code in any spelling normaliseUserCode accepts, answered in its canonical form. */
export const userCodeSchema = z
  .string({ error: MESSAGES.required })
  .max(20, UNKNOWN_CODE)
  .transform((value, ctx) => {
    const code = normaliseUserCode(value);
    if (code === null) ctx.addIssue({ code: "custom", message: UNKNOWN_CODE });
    return code ?? "";
  });

/** An http or https address, as the job import takes it. */
export const jobUrlSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(LINK_MAX_LENGTH, `At most ${LINK_MAX_LENGTH} characters`)
  .refine(isWebUrl, "Must be a web address (http or https)");

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** POST /api/extension/tokens: a token made by hand in the settings. */
export const extensionTokenCreateSchema = z.object({ name: requiredText(EXTENSION_NAME_MAX) });

/** POST /api/extension/connect/start: the extension's label ("Chrome"). */
export const connectStartSchema = z.object({ client: requiredText(EXTENSION_NAME_MAX) });

/** POST /api/extension/connect/poll. */
export const connectPollSchema = z.object({
  deviceCode: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200, "Unknown code"),
});

/** POST /api/extension/connect/approve and /deny. */
export const connectAnswerSchema = z.object({ userCode: userCodeSchema });

/** GET /api/extension/tracked?url=... */
export const trackedQuerySchema = z.object({ url: jobUrlSchema });

/** The job fields the extension's popup shows and edits. */
const jobFields = {
  job_title: requiredText(MAX.job_title),
  hireing_company: text(MAX.hireing_company).default(""),
  location: text(MAX.location).default(""),
  job_description: text(MAX.job_description).default(""),
};

/** POST /api/extension/fit: the job as the popup shows it. */
export const extensionFitSchema = z.object(jobFields);
export type ExtensionFit = z.infer<typeof extensionFitSchema>;

/** POST /api/extension/applications: the popup's fields; the application starts as todo. */
export const extensionApplicationSchema = z.object({
  ...jobFields,
  link: jobUrlSchema,
  source_page: text(MAX.source_page).default(""),
  contact_name: text(MAX.contact_name).default(""),
  contact_salutation: z.enum(SALUTATIONS, { error: "Unknown salutation" }).default("none"),
  contact_email: optionalEmail.default(""),
});
export type ExtensionApplication = z.infer<typeof extensionApplicationSchema>;

/** A personal access token as the settings list shows it (never the token itself). */
export type AccessTokenSummary = { id: string; name: string; createdAt: string; lastUsedAt: string | null };
/** The answer to creating a token: the token in plain text, this once. */
export type CreatedAccessToken = { id: string; name: string; createdAt: string; token: string };

/** What the connect page learns about a code before the user allows or denies it. */
export type ConnectRequestInfo = {
  userCode: string;
  client: string;
  status: "pending" | "approved" | "denied" | "expired";
};
