import type { Db } from "../../../db/database.ts";
import { type GmailApi, type GmailMessage, HistoryExpired } from "./gmail-api.ts";
import { sourceFromFull } from "./gmail-source.ts";
import { READ_HEADERS } from "./headers.ts";
import type { PollLimits } from "./poll.ts";
import { readArrived } from "./process.ts";
import { type Arrived, type FolderResult, NO_RESULT, type ReadContext } from "./read-context.ts";

export type GmailContext = ReadContext & { api: GmailApi };

/** A Gmail label read like a folder: INBOX, or the label the user named. */
export type GmailLabel = { id: string; name: string };

/** The headers asked for with format=metadata: the reader's own and those naming sender and subject. */
const METADATA_HEADERS = [...READ_HEADERS, "from", "subject"];

/** At most this many pages of ids (500 each) are listed when reading starts or the history expired. */
const MAX_LIST_PAGES = 40;

type LabelState = { labelId: string; cursorMs: number; historyId: string | null };

async function labelState(db: Db, accountId: number, label: GmailLabel): Promise<LabelState | null> {
  const row = await db
    .selectFrom("inbox_folder")
    .select(["uid_validity", "last_uid", "history_id"])
    .where("mail_account_id", "=", accountId)
    .where("folder", "=", label.name)
    .executeTakeFirst();
  return row
    ? { labelId: row.uid_validity, cursorMs: Number(row.last_uid), historyId: row.history_id }
    : null;
}

async function saveLabelState(
  ctx: GmailContext,
  label: GmailLabel,
  cursorMs: number,
  historyId: string | null,
) {
  const values = { uid_validity: label.id, last_uid: cursorMs, history_id: historyId };
  await ctx.db
    .insertInto("inbox_folder")
    .values({ mail_account_id: ctx.accountId, user_id: ctx.userId, folder: label.name, ...values })
    .onConflict((oc) => oc.columns(["mail_account_id", "folder"]).doUpdateSet(values))
    .execute();
}

/**
 * Gmail's metadata gives header values as written (RFC 2047 encoded words undecoded), where IMAP's
 * envelope comes decoded: "=?UTF-8?B?QW50d29ydA==?=" -> "Antwort". An unknown charset stays as written.
 */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[bBqQ]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(
      /=\?([^?*]+)(?:\*[^?]*)?\?([bBqQ])\?([^?]*)\?=/g,
      (word, charset: string, encoding: string, text: string) => {
        try {
          const bytes =
            encoding.toUpperCase() === "B"
              ? Buffer.from(text, "base64")
              : Buffer.from(
                  text
                    .replace(/_/g, " ")
                    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
                      String.fromCharCode(Number.parseInt(hex, 16)),
                    ),
                  "latin1",
                );
          return new TextDecoder(charset.toLowerCase()).decode(bytes);
        } catch {
          return word;
        }
      },
    );
}

/** "Anna Muster <anna@x.example>" -> address and name. */
export function parseFrom(value: string): { address: string; name: string } {
  const angle = value.match(/^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/);
  if (angle) return { address: angle[2]!, name: angle[1]!.replace(/^"|"$/g, "").trim() };
  const bare = value.match(/[^\s<>"]+@[^\s<>"]+/);
  return { address: bare?.[0] ?? "", name: "" };
}

/** A message's metadata as the shared step reads it. */
function arrivedOf(label: GmailLabel, message: GmailMessage): Arrived {
  const headers = new Map<string, string>();
  for (const h of message.payload?.headers ?? []) {
    const name = h.name.toLowerCase();
    if (!headers.has(name)) headers.set(name, h.value);
  }
  const from = parseFrom(decodeWords(headers.get("from") ?? ""));
  const internal = Number(message.internalDate ?? Date.now());
  return {
    folder: label.name,
    uid: internal,
    ref: message.id,
    headers,
    from: from.address,
    name: from.name,
    subject: decodeWords(headers.get("subject") ?? ""),
    date: new Date(internal),
    fallbackId: `<gmail-${message.id}@mail.gmail.com>`,
  };
}

/**
 * Looks at the given messages in order (each by its metadata first; the source of matched ones only:
 * raw, or rebuilt from the parts when larger than the cap), skipping those not after `skipUpToMs`,
 * until `budget` messages were looked at. `afterEach` is told the newest internal date so far after
 * every message (to save the label's place message by message). Returns that newest date (at
 * least `skipUpToMs`) and how many ids were gone through.
 */
