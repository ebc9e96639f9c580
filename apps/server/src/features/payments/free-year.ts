import { FREE_YEAR_DAYS } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { MailQueue } from "../../mail/queue.ts";
import { freeYearDecisionMail } from "./free-year-mail.ts";

/** A user asks for a free year: one open request at a time, none while a granted year runs. */
export async function requestFreeYear(db: Db, userId: string, reason: string) {
  return db.transaction().execute(async (trx) => {
    // Lock the user's row so two requests at once count one after the other (see assertBelowLimit).
    await trx
      .updateTable("user")
      .set((eb) => ({ updatedAt: eb.ref("updatedAt") }))
      .where("id", "=", userId)
      .execute();
    const current = await trx
      .selectFrom("free_year_request")
      .select(["status", "valid_until"])
      .where("user_id", "=", userId)
      .where((eb) =>
        eb.or([
          eb("status", "=", "open"),
          eb.and([eb("status", "=", "granted"), eb("valid_until", ">", nowIso())]),
        ]),
      )
      .executeTakeFirst();
    if (current) {
      throw new HttpError(
        409,
        current.status === "open" ? "Your request is waiting for an answer" : "Your free year is running",
      );
    }
    return trx
      .insertInto("free_year_request")
      .values({
        user_id: userId,
        reason,
        status: "open",
        created_at: nowIso(),
        decided_at: null,
        valid_until: null,
      })
      .returning(["id", "status", "created_at"])
      .executeTakeFirstOrThrow();
  });
}

/** The open requests, oldest first, for /appsettings/. */
export async function openFreeYearRequests(db: Db) {
  return db
    .selectFrom("free_year_request as f")
    .innerJoin("user as u", "u.id", "f.user_id")
    .select(["f.id", "f.reason", "f.created_at", "u.email", "u.name"])
    .where("f.status", "=", "open")
    .orderBy("f.id")
    .execute();
}

/**
 * Grants (365 days from now) or refuses an open request, and mails the user in their language in the
 * same transaction: both happen or neither. 404 for a request that is not open.
 */
export async function decideFreeYear(
  db: Db,
  mailQueue: MailQueue,
  appUrl: string,
  id: number,
  grant: boolean,
) {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const validUntil = new Date(now.getTime() + FREE_YEAR_DAYS * 86_400_000).toISOString();
    const decided = await trx
      .updateTable("free_year_request")
      .set({
        status: grant ? "granted" : "refused",
        decided_at: now.toISOString(),
        valid_until: grant ? validUntil : null,
      })
      .where("id", "=", id)
      .where("status", "=", "open")
      .returning(["id", "user_id", "status", "valid_until"])
      .executeTakeFirst();
    if (!decided) throw notFound();
    const user = await trx
      .selectFrom("user")
      .leftJoin("user_settings", "user_settings.user_id", "user.id")
      .select(["user.email", "user.name", "user_settings.language"])
      .where("user.id", "=", decided.user_id)
      .executeTakeFirstOrThrow();
    const mail = freeYearDecisionMail(
      user.language ?? "en",
      user.name,
      grant ? { granted: true, validUntil } : { granted: false },
      appUrl,
    );
    await mailQueue.enqueue({ to: user.email, ...mail }, trx);
    return { id: decided.id, status: decided.status, valid_until: decided.valid_until };
  });
}
