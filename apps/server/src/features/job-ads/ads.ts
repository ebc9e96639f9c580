import type { ExpressionBuilder } from "kysely";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { jobLinkKey } from "../../net/job-link.ts";
import { mergeAds } from "./ads-merge.ts";

/** An ad as a source adapter delivers it, ready to be stored. */
export type IncomingAd = {
  sourceId: string;
  url: string;
  title: string;
  company: string;
  location: string;
  description: string;
  remote: boolean | null;
  employment: "permanent" | "freelance" | "unknown";
  language: "de" | "en" | null;
  postedAt: string | null;
  validThrough: string | null;
};

/** The ad's url_key: its link in jobLinkKey's "ad" mode, or the trimmed, lower-cased text of a broken link. */
export function urlKey(url: string): string {
  return jobLinkKey(url, "ad") ?? url.trim().toLowerCase();
}

/** Title and company folded to letters and digits: the same ad as two sources spell it. */
export function titleKey(title: string, company: string): string {
  const fold = (s: string) =>
    s
      .toLowerCase()
      .replace(/ß/g, "ss")
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/\([^)]*\)/g, " ")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return `${fold(title)}|${fold(company)}`;
}

/** True when an ad's validThrough (ISO) has passed: such an ad is never stored, listed or mailed. */
export function isExpired(validThrough: string | null, now = new Date()): boolean {
  return validThrough !== null && validThrough < now.toISOString();
}

/**
 * The condition "still valid" on job_ad for any query that lists, ranks or mails ads: an ad whose end
 * date passed is gone at once, also before the next clean-up (expireAds) removes its row.
 */
export function stillValid(now = new Date()) {
  const at = now.toISOString();
  return (eb: ExpressionBuilder<Database, "job_ad">) =>
    eb.or([eb("job_ad.valid_through", "is", null), eb("job_ad.valid_through", ">=", at)]);
}

/**
 * Stores a source's ads once each: an ad already known by its source id, its URL or its title and
 * company is marked as seen again and takes the better of each field (mergeAds: the richer place, the
 * employer's own name, the longer text). Answers how many the source delivered and how many were new.
 */
export async function storeAds(
  db: Db,
  source: { key: string; name: string },
  ads: readonly IncomingAd[],
): Promise<{ found: number; new: number; newIds: number[] }> {
  const now = nowIso();
  const newIds: number[] = [];
  for (const ad of ads) {
    // An ad past its end date is not stored; one stored before gets the date below and drops out.
    const expired = isExpired(ad.validThrough);
    const byUrl = urlKey(ad.url);
    const byTitle = titleKey(ad.title, ad.company);
    const known = await db
      .selectFrom("job_ad")
      .select([
        "id",
        "source_key",
        "source_ad_id",
        "source_name",
        "title",
        "company",
        "location",
        "description",
        "remote",
        "valid_through",
      ])
      .where((eb) =>
        eb.or([
          eb.and([eb("source_key", "=", source.key), eb("source_ad_id", "=", ad.sourceId)]),
          eb("url_key", "=", byUrl),
          // A title alone says little; with the company it names one ad.
          ...(ad.company.trim() ? [eb("title_key", "=", byTitle)] : []),
        ]),
      )
      .executeTakeFirst();
    if (known) {
      const merged = mergeAds(
        {
          company: known.company,
          location: known.location,
          description: known.description,
          remote: known.remote === null ? null : Boolean(known.remote),
          validThrough: known.valid_through,
          sourceName: known.source_name,
        },
        { ...ad, sourceName: source.name },
        known.source_key === source.key && known.source_ad_id === ad.sourceId,
      );
      await db
        .updateTable("job_ad")
        .set({
          last_seen: now,
          valid_through: merged.validThrough,
          company: merged.company.slice(0, 300),
          title_key: titleKey(known.title, merged.company),
          location: merged.location.slice(0, 300),
          description: merged.description.slice(0, 50_000),
          remote: merged.remote,
        })
        .where("id", "=", known.id)
        .execute();
      continue;
    }
    if (expired) continue;
    const inserted = await db
      .insertInto("job_ad")
      .values({
        source_key: source.key,
        source_ad_id: ad.sourceId,
        source_name: source.name,
        url: ad.url,
        url_key: byUrl,
        title_key: byTitle,
        title: ad.title.slice(0, 500),
        company: ad.company.slice(0, 300),
        location: ad.location.slice(0, 300),
        description: ad.description.slice(0, 50_000),
        remote: ad.remote,
        employment: ad.employment,
        language: ad.language,
        posted_at: ad.postedAt,
        valid_through: ad.validThrough,
        first_seen: now,
        last_seen: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    newIds.push(inserted.id);
  }
  return { found: ads.length, new: newIds.length, newIds };
}

/**
 * Removes ads past their validThrough date or not seen for `maxAgeDays`, except those a user tracked
 * (their application keeps the text anyway, the mark keeps the link). Answers how many went.
 */
export async function expireAds(db: Db, maxAgeDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeDays * 86_400_000).toISOString();
  const result = await db
    .deleteFrom("job_ad")
    .where((eb) =>
      eb.or([
        eb("last_seen", "<", cutoff),
        eb.and([eb("valid_through", "is not", null), eb("valid_through", "<", now.toISOString())]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("job_ad_mark")
            .select("job_ad_mark.job_ad_id")
            .whereRef("job_ad_mark.job_ad_id", "=", "job_ad.id")
            .where("job_ad_mark.mark", "=", "tracked"),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
