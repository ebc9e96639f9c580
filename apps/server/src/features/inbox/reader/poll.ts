import type { ImapFlow } from "imapflow";
import type { Db } from "../../../db/database.ts";
import { isBulk, parseHeaders, READ_HEADERS, threadIds } from "./headers.ts";
import type { ApplicationIndex } from "./matching.ts";
import { type ReadMessage, storeMatched, storeUnmatched } from "./store.ts";

export type PollLimits = {
  /** At most this many new messages are looked at per poll (over all folders); the rest wait for the next. */
  maxMessages: number;
  /** A matched reply is downloaded up to this many bytes (larger ones are cut). */
  maxMessageBytes: number;
};

export const DEFAULT_LIMITS: PollLimits = { maxMessages: 200, maxMessageBytes: 12 * 1024 * 1024 };

export type FolderContext = {
  db: Db;
  client: ImapFlow;
  userId: string;
  accountId: number;
  /** The account's own address: copies of the user's own mails are no replies. */
  ownAddress: string;
  /** Only messages that arrived from this moment on are read. */
  since: Date;
  index: ApplicationIndex;
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

type Header = {
  uid: number;
  headers: Map<string, string>;
  from: string;
  name: string;
  subject: string;
  date: Date;
};

async function folderState(db: Db, accountId: number, folder: string) {
  const row = await db
    .selectFrom("inbox_folder")
    .select(["uid_validity", "last_uid"])
    .where("mail_account_id", "=", accountId)
    .where("folder", "=", folder)
    .executeTakeFirst();
  return row ? { uidValidity: row.uid_validity, lastUid: Number(row.last_uid) } : null;
}

async function saveState(ctx: FolderContext, folder: string, uidValidity: string, lastUid: number) {
  await ctx.db
    .insertInto("inbox_folder")
    .values({
      mail_account_id: ctx.accountId,
      user_id: ctx.userId,
      folder,
      uid_validity: uidValidity,
      last_uid: lastUid,
    })
    .onConflict((oc) =>
      oc.columns(["mail_account_id", "folder"]).doUpdateSet({ uid_validity: uidValidity, last_uid: lastUid }),
    )
    .execute();
}

/**
 * Reads one folder from where the last poll stopped. The folder is opened read-only (EXAMINE) and
 * every fetch uses BODY.PEEK, so nothing is marked read or changed. The first poll (or one after the
 * server renumbered the folder: a new UIDVALIDITY) asks the server for the messages since reading
 * began (SEARCH SINCE), so a mailbox of 50,000 old messages costs one search, not 50,000 fetches;
 * later polls ask for the UIDs after the last one seen. At most `budget` messages are looked at.
 */
export async function pollFolder(
  ctx: FolderContext,
  folder: string,
  budget: number,
  limits: PollLimits,
): Promise<FolderResult> {
  const result: FolderResult = { looked: 0, matched: 0, unmatched: 0, bulk: 0 };
  const box = await ctx.client.mailboxOpen(folder, { readOnly: true });
  const uidValidity = String(box.uidValidity);
  const state = await folderState(ctx.db, ctx.accountId, folder);
  const fresh = !state || state.uidValidity !== uidValidity;
  const lastUid = fresh ? 0 : state.lastUid;
  if (!fresh && box.uidNext - 1 <= lastUid) return result;
  const found = fresh
    ? await ctx.client.search({ since: ctx.since }, { uid: true })
    : await ctx.client.search({ uid: `${lastUid + 1}:*` }, { uid: true });
  const uids = (found || []).filter((uid) => uid > lastUid).sort((a, b) => a - b);
  const batch = uids.slice(0, budget);
  if (batch.length === 0) {
    // Nothing new: remember where the folder ends, so the next poll asks only for what comes after.
    await saveState(ctx, folder, uidValidity, Math.max(lastUid, box.uidNext - 1));
    return result;
  }
  const headers: Header[] = [];
  for await (const msg of ctx.client.fetch(
    batch.join(","),
    { uid: true, envelope: true, internalDate: true, headers: READ_HEADERS },
    { uid: true },
  )) {
    const from = msg.envelope?.from?.[0];
    headers.push({
      uid: msg.uid,
      headers: parseHeaders(msg.headers),
      from: from?.address ?? "",
      name: from?.name ?? "",
      subject: msg.envelope?.subject ?? "",
      date: new Date(msg.internalDate ?? msg.envelope?.date ?? Date.now()),
    });
  }
  const matched: Array<{ message: ReadMessage; match: NonNullable<ReturnType<ApplicationIndex["match"]>> }> =
    [];
  for (const h of headers) {
    result.looked += 1;
    // SEARCH SINCE counts whole days: the hours before reading began are left out here.
    if (h.date < ctx.since || !h.from || h.from.toLowerCase() === ctx.ownAddress.toLowerCase()) continue;
    if (isBulk(h.headers)) {
      result.bulk += 1;
      continue;
    }
    const message: ReadMessage = {
      userId: ctx.userId,
      accountId: ctx.accountId,
      folder,
      uid: h.uid,
      messageId:
        h.headers.get("message-id")?.match(/<[^<>\s]+>/)?.[0] ?? `<uid-${uidValidity}-${h.uid}@${folder}>`,
      fromAddress: h.from,
      fromName: h.name,
      subject: h.subject,
      receivedAt: h.date,
    };
    const match = ctx.index.match(h.from, threadIds(h.headers));
    if (match) matched.push({ message, match });
    else if (ctx.index.looksLikeReply(h.subject)) {
      await storeUnmatched(ctx.db, message);
      result.unmatched += 1;
    }
  }
  for (const { message, match } of matched) {
    const source = await fetchSource(ctx.client, message.uid, limits.maxMessageBytes);
    if (!source) continue;
    // mailparser loads with the first matched reply, not at start-up.
    const { simpleParser } = await import("mailparser");
    await storeMatched(ctx.db, message, match, await simpleParser(source));
    result.matched += 1;
  }
  await saveState(ctx, folder, uidValidity, batch[batch.length - 1]!);
  return result;
}

/** The message's source (BODY.PEEK[], cut at maxBytes), or null when it went away meanwhile. */
async function fetchSource(client: ImapFlow, uid: number, maxBytes: number): Promise<Buffer | null> {
  const msg = await client.fetchOne(
    String(uid),
    { uid: true, source: { maxLength: maxBytes } },
    { uid: true },
  );
  return msg ? (msg.source ?? null) : null;
}
