import { PREMIUM_AREAS, PROFILE_LIMIT, type PremiumArea } from "@jah/shared";
import type { Db } from "../../db/database.ts";

/**
 * Days a past-due subscription keeps its areas while Stripe retries the card (Stripe's default retry
 * schedule spans about a week); after that the areas close until a payment succeeds.
 */
export const PAST_DUE_GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/** What a user may use right now: the premium areas and the number of profiles (null: no limit; PROFILE_LIMIT without a plan). */
export type Entitlement = {
  areas: Set<PremiumArea>;
  profileLimit: number | null;
  freeYearUntil: string | null;
};

/**
 * The one entitlement check (issue 13). A subscription counts while active or trialing (a cancelled
 * one stays active to the end of its paid period), or past due within the grace days; a safety margin
 * of the same grace closes a subscription whose period ended long ago without word from Stripe. A
 * granted free year opens every area. Callers check PAYMENTS first: with payments off everyone has
 * everything.
 */
export async function entitlementOf(db: Db, userId: string, now: Date = new Date()): Promise<Entitlement> {
  const grace = new Date(now.getTime() - PAST_DUE_GRACE_DAYS * DAY_MS).toISOString();
  const [subscriptions, freeYear] = await Promise.all([
    db
      .selectFrom("subscription")
      .select(["areas", "profile_limit", "status", "current_period_end"])
      .where("user_id", "=", userId)
      .where("status", "in", ["active", "trialing", "past_due"])
      .execute(),
    db
      .selectFrom("free_year_request")
      .select("valid_until")
      .where("user_id", "=", userId)
      .where("status", "=", "granted")
      .where("valid_until", ">", now.toISOString())
      .orderBy("valid_until", "desc")
      .executeTakeFirst(),
  ]);
  const areas = new Set<PremiumArea>();
  let profileLimit: number | null | undefined;
  for (const s of subscriptions) {
    const end = s.current_period_end;
    if (end !== null && end <= grace) continue;
    for (const area of s.areas.split(",")) {
      if ((PREMIUM_AREAS as readonly string[]).includes(area)) areas.add(area as PremiumArea);
    }
    if (s.areas.split(",").includes("profile")) {
      profileLimit =
        profileLimit === null || s.profile_limit === null
          ? null
          : Math.max(profileLimit ?? PROFILE_LIMIT, s.profile_limit);
    }
  }
  if (freeYear?.valid_until) {
    for (const area of PREMIUM_AREAS) areas.add(area);
    profileLimit = null;
  }
  return {
    areas,
    profileLimit: profileLimit === undefined ? PROFILE_LIMIT : profileLimit,
    freeYearUntil: freeYear?.valid_until ?? null,
  };
}

/** True when the user may use the area now. */
export async function isEntitled(db: Db, userId: string, area: PremiumArea): Promise<boolean> {
  return (await entitlementOf(db, userId)).areas.has(area);
}
