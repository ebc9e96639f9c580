import type { SystemProfileEdit } from "@jah/shared";
import type { Selectable } from "kysely";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import type { SystemProfileTable } from "../../db/schema.ts";

/** What the settings tab shows of the account owner's own data. */
function present(row: Selectable<SystemProfileTable>) {
  return {
    vorname: row.vorname,
    name: row.name,
    email: row.email,
    telefon: row.telefon,
    mobile: row.mobile,
    birthdate: row.birthdate,
    street: row.street,
    housenumber: row.housenumber,
    postcode: row.postcode,
    city: row.city,
    website: row.website,
  };
}

/** The account owner's system profile, created empty on first read. */
export async function getSystemProfile(db: Db, userId: string) {
  const existing = await db
    .selectFrom("system_profiles")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (existing) return present(existing);
  await db
    .insertInto("system_profiles")
    .values({ user_id: userId, updated_at: nowIso() })
    // Two first reads at once: the second finds the row the first created.
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const created = await db
    .selectFrom("system_profiles")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return present(created);
}

/** Saves the system profile (creating it when it does not exist yet). */
export async function editSystemProfile(db: Db, userId: string, fields: SystemProfileEdit) {
  const row = await db
    .insertInto("system_profiles")
    .values({ user_id: userId, ...fields, updated_at: nowIso() })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...fields, updated_at: nowIso() }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return present(row);
}