async function readMessages(
  ctx: GmailContext,
  label: GmailLabel,
  ids: readonly string[],
  skipUpToMs: number,
  limits: PollLimits & { budget: number },
  result: FolderResult,
  afterEach?: (newest: number) => Promise<void>,
): Promise<{ newest: number; consumed: number }> {
  let newest = skipUpToMs;
  let consumed = 0;
  for (const id of ids) {
    if (result.looked >= limits.budget) break;
    consumed += 1;
    const meta = await ctx.api.metadata(id, METADATA_HEADERS);
    if (!meta) continue; // deleted meanwhile
    const arrived = arrivedOf(label, meta);
    if (arrived.uid <= skipUpToMs) continue;
    const source = () =>
      (meta.sizeEstimate ?? 0) > limits.maxMessageBytes
        ? ctx.api.full(id).then((m) => (m ? sourceFromFull(m, limits.maxMessageBytes) : null))
        : ctx.api.raw(id).then((m) => (m?.raw ? Buffer.from(m.raw, "base64url") : null));
    await readArrived(ctx, arrived, source, result);
    newest = Math.max(newest, arrived.uid);
    await afterEach?.(newest);
  }
  return { newest, consumed };
}

/**
 * Reads one label from where the last poll stopped. The first poll (or one after Google forgot the
 * history id, about a week later; or after the label was made anew) lists the label's messages since
 * reading began (q=after:, so an old mailbox of 50,000 messages is left out by Google), oldest first,
 * after taking the mailbox's history id; later polls ask users.history.list for the messages added
 * since. At most `budget` messages are looked at; the rest wait for the next poll.
 */
export async function pollGmailLabel(
  ctx: GmailContext,
  label: GmailLabel,
  budget: number,
  limits: PollLimits,
): Promise<FolderResult> {
  const result: FolderResult = { ...NO_RESULT };
  const state = await labelState(ctx.db, ctx.accountId, label);
  const known = state && state.labelId === label.id ? state : null;
  if (known?.historyId) {
    try {
      return await fromHistory(ctx, label, known, budget, limits, result);
    } catch (error) {
      if (!(error instanceof HistoryExpired)) throw error;
    }
  }
  return fromList(ctx, label, known?.cursorMs ?? 0, budget, limits, result);
}

async function fromHistory(
  ctx: GmailContext,
  label: GmailLabel,
  state: LabelState,
  budget: number,
  limits: PollLimits,
  result: FolderResult,
): Promise<FolderResult> {
  let pageToken: string | undefined;
  let cursorMs = state.cursorMs;
  let latest = state.historyId!;
  do {
    const page = await ctx.api.history(label.id, state.historyId!, pageToken);
    latest = page.historyId ?? latest;
    for (const record of page.history ?? []) {
      if (result.looked >= budget) {
        // Budget spent: the next poll starts after the last record read.
        await saveLabelState(ctx, label, cursorMs, previous(record.id));
        return result;
      }
      const ids = (record.messagesAdded ?? [])
        .map((added) => added.message)
        .filter((m) => !m.labelIds || m.labelIds.includes(label.id))
        .map((m) => m.id);
      // The history names only new messages: none is skipped by its date here.
      // (Budget checked per record above: a record's messages are read together.) Until the record is
      // done, a broken-off poll starts with it again (its messages already kept are found kept).
      const { newest } = await readMessages(
        ctx,
        label,
        ids,
        Number.NEGATIVE_INFINITY,
        { ...limits, budget: Number.POSITIVE_INFINITY },
        result,
      );
      cursorMs = Math.max(cursorMs, newest);
      // Done with the record: the next poll asks for the records after it.
      await saveLabelState(ctx, label, cursorMs, record.id);
    }
    pageToken = page.nextPageToken;
  } while (pageToken);
  await saveLabelState(ctx, label, cursorMs, latest);
  return result;
}

/** The history id just before a record's: history.list answers the records after its start. */
function previous(recordId: string): string {
  return (BigInt(recordId) - 1n).toString();
}

async function fromList(
  ctx: GmailContext,
  label: GmailLabel,
  cursorMs: number,
  budget: number,
  limits: PollLimits,
  result: FolderResult,
): Promise<FolderResult> {
  // Taken before listing: whatever arrives while the list is read comes with the next history.
  const historyId = await ctx.api.historyId();
  const afterSeconds = Math.floor(Math.max(ctx.since.getTime(), cursorMs) / 1000);
  const ids: string[] = [];
  let pageToken: string | undefined;
  let pages = 0;
  do {
    const page = await ctx.api.list(label.id, `after:${afterSeconds}`, pageToken);
    ids.push(...(page.messages ?? []).map((m) => m.id));
    pageToken = page.nextPageToken;
    pages += 1;
  } while (pageToken && pages < MAX_LIST_PAGES);
  // Google lists newest first; the oldest are read first so the cursor moves forward.
  ids.reverse();
  // Listing again after the cursor (whole seconds) brings the last second's messages back: skipped.
  // After each message: a broken-off poll lists again after the newest message dealt with.
  const { newest, consumed } = await readMessages(
    ctx,
    label,
    ids,
    cursorMs,
    { ...limits, budget },
    result,
    (n) => saveLabelState(ctx, label, n, null),
  );
  const done = consumed === ids.length && !pageToken;
  // Done: later polls follow the history. Not done: the next poll lists again after the newest read.
  await saveLabelState(ctx, label, newest, done ? historyId : null);
  return result;
}
