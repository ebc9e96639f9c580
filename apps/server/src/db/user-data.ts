import type { Readable } from "node:stream";
import { type Profile, safeFileName } from "@jah/shared";
import type { Db } from "./database.ts";

/**
 * The user-data contract: every feature whose tables hold a user's data describes them in one part
 * (`features/<area>/user-data.ts`, exported from the feature's index.ts). The wiring builds the list
 * of parts once (src/user-data-parts.ts) and hands it to the data export, the account purge, the demo
 * seed and the staging reset, which loop over it and query no feature's table themselves.
 *
 * Who owns a table: the feature that shows it to the user. Tables of the platform go to the feature
 * that exposes them: better-auth's user, session, account, verification, twoFactor, passkey and
 * apikey, and the system mails of outgoing_mail (by address), belong to account; the AI consents and
 * counters of ai/ belong to ai-letter, which asks for the consent and shows the usage. Child tables go
 * with the feature that writes them (application_status with applications, profile_skills with
 * profiles), and are emptied by the database's cascade when their parent row goes. Shared
 * data and bookkeeping (job_ad, job_lease, rate_limit, app_setting, ...) belong to no user and to no
 * part. The catalogue test (test/account/purge.test.ts) checks that every table that links to a user is
 * in exactly one part's `tables` and that the purge empties all of them.
 */
export type UserDataPart<Seed = unknown> = {
  /** The feature folder the part lives in. */
  feature: string;
  /** The tables this feature owns that hold user data (children and index tables included). */
  tables: readonly string[];
  /**
   * The tables a staging reset leaves as they are, and why (the reset replaces the data, not the
   * account). Every other table of the part is emptied by its `reset` or `removeFiles`, or by the
   * cascade from a parent row that those empty.
   */
  resetKeeps?: Readonly<Record<string, string>>;
  /** Adds the part's files, fields and facts to the user's data export (see ExportSink). */
  export?(zip: ExportSink, ctx: ExportContext): Promise<void>;
  /**
   * Removes the user's stored files with the rows that name them, before the transaction of a purge
   * or a reset: files first, so an interrupted run leaves rows to retry from, never files without rows.
   */
  removeFiles?(ctx: UserDataContext): Promise<RemovedFiles>;
  /**
   * The bytes of the files users bring in that this part keeps for the user (uploads, reply
   * attachments): they count toward the storage total (STORAGE_QUOTA_MB, storage/quota.ts). One query
   * over the stored sizes, scoped to the user.
   */
  storedBytes?(ctx: UserDataContext): Promise<number>;
  purge?: {
    /** Runs before anything of the account goes; a throw stops this account's purge until the next run. */
    first?(ctx: UserDataContext): Promise<void>;
    /**
     * Inside the purge's transaction, before the user row goes (its delete cascades to every row that
     * references it): the rows that name the user only by id or address.
     */
    rows?(ctx: PurgeContext): Promise<void>;
  };
  /** Writes the part's share of the demo sample data, inside the caller's transaction, in list order. */
  seedDemo?(ctx: Seed): Promise<void>;
  /** Empties the part's tables for the user inside the reset's transaction (all but resetKeeps). */
  reset?(ctx: UserDataContext): Promise<void>;
};

/** The user whose data is handled, and the database (inside a transaction where the caller has one). */
export type UserDataContext = { db: Db; userId: string };

/** The purge's context: also every address the user's mails may have gone to (account, pending new one). */
export type PurgeContext = UserDataContext & { addresses: readonly string[] };

/** The export's context: the build is broken off through `signal` (server shutdown). */
export type ExportContext = UserDataContext & { signal: AbortSignal };

/** How many stored files a part removed, as the purge reports them: stored files and export zips. */
export type RemovedFiles = { files?: number; exportFiles?: number };

/** What a part adds to a JSON file another part owns: filled into the slots the owner names. */
type Slots = { slots?: readonly string[] };

/**
 * The zip of the data export as parts see it. Nothing is read while the parts describe their share:
 * every producer runs when the zip reaches that file, so memory holds at most one file at a time.
 * Record files (account.json, ...) come first in the export's fixed order, then stored files in the
 * order of the parts, then the files made for the export (JSON Resume, CV PDFs).
 */
