import type { ImapFlow } from "imapflow";
import type { Db } from "../../../db/database.ts";
import { parseHeaders, READ_HEADERS } from "./headers.ts";
import { readArrived } from "./process.ts";
import { type Arrived, addResults, type FolderResult, NO_RESULT, type ReadContext } from "./read-context.ts";

export type PollLimits = {
  /** At most this many new messages are looked at per poll (over all folders); the rest wait for the next. */
  maxMessages: number;
  /** A matched reply is downloaded up to this many bytes (larger ones are cut). */
  maxMessageBytes: number;
};

export const DEFAULT_LIMITS: PollLimits = { maxMessages: 200, maxMessageBytes: 12 * 1024 * 1024 };

export type FolderContext = ReadContext & { client: ImapFlow };

export { addResults, type FolderResult };

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
  const result: FolderResult = { ...NO_RESULT };
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
  const arrivals: Arrived[] = [];
  for await (const msg of ctx.client.fetch(
    batch.join(","),
    { uid: true, envelope: true, internalDate: true, headers: READ_HEADERS },
    { uid: true },
  )) {
    const from = msg.envelope?.from?.[0];
    arrivals.push({
      folder,
      uid: msg.uid,
      ref: String(msg.uid),
      headers: parseHeaders(msg.headers),
      from: from?.address ?? "",
      name: from?.name ?? "",
      subject: msg.envelope?.subject ?? "",
      date: new Date(msg.internalDate ?? msg.envelope?.date ?? Date.now()),
      fallbackId: `<uid-${uidValidity}-${msg.uid}@${folder}>`,
    });
  }
  // Read after the fetch ends (no other command may run while it streams), in UID order. SEARCH SINCE
  // counts whole days: the hours before reading began are left out by the shared step. The folder's
  // place is saved after each message: a poll that ends early (the mailbox or the database failing)
  // begins next time with the first message not yet dealt with.
  arrivals.sort((a, b) => a.uid - b.uid);
  for (const arrived of arrivals) {
    await readArrived(
      ctx,
      arrived,
      () => fetchSource(ctx.client, arrived.uid, limits.maxMessageBytes),
      result,
    );
    await saveState(ctx, folder, uidValidity, arrived.uid);
  }
  // Messages at the batch's end that went away meanwhile: the place moves past them too.
  const end = batch[batch.length - 1]!;
  if (arrivals.at(-1)?.uid !== end) await saveState(ctx, folder, uidValidity, end);
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
