import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";

const CRAWLER_KEY = "crawler_config";

/** The crawler configuration as stored JSON text ("{}" until an admin saves one). */
export async function readCrawlerConfig(db: Db): Promise<string> {
  const row = await db
    .selectFrom("app_setting")
    .select("value")
    .where("key", "=", CRAWLER_KEY)
    .executeTakeFirst();
  return row?.value ?? "{}";
}

/** Saves the crawler configuration; the caller has checked it is JSON. */
export async function saveCrawlerConfig(db: Db, json: string): Promise<void> {
  const now = nowIso();
  await db
    .insertInto("app_setting")
    .values({ key: CRAWLER_KEY, value: json, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: json, updated_at: now }))
    .execute();
}
