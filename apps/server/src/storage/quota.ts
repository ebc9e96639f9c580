import type { Db, Dialect } from "../db/database.ts";
import type { UserDataPart } from "../db/user-data.ts";

/** A user's stored bytes against their total (null: none), and which feature keeps how many. */
export type StorageUsage = {
  usedBytes: number;
  limitBytes: number | null;
  byFeature: Record<string, number>;
};

/** What would pass the user's total: nothing of it is stored. */
export class StorageFull extends Error {
  constructor(
    readonly usedBytes: number,
    readonly limitBytes: number,
    readonly sizeBytes: number,
  ) {
    super(`Not enough storage space: ${usedBytes} of ${limitBytes} bytes are used, ${sizeBytes} more needed`);
    this.name = "StorageFull";
  }
}

type QuotaOptions = {
  /** STORAGE_QUOTA_MB in bytes; null: no total. */
  limitBytes: number | null;
  /** Every feature's part of the user's data: those with `storedBytes` count toward the total. */
  parts: readonly UserDataPart<never>[];
  dialect: Dialect;
};

/**
 * The storage total per user (STORAGE_QUOTA_MB): the files users bring in (uploaded documents, kept
 * reply attachments) are counted from the sizes the features store, by one query per feature scoped
 * to the user. A store checks the total inside its own transaction with the user's storage lock held
 * (`lockedUsage`), so two stores at once never both pass a nearly full total:
 * - PostgreSQL: the user's row is locked FOR NO KEY UPDATE until the transaction ends. That lock waits
 *   only for another holder of it; inserts that merely reference the user (their foreign key takes KEY
 *   SHARE) go on as before. A conditional insert alone would not do: under READ COMMITTED two of them
 *   each miss the other's uncommitted row.
 * - SQLite has one writer at a time: in one process Kysely runs one transaction at a time on its one
 *   connection, and a second process (`npm run inbox:poll`) whose transaction read the sizes before our
 *   write cannot commit a write of its own (SQLITE_BUSY_SNAPSHOT): it fails, and stores nothing.
 */
export class StorageQuota {
  constructor(private readonly options: QuotaOptions) {}

  get limitBytes(): number | null {
    return this.options.limitBytes;
  }

  /** The user's stored bytes by feature, and their total. */
  async usage(db: Db, userId: string): Promise<StorageUsage> {
    const byFeature: Record<string, number> = {};
    for (const part of this.options.parts) {
      if (part.storedBytes) byFeature[part.feature] = Number(await part.storedBytes({ db, userId }));
    }
    const usedBytes = Object.values(byFeature).reduce((sum, bytes) => sum + bytes, 0);
    return { usedBytes, limitBytes: this.options.limitBytes, byFeature };
  }

  /**
   * The user's usage with their storage lock held to the end of the transaction `trx` (see above): what
   * the caller then stores within the total cannot be outrun by another store of the same user.
   */
  async lockedUsage(trx: Db, userId: string): Promise<StorageUsage> {
    if (this.options.dialect === "postgres") {
      await trx.selectFrom("user").select("id").where("id", "=", userId).forNoKeyUpdate().execute();
    }
    return this.usage(trx, userId);
  }

  /** The bytes the user may still store, with their storage lock held (no query at all without a total). */
  async freeBytes(trx: Db, userId: string): Promise<number> {
    const limit = this.options.limitBytes;
    if (limit === null) return Number.POSITIVE_INFINITY;
    return limit - (await this.lockedUsage(trx, userId)).usedBytes;
  }

  /**
   * Throws StorageFull when `sizeBytes` more would pass the user's total. Inside a transaction the lock
   * is held until it ends; outside, it is the first look an upload takes before it stores anything.
   */
  async ensureRoom(db: Db, userId: string, sizeBytes: number): Promise<void> {
    const limit = this.options.limitBytes;
    if (limit === null) return;
    const { usedBytes } = await this.lockedUsage(db, userId);
    if (usedBytes + sizeBytes > limit) throw new StorageFull(usedBytes, limit, sizeBytes);
  }
}
