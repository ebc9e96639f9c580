import type { Db } from "../../../db/database.ts";
import type { StorageQuota } from "../../../storage/index.ts";
import type { ApplicationIndex } from "./matching.ts";
import type { Refiner } from "./refine.ts";
import type { AuthTrust } from "./sender-check.ts";

/** What every step of reading a mailbox is given and gives back, the IMAP and the Gmail reader alike. */

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
  /** Where a skipped message is noted for the operator (without its subject). */
  log?: { warn: (obj: object, msg: string) => void };
};

export type FolderResult = {
  looked: number;
  matched: number;
  unmatched: number;
  bulk: number;
  /** Messages that could not be stored: recorded in inbox_skipped and passed over. */
  skipped: number;
};

export const NO_RESULT: FolderResult = { looked: 0, matched: 0, unmatched: 0, bulk: 0, skipped: 0 };

/** Adds one folder's counts to the poll's. */
export function addResults(a: FolderResult, b: FolderResult): FolderResult {
  return {
    looked: a.looked + b.looked,
    matched: a.matched + b.matched,
    unmatched: a.unmatched + b.unmatched,
    bulk: a.bulk + b.bulk,
    skipped: a.skipped + b.skipped,
  };
}

/** A message as the server lists it: its headers, before its source is fetched. */
export type Arrived = {
  folder: string;
  /** The IMAP UID, or (Gmail) the internal date in milliseconds. */
  uid: number;
  /** Its place in the mailbox, named when it is skipped: the IMAP UID, or the Gmail message id. */
  ref: string;
  headers: Map<string, string>;
  from: string;
  name: string;
  subject: string;
  date: Date;
  /** Stands in for a missing Message-ID header (unique per mailbox). */
  fallbackId: string;
};
