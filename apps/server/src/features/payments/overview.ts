import type { Plan } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { entitlementOf } from "./entitlements.ts";

/**
 * GET payments/subscriptions (spec section 7: rows under "settings"): the payments made, newest first,
 * as the spec's subscription/payment rows (price in cents); the current plan with its renewal or end
 * date; the free year; and how many profiles the user may keep (null: no limit), for the count shown.
 */
export async function paymentsOverview(db: Db, plans: Plan[], userId: string) {
  const [invoices, subscription, freeYear, entitlement] = await Promise.all([
    db
      .selectFrom("invoice")
      .select(["id", "issued_at", "product_name", "gross_cents", "number"])
      .where("user_id", "=", userId)
      .orderBy("issued_at", "desc")
      .orderBy("number", "desc")
      .execute(),
    db
      .selectFrom("subscription")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("updated_at", "desc")
      .executeTakeFirst(),
    db
      .selectFrom("free_year_request")
      .select(["status", "created_at", "valid_until"])
      .where("user_id", "=", userId)
      .orderBy("id", "desc")
      .executeTakeFirst(),
    entitlementOf(db, userId),
  ]);
  return {
    settings: invoices.map((i) => ({
      id: i.id,
      date: i.issued_at.slice(0, 10),
      product_name: i.product_name,
      price: i.gross_cents,
      payload_id: String(i.number),
    })),
    subscription: subscription
      ? {
          plan: subscription.plan_key,
          name: plans.find((p) => p.key === subscription.plan_key)?.name ?? subscription.plan_key,
          status: subscription.status,
          current_period_end: subscription.current_period_end,
          cancel_at_period_end: subscription.cancel_at_period_end,
        }
      : null,
    free_year: freeYear ?? null,
    profile_limit: entitlement.profileLimit,
  };
}
