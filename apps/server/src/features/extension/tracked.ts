import type { TrackedApplication } from "@jah/shared";
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import { jobLinkKey } from "../../net/job-link.ts";

/** The web app's address that opens an application. */
export function applicationWebUrl(appUrl: string, id: number): string {
  return `${appUrl}/applications/${id}`;
}

/**
 * The user's application with the same job link (active or archived), or null. Only the user's
 * rows on the same host are read; the comparison itself is jobLinkKey's "saved" mode.
 */
export async function findTracked(
  db: Db,
  userId: string,
  link: string,
  appUrl: string,
): Promise<TrackedApplication | null> {
  const key = jobLinkKey(link, "saved");
  if (!key) return null;
  const host = key.split(/[/?]/)[0] ?? "";
  const pattern = `%${host.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom("application")
    .select(["id", "job_title", "hireing_company", "status", "link"])
    .where("user_id", "=", userId)
    .where(sql<boolean>`lower(link) like ${pattern} escape '\\'`)
    .orderBy("id", "desc")
    .execute();
  const found = rows.find((row) => jobLinkKey(row.link, "saved") === key);
  if (!found) return null;
  return {
    id: found.id,
    job_title: found.job_title,
    hireing_company: found.hireing_company,
    status: found.status,
    webUrl: applicationWebUrl(appUrl, found.id),
  };
}
