import type { Language, SampleCounts } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { removeUserFiles, type UserDataPart } from "../../db/user-data.ts";
import { type DemoSeed, insertSampleData, sampleData } from "../demo/index.ts";

export type ResetDeps = {
  db: Db;
  /** Every feature's user-data part: what each empties, keeps (resetKeeps) and writes anew. */
  parts: readonly UserDataPart<DemoSeed>[];
  payments: boolean;
};

/**
 * Replaces the user's data with the sample data in `language` (the staging host's reset). Stored
 * files go first with their rows, as in the account purge (a failure then leaves rows to retry from,
 * never files without rows); then one transaction empties what each part resets (the tables in its
 * resetKeeps stay: the reset replaces the data, not the account) and writes the sample data, so the
 * account ends up either reset or as it was. Every statement is scoped to `userId`.
 */
export async function resetUserData(
  deps: ResetDeps,
  userId: string,
  language: Language,
): Promise<SampleCounts> {
  const { db, parts } = deps;
  await removeUserFiles(parts, { db, userId });
  return db.transaction().execute(async (trx) => {
    for (const part of parts) await part.reset?.({ db: trx, userId });
    return insertSampleData(trx, parts, userId, sampleData(language), {
      payments: deps.payments,
      now: new Date(),
    });
  });
}
