import type { DemoStatus } from "@jah/shared";
import type { Db } from "../../db/database.ts";

/** True when the user is a demo account (its row in demo_account). */
export async function isDemoAccount(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("demo_account")
    .select("user_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** GET /api/demo/status: whether the user is a demo account and when it is deleted. */
export async function demoStatus(db: Db, userId: string): Promise<DemoStatus> {
  const row = await db
    .selectFrom("demo_account")
    .select("delete_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { demo: true, delete_at: row.delete_at } : { demo: false, delete_at: null };
}
