import { isBulk, threadIds } from "./headers.ts";
import type { Match } from "./matching.ts";
import type { Arrived, FolderResult, ReadContext } from "./read-context.ts";
import { senderCheck } from "./sender-check.ts";
import { recordSkipped } from "./skipped.ts";
import { storableArrived, storableParsed } from "./storable-mail.ts";
import { type ReadMessage, storeMatched, storeUnmatched } from "./store.ts";

/**
 * The one step every reader (IMAP and the Gmail API) feeds: a message known by its headers is left
 * out, kept as unmatched, or found to belong to an application; only then is its source fetched and
 * kept with its text, suggestion and attachments. Both readers thus match, filter bulk mail, classify
 * and store exactly alike, and pass over a message that cannot be stored alike.
 */

/** A message that belongs to an application: its source is fetched next. */
export type Wanted = { message: ReadMessage; match: Match };

/**
 * Reads one message through: sorted by its headers, its source fetched (`source`) when it belongs to
 * an application, and kept. Its text is made storable first. A message that still cannot be stored
 * (any error while sorting, parsing, classifying or storing it) is recorded as skipped and reading
 * goes on with the next; the mailbox's failures (fetching the source) and the database's own trouble
 * end the poll instead, and the message is read again next time.
 */
export async function readArrived(
  ctx: ReadContext,
  raw: Arrived,
  source: () => Promise<Buffer | null>,
  result: FolderResult,
): Promise<void> {
  const arrived = storableArrived(raw);
  let wanted: Wanted | null;
  try {
    wanted = await sortArrived(ctx, arrived, result);
  } catch (error) {
    await skip(ctx, arrived, error, result);
    return;
  }
  if (!wanted) return;
  const bytes = await source();
  if (!bytes) return;
  try {
    await keepMatched(ctx, wanted, bytes, result);
  } catch (error) {
    await skip(ctx, arrived, error, result);
  }
}

async function skip(ctx: ReadContext, arrived: Arrived, error: unknown, result: FolderResult) {
  await recordSkipped(ctx, arrived, error);
  result.skipped += 1;
}

/**
 * Sorts one message by its headers (counted in `result`): mail from before reading began, the user's
 * own copies and bulk mail are left out; a message no application matches is kept without its text
 * when it looks like a reply; a matched one is returned for its source to be fetched.
 */
async function sortArrived(ctx: ReadContext, arrived: Arrived, result: FolderResult): Promise<Wanted | null> {
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
async function keepMatched(
  ctx: ReadContext,
  wanted: Wanted,
  source: Buffer,
  result: FolderResult,
): Promise<void> {
  // mailparser loads with the first matched reply, not at start-up.
  const { simpleParser } = await import("mailparser");
  const mail = storableParsed(await simpleParser(source));
  await storeMatched(ctx.db, ctx.quota, wanted.message, wanted.match, mail, ctx.refiner ?? null);
  result.matched += 1;
}
