import type { Profile } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { inTransaction } from "../../db/transaction.ts";
import { assertBelowLimit, insertEmptyProfile } from "./profiles.ts";
import { showProfile } from "./show.ts";

/** A new empty profile (402 past the free limit when payments are on). */
export async function createProfile(db: Db, userId: string, payments: boolean): Promise<Profile> {
  const id = await inTransaction(db, async (trx) => {
    await assertBelowLimit(trx, userId, payments);
    return insertEmptyProfile(trx, userId);
  });
  return showProfile(db, userId, id);
}
