import { z } from "zod";
import { text } from "./fields.ts";

/**
 * What the inbox's classifier may suggest for a reply: the one list the database type, the classifier's
 * rules, the AI's answer schema and the web app's texts (`Inbox.Suggestion.*`) are read from.
 */
export const INBOX_SUGGESTIONS = ["invitation", "rejection", "documents", "receipt", "offer"] as const;
export type InboxSuggestion = (typeof INBOX_SUGGESTIONS)[number];

/** Where a reply stands: open (waiting for the user), its suggestion accepted or declined, or hidden. */
export const INBOX_STATES = ["open", "accepted", "dismissed", "ignored"] as const;
export type InboxState = (typeof INBOX_STATES)[number];

/** The status an accepted suggestion gives the application (documents and receipt: it waits). */
export const SUGGESTED_STATUS = {
  invitation: "appointment",
  rejection: "rejected",
  documents: "waiting",
  receipt: "waiting",
  offer: "accepted",
} as const satisfies Record<InboxSuggestion, string>;

/**
 * What the user's own receiving mail server found when it checked a reply's From domain (SPF, DKIM,
 * DMARC, in its Authentication-Results): verified, failed, or none (no result that speaks for it).
 */
export const SENDER_CHECKS = ["verified", "failed", "none"] as const;
export type SenderCheck = (typeof SENDER_CHECKS)[number];

/**
 * How the reader matched a reply to an application: by our own Message-ID, the From address, its
 * domain, the company and job the mail names (mail from an applicant-tracking system or a company's
 * other domain), or the user linked it.
 */
export type InboxMatchedBy = "thread" | "address" | "domain" | "name" | "manual";

/**
 * Whether a status may be suggested for a matched reply. A From address can be forged: a reply matched
 * by address, domain or the names in it gets a suggestion only when its sender is verified. A reply in the thread of
 * a mail we sent answers our own Message-ID, which only its recipients know.
 */
export function mayGetSuggestion(matchedBy: InboxMatchedBy | null, senderCheck: SenderCheck): boolean {
  return matchedBy === "thread" || senderCheck === "verified";
}

export type ImapPreset = { host: string; port: number; security: "tls" | "starttls" | "none" };

/** IMAP servers of the common providers, by the domain of the address or of the SMTP server. */
const PRESETS: Array<[RegExp, ImapPreset]> = [
  [/(^|\.)(gmail|googlemail)\.com$/, { host: "imap.gmail.com", port: 993, security: "tls" }],
  [
    /(^|\.)(outlook|hotmail|live|msn)\.(com|de)$|(^|\.)office365\.com$/,
    { host: "outlook.office365.com", port: 993, security: "tls" },
  ],
  [/(^|\.)gmx\.(de|net|at|ch|com)$/, { host: "imap.gmx.net", port: 993, security: "tls" }],
  [/(^|\.)web\.de$/, { host: "imap.web.de", port: 993, security: "tls" }],
  [/(^|\.)t-online\.de$/, { host: "secureimap.t-online.de", port: 993, security: "tls" }],
  [/(^|\.)(ionos|1und1|1and1)\.(de|com)$/, { host: "imap.ionos.de", port: 993, security: "tls" }],
  [/(^|\.)posteo\.(de|net)$/, { host: "posteo.de", port: 993, security: "tls" }],
  [/(^|\.)mailbox\.org$/, { host: "imap.mailbox.org", port: 993, security: "tls" }],
  [/(^|\.)(icloud|me|mac)\.com$/, { host: "imap.mail.me.com", port: 993, security: "tls" }],
  [/(^|\.)(yahoo|ymail)\.(com|de)$/, { host: "imap.mail.yahoo.com", port: 993, security: "tls" }],
];

/**
 * The IMAP server for an address or an SMTP host of a common provider (gmail, outlook/office365, gmx,
 * web.de, t-online, ionos, posteo, mailbox.org, icloud, yahoo), or null: the form then asks.
 */
export function imapPresetFor(addressOrHost: string): ImapPreset | null {
  const value = addressOrHost.trim().toLowerCase();
  const domain = value.includes("@") ? value.slice(value.lastIndexOf("@") + 1) : value;
  for (const [pattern, preset] of PRESETS) if (pattern.test(domain)) return preset;
  return null;
}

