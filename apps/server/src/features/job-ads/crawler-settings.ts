import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";

const CRAWLER_KEY = "crawler_config";

/**
 * The crawler configuration as stored JSON text; `fallback` (the default configuration) until an
 * administrator saves one.
 */
export async function readCrawlerConfig(db: Db, fallback = "{}"): Promise<string> {
  const row = await db
    .selectFrom("app_setting")
    .select("value")
    .where("key", "=", CRAWLER_KEY)
    .executeTakeFirst();
  return row?.value ?? fallback;
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

/** Whether an administrator has saved a configuration (else the default one is in force). */
export async function hasSavedCrawlerConfig(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("app_setting")
    .select("key")
    .where("key", "=", CRAWLER_KEY)
    .executeTakeFirst();
  return row !== undefined;
}
