import type Stripe from "stripe";
import type { Plan } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { planOfPrice } from "./plans.ts";

const iso = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000).toISOString();

/**
 * Stores the subscription state an event carries, unless the row already holds a newer one: events
 * arrive in any order, and a late `customer.subscription.updated` must not undo a later change. A
 * cancelled subscription stays cancelled (Stripe never revives one). Returns whether it was applied.
 */
export async function applySubscriptionState(
  db: Db,
  plans: Plan[],
  userId: string,
  subscription: Stripe.Subscription,
  eventCreated: number,
): Promise<boolean> {
  const item = subscription.items.data[0];
  const priceId = item?.price.id ?? "";
  const plan = planOfPrice(plans, priceId);
  const existing = await db
    .selectFrom("subscription")
    .select(["state_at", "status"])
    .where("id", "=", subscription.id)
    .executeTakeFirst();
  if (existing && (existing.state_at > eventCreated || existing.status === "canceled")) return false;
  const now = nowIso();
  const state = {
    user_id: userId,
    plan_key: plan?.key ?? "",
    price_id: priceId,
    // A price no configured plan names opens nothing.
    areas: plan ? plan.areas.join(",") : "",
    profile_limit: plan?.profiles ?? null,
    status: subscription.status,
    current_period_end: iso(item?.current_period_end),
    cancel_at_period_end: subscription.cancel_at_period_end,
    state_at: eventCreated,
    updated_at: now,
  };
  await db
    .insertInto("subscription")
    .values({ id: subscription.id, ...state, created_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet(state))
    .execute();
  return true;
}

/** The user's subscriptions that Stripe still bills (to cancel when the account goes). */
export async function billedSubscriptionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("subscription")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "not in", ["canceled", "incomplete_expired"])
    .execute();
  return rows.map((r) => r.id);
}
