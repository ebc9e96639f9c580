import type Stripe from "stripe";
import type { Plan } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { MailQueue } from "../../mail/queue.ts";
import { cancellationMail } from "./cancel-mail.ts";

/** What the cancellation answers and the confirmation page shows. */
export type Cancellation = { plan: string; cancel_at_period_end: true; current_period_end: string | null };

/** The user's subscription that still renews (the one "Cancel subscription" ends); null when none. */
export async function renewingSubscription(db: Db, userId: string) {
  return (
    (await db
      .selectFrom("subscription")
      .select(["id", "plan_key", "current_period_end"])
      .where("user_id", "=", userId)
      .where("status", "in", ["active", "trialing", "past_due"])
      .where("cancel_at_period_end", "=", false)
      .orderBy("created_at", "desc")
      .executeTakeFirst()) ?? null
  );
}

/**
 * Cancels the running subscription at the end of its paid period (issue 25, §312k BGB), as Stripe's
 * portal would: subscription update cancel_at_period_end=true. Stripe's answer gives the end date; the
 * row and the confirmation mail are written together, so a mail goes out only for a stored cancellation.
 * A Stripe failure changes nothing here (502, try again).
 */
export async function cancelAtPeriodEnd(
  deps: { db: Db; stripe: Stripe; mailQueue: MailQueue; plans: Plan[]; appUrl: string },
  user: { id: string; email: string; name: string; language: "de" | "en" },
): Promise<Cancellation> {
  const { db } = deps;
  const subscription = await renewingSubscription(db, user.id);
  if (!subscription) throw notFound();
  let updated: Stripe.Subscription;
  try {
    updated = await deps.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
  } catch {
    throw new HttpError(502, "Stripe did not take the cancellation: please try again");
  }
  const periodEnd = updated.items.data[0]?.current_period_end;
  const endsAt = periodEnd ? new Date(periodEnd * 1000).toISOString() : subscription.current_period_end;
  const plan = deps.plans.find((p) => p.key === subscription.plan_key)?.name ?? subscription.plan_key;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("subscription")
      .set({ cancel_at_period_end: true, current_period_end: endsAt, updated_at: now })
      .where("id", "=", subscription.id)
      .where("user_id", "=", user.id)
      .execute();
    const mail = cancellationMail(
      user.language,
      user.name,
      { plan, receivedAt: now, endsAt: endsAt ?? now },
      deps.appUrl,
    );
    await deps.mailQueue.enqueue({ to: user.email, ...mail }, trx);
  });
  return { plan, cancel_at_period_end: true, current_period_end: endsAt };
}
