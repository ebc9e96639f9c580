import { isAwayNotice } from "../classify/classify.ts";
import { mailMarks, threadIds } from "./headers.ts";
import type { Match } from "./matching.ts";
import type { Arrived, FolderResult, ReadContext } from "./read-context.ts";
import { senderCheck } from "./sender-check.ts";
import { recordSkipped } from "./skipped.ts";
import { storableArrived, storableParsed } from "./storable-mail.ts";
import { bodyText, type ReadMessage, storeCandidates, storeMatched, storeUnmatched } from "./store.ts";

/**
 * The one step every reader (IMAP and the Gmail API) feeds: a message known by its headers is left
 * out, or found to belong to an application, or its text must decide; only then is its source
 * fetched, and it is kept with its text, suggestion and attachments (or with the applications to
 * choose from, or for linking). Both readers thus match, filter bulk mail, classify
 * and store exactly alike, and pass over a message that cannot be stored alike.
 */

/**
 * A message worth its source: it belongs to an application (`match`), or its text decides whether it
 * does (`match` null). `bulk`: it carries bulk precedence (an ATS's), so it is kept only when its text
 * names the application's company and job; `automatic`: written by a program, so an away notice among them is left out.
 */
export type Wanted = { message: ReadMessage; match: Match | null; bulk: boolean; automatic: boolean };

/**
 * Reads one message through: sorted by its headers, its source fetched (`source`) when it belongs to
 * an application or its text must decide, and kept. Its text is made storable first. A message that still cannot be stored
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
    await keepRead(ctx, wanted, threadIds(arrived.headers), bytes, result);
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
 * own copies and bulk mail (unless it answers our thread or comes from an ATS) are left out; a
 * message the headers match, or whose text must decide, is returned for its source to be fetched.
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
  const { list, bulk: precedence, automatic } = mailMarks(arrived.headers);
  const bulk = list || precedence;
  const verdict = ctx.index.byHeaders({
    from: arrived.from,
    name: arrived.name,
    subject: arrived.subject,
    threadIds: threadIds(arrived.headers),
  });
  const threaded = verdict.kind === "matched" && verdict.match.by === "thread";
  if (verdict.kind === "skip" || (bulk && !threaded && (list || !ctx.index.isAts(arrived.from)))) {
    if (bulk) result.bulk += 1;
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
  return { message, match: verdict.kind === "matched" ? verdict.match : null, bulk, automatic };
}

/**
 * Keeps a message from its raw source (RFC 5322, possibly cut at the size cap): matched, with the
 * applications to choose from, or for linking, as its text decides (matching.ts). A program's away
 * notice is left out as bulk mail.
 */
async function keepRead(
  ctx: ReadContext,
  wanted: Wanted,
  threads: string[],
  source: Buffer,
  result: FolderResult,
): Promise<void> {
  // mailparser loads with the first read reply, not at start-up.
  const { simpleParser } = await import("mailparser");
  const mail = storableParsed(await simpleParser(source));
  const { message } = wanted;
  const text = bodyText(mail);
  if (wanted.automatic && isAwayNotice({ subject: message.subject, text })) {
    result.bulk += 1;
    return;
  }
  const verdict = wanted.match
    ? { kind: "matched" as const, match: wanted.match }
    : ctx.index.byText({
        from: message.fromAddress,
        name: message.fromName,
        subject: message.subject,
        threadIds: threads,
        text,
        html: typeof mail.html === "string" ? mail.html : undefined,
        strict: wanted.bulk,
      });
  if (verdict.kind === "matched") {
    await storeMatched(ctx.db, ctx.quota, message, verdict.match, mail, ctx.refiner ?? null);
    result.matched += 1;
  } else if (verdict.kind === "ask" && !wanted.bulk) {
    await storeCandidates(ctx.db, message, verdict.candidates, mail);
    result.unmatched += 1;
  } else if (verdict.kind === "keep" && !wanted.bulk) {
    await storeUnmatched(ctx.db, message);
    result.unmatched += 1;
  } else if (wanted.bulk) {
    result.bulk += 1;
  }
}
