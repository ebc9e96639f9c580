import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";

type Log = { warn: (msg: string) => void };

/** The administrators named in the database (`npm run admin`), oldest first. */
export async function listAdministrators(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("administrator").select("email").orderBy("created_at").execute();
  return rows.map((r) => r.email);
}

/** Names an administrator; false when the address was one already. */
export async function addAdministrator(db: Db, email: string): Promise<boolean> {
  const result = await db
    .insertInto("administrator")
    .values({ email: email.toLowerCase(), created_at: nowIso() })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes an administrator's role away; false when the address was none. */
export async function removeAdministrator(db: Db, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom("administrator")
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** True for an address in ADMIN_EMAILS or named with `npm run admin -- add`. */
export async function isAdministrator(
  db: Db,
  config: Pick<Config, "adminEmails">,
  email: string,
): Promise<boolean> {
  const address = email.toLowerCase();
  if (config.adminEmails.includes(address)) return true;
  const row = await db
    .selectFrom("administrator")
    .select("email")
    .where("email", "=", address)
    .executeTakeFirst();
  return row !== undefined;
}

/** The start-up hint of an install that nobody can administer yet: how to name the first administrator. */
export async function warnWithoutAdministrators(
  db: Db,
  config: Pick<Config, "adminEmails">,
  log: Log,
): Promise<boolean> {
  if (config.adminEmails.length > 0) return false;
  const any = await db.selectFrom("administrator").select("email").limit(1).executeTakeFirst();
  if (any) return false;
  log.warn(
    "No administrator yet, so nobody can open /appsettings/ (job sources, background jobs). Name one with `npm run admin -- add you@example.com` (or ADMIN_EMAILS=you@example.com), then sign in with that address.",
  );
  return true;
}