const hostName = z
  .string()
  .trim()
  .max(255)
  .regex(/^[A-Za-z0-9.:[\]-]*$/, "Must be a host name or an IP address");

/** The reading part of a mail account: IMAP server, on or off, one folder beside INBOX. */
export const imapReadingFields = z.object({
  imap_host: hostName.default(""),
  imap_port: z.coerce
    .number()
    .int("Must be a whole number")
    .min(1, "Must be between 1 and 65535")
    .max(65535, "Must be between 1 and 65535")
    .default(993),
  imap_security: z
    .enum(["tls", "starttls", "none"], { error: "Must be tls, starttls or none" })
    .default("tls"),
  reading: z.boolean().default(false),
  reading_folder: text(200).default(""),
});

/** Reading needs a server to read from. */
export const needsImapHost = (v: { reading: boolean; imap_host: string }) => !v.reading || v.imap_host !== "";
const needsImapHostError = { path: ["imap_host"], message: "Required to read replies" };

/** PUT connections/smtp/reading: the reading part alone (the password stays as it is). */
export const imapReadingSchema = imapReadingFields.refine(needsImapHost, needsImapHostError);
export type ImapReadingInput = z.infer<typeof imapReadingFields>;

/** The reader's state of an account, as the settings show it. */
export type ReadingDto = {
  imap_host: string;
  imap_port: number;
  imap_security: "tls" | "starttls" | "none";
  reading: boolean;
  reading_folder: string;
  reading_since: string | null;
  /** Why the last poll failed: auth-failed, unreachable, refused-address, failed; null when it worked. */
  reading_error: string | null;
  reading_polled_at: string | null;
  /** Messages that could not be stored and were passed over, newest first (at most SKIPPED_SHOWN). */
  reading_skipped: SkippedMessageDto[];
};

/** The settings show this many of an account's skipped messages, the newest. */
export const SKIPPED_SHOWN = 20;

/** A message the reader could not store and passed over (issue 37): the settings name it. */
export type SkippedMessageDto = {
  id: number;
  folder: string;
  subject: string;
  /** When it arrived in the mailbox; null when the mailbox did not say. */
  received_at: string | null;
  /** unstorable-text, too-large or failed. */
  reason: string;
  skipped_at: string;
};

/** One reply as the inbox page lists it. */
export type InboxItemDto = {
  id: number;
  application: { id: number; job_title: string; hireing_company: string } | null;
  matched_by: InboxMatchedBy | null;
  from_address: string;
  /** The receiving server's verdict on the From domain; anything but verified is shown as not verified. */
  sender_check: SenderCheck;
  from_name: string;
  subject: string;
  received_at: string;
  suggestion: InboxSuggestion | null;
  suggestion_sentence: string | null;
  /** YYYY-MM-DDTHH:mm or YYYY-MM-DD found in an invitation. */
  suggestion_date: string | null;
  state: InboxState;
  /**
   * For an unmatched reply that names several applications equally (one company, several jobs): the
   * applications it may belong to, for the user to choose; empty otherwise.
   */
  candidates: Array<{ id: number; job_title: string; hireing_company: string }>;
};

/**
 * Why an attachment of a reply was not kept (the reply itself is): the user's storage total was full,
 * or the reply's attachments passed their own limit (10 MiB together).
 */
export const ATTACHMENT_NOT_STORED = ["storage-full", "reply-too-big"] as const;
export type AttachmentNotStored = (typeof ATTACHMENT_NOT_STORED)[number];

/** One reply with its text and attachments (the application's Mail history and the inbox's detail). */
export type InboxMessageDto = InboxItemDto & {
  body: string | null;
  /** `not_stored`: null for a kept attachment (a download); otherwise why it was not kept. */
  attachments: Array<{
    id: number;
    name: string;
    mime: string;
    size: number;
    not_stored: AttachmentNotStored | null;
  }>;
};

/** POST inbox/{id}/accept: the appointment's date may be corrected by the user. */
export const inboxAcceptSchema = z.object({
  appointment_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/, "Must be a date (YYYY-MM-DD or YYYY-MM-DDTHH:mm)")
    .optional(),
});

/** POST inbox/{id}/link: the application an unmatched reply belongs to. */
export const inboxLinkSchema = z.object({ application: z.coerce.number().int().positive("Required") });
