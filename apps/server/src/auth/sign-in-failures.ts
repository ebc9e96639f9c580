import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";

/** From this many failed sign-ins from one address on, a sign-in needs a bot-check solution. */
export const FREE_SIGN_IN_FAILURES = 3;

/** Failures older than this no longer count: a person who mistyped yesterday signs in freely today. */
export const SIGN_IN_FAILURE_WINDOW_MS = 60 * 60 * 1000;

function windowStart(): string {
  return new Date(Date.now() - SIGN_IN_FAILURE_WINDOW_MS).toISOString();
}

/** How many sign-ins from the address failed within the window. */
export async function recentSignInFailures(db: Db, address: string): Promise<number> {
  const row = await db
    .selectFrom("sign_in_failure")
    .select("failures")
    .where("address", "=", address)
    .where("last_failure_at", ">=", windowStart())
    .executeTakeFirst();
  return row?.failures ?? 0;
}

/** Counts one more failed sign-in from the address (a fresh count once the window has passed). */
export async function recordSignInFailure(db: Db, address: string): Promise<void> {
  const now = nowIso();
  await db.deleteFrom("sign_in_failure").where("last_failure_at", "<", windowStart()).execute();
  await db
    .insertInto("sign_in_failure")
    .values({ address, failures: 1, last_failure_at: now })
    .onConflict((oc) =>
      oc.column("address").doUpdateSet((eb) => ({
        failures: eb("sign_in_failure.failures", "+", 1),
        last_failure_at: now,
      })),
    )
    .execute();
}

/** A successful sign-in from the address starts its count afresh. */
export async function clearSignInFailures(db: Db, address: string): Promise<void> {
  await db.deleteFrom("sign_in_failure").where("address", "=", address).execute();
}
