import type { Db } from "../../../db/database.ts";
import type { StorageQuota } from "../../../storage/index.ts";
import { isBulk, threadIds } from "./headers.ts";
import type { ApplicationIndex, Match } from "./matching.ts";
import type { Refiner } from "./refine.ts";
import { type AuthTrust, senderCheck } from "./sender-check.ts";
import { type ReadMessage, storeMatched, storeUnmatched } from "./store.ts";

/**
 * The one step every reader (IMAP and the Gmail API) feeds: a message known by its headers is left
 * out, kept as unmatched, or found to belong to an application; only then is its source fetched and
 * kept with its text, suggestion and attachments. Both readers thus match, filter bulk mail, classify
 * and store exactly alike.
 */

export type ReadContext = {
  db: Db;
  userId: string;
  accountId: number;
  /** The account's own address: copies of the user's own mails are no replies. */
  ownAddress: string;
  /** Only messages that arrived from this moment on are read. */
  since: Date;
  index: ApplicationIndex;
  /** The AI provider that may refine unsure suggestions (with the user's consent); null: rules only. */
  refiner?: Refiner | null;
  /** Whose Authentication-Results count: the IMAP server's topmost, or Gmail's own. */
  trust: AuthTrust;
  /** The user's storage total, which kept attachments count toward. */
  quota: StorageQuota;
};

export type FolderResult = { looked: number; matched: number; unmatched: number; bulk: number };

/** Adds one folder's counts to the poll's. */
export function addResults(a: FolderResult, b: FolderResult): FolderResult {
  return {
    looked: a.looked + b.looked,
    matched: a.matched + b.matched,
    unmatched: a.unmatched + b.unmatched,
    bulk: a.bulk + b.bulk,
  };
}

/** A message as the server lists it: its headers, before its source is fetched. */
export type Arrived = {
  folder: string;
  /** The IMAP UID, or (Gmail) the internal date in milliseconds. */
  uid: number;
  headers: Map<string, string>;
  from: string;
  name: string;
  subject: string;
  date: Date;
  /** Stands in for a missing Message-ID header (unique per mailbox). */
  fallbackId: string;
};

/** A message that belongs to an application: its source is fetched next. */
export type Wanted = { message: ReadMessage; match: Match };

/**
 * Sorts one message by its headers (counted in `result`): mail from before reading began, the user's
 * own copies and bulk mail are left out; a message no application matches is kept without its text
 * when it looks like a reply; a matched one is returned for its source to be fetched.
 */
export async function sortArrived(
  ctx: ReadContext,
  arrived: Arrived,
  result: FolderResult,
): Promise<Wanted | null> {
  result.looked += 1;
  // A mailbox's arrival time has whole seconds while reading_since has milliseconds: a reply that came
  // in the same second reading was switched on would otherwise be skipped for good.
  const sinceSecond = Math.floor(ctx.since.getTime() / 1000) * 1000;
  if (
    arrived.date.getTime() < sinceSecond ||
    !arrived.from ||
    arrived.from.toLowerCase() === ctx.ownAddress.toLowerCase()
  ) {
    return null;
  }
  if (isBulk(arrived.headers)) {
    result.bulk += 1;
    return null;
  }
  const message: ReadMessage = {
    userId: ctx.userId,
    accountId: ctx.accountId,
    folder: arrived.folder,
    uid: arrived.uid,
    messageId: arrived.headers.get("message-id")?.match(/<[^<>\s]+>/)?.[0] ?? arrived.fallbackId,
    fromAddress: arrived.from,
    fromName: arrived.name,
    subject: arrived.subject,
    receivedAt: arrived.date,
    senderCheck: senderCheck(arrived.headers, arrived.from, ctx.trust),
  };
  const match = ctx.index.match(arrived.from, threadIds(arrived.headers));
  if (match) return { message, match };
  if (ctx.index.looksLikeReply(arrived.subject)) {
    await storeUnmatched(ctx.db, message);
    result.unmatched += 1;
  }
  return null;
}

/** Keeps a matched message from its raw source (RFC 5322, possibly cut at the size cap). */
export async function keepMatched(
  ctx: ReadContext,
  wanted: Wanted,
  source: Buffer,
  result: FolderResult,
): Promise<void> {
  // mailparser loads with the first matched reply, not at start-up.
  const { simpleParser } = await import("mailparser");
  const mail = await simpleParser(source);
  await storeMatched(ctx.db, ctx.quota, wanted.message, wanted.match, mail, ctx.refiner ?? null);
  result.matched += 1;
}