export type ExportSink = {
  /** A fact the README states (the address, how many profiles, ...), read when the README is written. */
  fact(name: string, value: () => Promise<string | number>): void;
  /** A JSON record file of this part's; `slots` are the fields other parts add with `field`, in order. */
  json(path: string, produce: () => Promise<Record<string, unknown> | unknown[]>, options?: Slots): void;
  /**
   * A JSON array of this part's rows read page by page (keyset by id), so a list of any length is never
   * held whole; `slots` are the keys other parts fill in each item with `children`, in order.
   */
  jsonPages<T extends { id: number }>(
    path: string,
    nextPage: (afterId: number) => Promise<T[]>,
    options?: Slots,
  ): void;
  /** Fills slot `key` of another part's JSON object file. */
  field(path: string, key: string, produce: () => Promise<unknown>): void;
  /** Fills slot `key` of each item of a paged JSON array: the lists for one page's item ids. */
  children(path: string, key: string, byId: (ids: number[]) => Promise<Map<number, unknown[]>>): void;
  /** A stored file, byte for byte (documents, pictures, sent CVs); stored in the zip uncompressed. */
  file(path: string, produce: () => Promise<Buffer | Readable>): void;
  /** A text file made for the export (a profile's JSON Resume), after every stored file. */
  madeJson(path: string, produce: () => Promise<unknown>): void;
  /** A CV rendered as PDF for the export, after every stored file; the export waits out a busy renderer. */
  cvPdf(path: string, load: () => Promise<{ profile: Profile; picture: Buffer | null }>): void;
};

/**
 * Throws when the parts contradict each other: a table in two parts, or a kept table the part does not
 * own. Called once when the list is built, so a wrong list never serves a request.
 */
export function checkUserDataParts(parts: readonly UserDataPart[]): void {
  const owners = new Map<string, string>();
  for (const part of parts) {
    for (const table of part.tables) {
      const owner = owners.get(table);
      if (owner) throw new Error(`Table ${table} is in the user-data parts of ${owner} and ${part.feature}`);
      owners.set(table, part.feature);
    }
    for (const table of Object.keys(part.resetKeeps ?? {})) {
      if (!part.tables.includes(table))
        throw new Error(`${part.feature} keeps ${table} on reset but does not own it`);
    }
  }
}

/** Every part's stored files of the user, removed with their rows; how many went, by kind. */
export async function removeUserFiles(
  parts: readonly UserDataPart[],
  ctx: UserDataContext,
): Promise<Required<RemovedFiles>> {
  const removed = { files: 0, exportFiles: 0 };
  for (const part of parts) {
    const counts = (await part.removeFiles?.(ctx)) ?? {};
    removed.files += counts.files ?? 0;
    removed.exportFiles += counts.exportFiles ?? 0;
  }
  return removed;
}

/** Rows grouped by the id of the item they belong to, that key left out: the lists `children` answers. */
export function groupByParent<K extends string, T extends Record<K, number>>(
  rows: readonly T[],
  key: K,
): Map<number, Omit<T, K>[]> {
  const groups = new Map<number, Omit<T, K>[]>();
  for (const row of rows) {
    const { [key]: parent, ...rest } = row;
    const list = groups.get(parent) ?? [];
    list.push(rest);
    groups.set(parent, list);
  }
  return groups;
}

/** Rows a part reads per query for the export's long lists, so a large account is never read in one piece. */
export const EXPORT_PAGE_SIZE = 200;

/**
 * A name that is safe as one path segment inside the export's zip, on every system that unpacks it: the
 * safe file name (no folder, no control or invisible characters, cut to length), and none of the
 * characters Windows refuses in a name.
 */
export function safeName(name: string, fallback = "file"): string {
  const cleaned = safeFileName(name, "").replace(/[:*?"<>|]/g, "_");
  return cleaned === "" || /^_+(\.[^.]*)?$/.test(cleaned) ? fallback : cleaned;
}
