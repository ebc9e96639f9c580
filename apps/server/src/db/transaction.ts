import type { Db } from "./database.ts";

/**
 * Runs `work` in the caller's transaction when `db` is one, otherwise in a new transaction. Feature
 * functions use it so that a caller can combine several of them into one unit (the demo's sample data).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
