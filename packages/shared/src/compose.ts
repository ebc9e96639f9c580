import { z } from "zod";
import { isoDateSchema } from "./applications.ts";
import { MESSAGES } from "./auth.ts";
import { positiveId, requiredText, text } from "./fields.ts";
import type { GmailReadingDto } from "./gmail-reading.ts";
import type { ReadingDto } from "./inbox.ts";

/** How the connection to an SMTP server is secured: TLS from the start (465), STARTTLS (587), or none. */
export const SMTP_SECURITY = ["tls", "starttls", "none"] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

/** At most this many documents go with one application mail, and at most this many bytes in all. */
export const COMPOSE_MAX_DOCUMENTS = 10;
export const COMPOSE_MAX_ATTACHMENT_BYTES = 20_000_000;

const requiredEmail = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(320)
  .pipe(z.email(MESSAGES.invalidEmail));

const idRef = z.object({ id: positiveId }, { error: MESSAGES.required });

/** POST connections/smtp: a mailbox connected by SMTP (tested before it is saved). */
export const smtpConnectionSchema = z.object({
  host: requiredText(255).regex(/^[A-Za-z0-9.:[\]-]+$/, "Must be a host name or an IP address"),
  port: z.coerce
    .number({ error: MESSAGES.required })
    .int("Must be a whole number")
    .min(1, "Must be between 1 and 65535")
    .max(65535, "Must be between 1 and 65535"),
  security: z.enum(SMTP_SECURITY, { error: "Must be tls, starttls or none" }),
  username: requiredText(320),
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(1024),
  from_email: requiredEmail,
  from_name: text(200).default(""),
});
export type SmtpConnectionInput = z.infer<typeof smtpConnectionSchema>;

/** POST connections/gmail/callback: what Google sent back to /callbacks/gmail. */
export const gmailCallbackSchema = z.object({
  code: requiredText(2000),
  state: requiredText(2000),
});

/** GET connections/: the user's mail accounts, never a password or token. */
export type ConnectionsDto = {
  smtp:
    | ({
        connected: true;
        host: string;
        port: number;
        security: SmtpSecurity;
        username: string;
        from_email: string;
        from_name: string;
      } & ReadingDto)
    | { connected: false };
  /** The reading fields come with a connected Gmail account only. */
  gmail: { available: boolean; connected: boolean; email?: string } & Partial<GmailReadingDto>;
};

/** An empty follow-up means the default (today plus 14 days). */
const followUp = z.preprocess((v) => (v === "" || v === null ? undefined : v), isoDateSchema.optional());

/** POST profile/applications/compose (spec sections 3 and 5): mail_text and mail_subject 'Required'. */
export const composeSchema = z.object({
  profile: idRef,
  application: idRef,
  mail_text: requiredText(50_000),
  mail_address: requiredEmail,
  mail_subject: requiredText(500),
  updated_title: text(300).optional(),
  fit_percentage: z.coerce.number().int().min(0).max(100).nullable().optional(),
  follow_up: followUp,
  documents: z
    .array(positiveId)
    .max(COMPOSE_MAX_DOCUMENTS, `At most ${COMPOSE_MAX_DOCUMENTS} documents`)
    .default([]),
  use_updated_title: z.boolean().default(false),
});
export type ComposeInput = z.infer<typeof composeSchema>;

export const SENT_MAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type SentMailStatus = (typeof SENT_MAIL_STATUSES)[number];

/** An application mail as the mail tab shows it: exactly what was (or is being) sent. */
export type SentMail = {
  id: number;
  application_id: number;
  recipient: string;
  subject: string;
  body: string;
  status: SentMailStatus;
  error: string | null;
  attempts: number;
  created: string;
  sent_at: string | null;
  /** The chosen documents (the CV is `cv_file_name`, `cv_size`). */
  attachments: Array<{ name: string; size: number }>;
  cv_file_name: string;
  cv_size: number;
};

/** What Send answers: queued for delivery through the user's account, or a mailto: link to open. */
export type ComposeResult =
  | { status: "queued"; sent: SentMail }
  | { status: "mailto"; mailto: string; attachments_note: true };

/** Percent-encodes UTF-8 for a mailto: header value; only unreserved characters stay as they are. */
function encodeHeaderValue(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A mailto: link (RFC 6068) with recipient, subject and body: every value percent-encoded as UTF-8,
 * spaces as %20 (never +) and line breaks as %0D%0A, so every mail client reads the same text.
 */
export function mailtoLink({ to, subject, body }: { to: string; subject: string; body: string }): string {
  // The address keeps its @; anything else that is not plainly safe is encoded.
  const address = to
    .trim()
    .split("@")
    .map((part) => encodeHeaderValue(part))
    .join("@");
  const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, "\r\n");
  const query = [`subject=${encodeHeaderValue(crlf(subject))}`, `body=${encodeHeaderValue(crlf(body))}`].join(
    "&",
  );
  return `mailto:${address}?${query}`;
}
