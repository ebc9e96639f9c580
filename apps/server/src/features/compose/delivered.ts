import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import type { SentMailRow } from "../../mail/application-mail.ts";
import { editApplication } from "../applications/index.ts";

/**
 * The compose feature's part once a mail is out, subscribed to the queue's delivered hook in app.ts:
 * in the transaction that marks the mail sent, the application becomes sent and applied (with its
 * timeline entry) and due for follow-up on the date chosen at Send. A mail that is queued, retried or
 * failed leaves the application as it was.
 */
export async function markApplicationSent(trx: Db, row: SentMailRow): Promise<void> {
  const updated = await trx
    .updateTable("application")
    .set({ send: true, follow_up: row.follow_up, follow_up_reminded_on: null, updated_at: nowIso() })
    .where("id", "=", row.application_id)
    .where("user_id", "=", row.user_id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return;
  await editApplication(trx, row.user_id, { id: row.application_id, status: "applied" });
}
