import {
  type FitResult,
  type MatchingAd,
  type MatchingJobs,
  namesPlace,
  type PreparedJob,
  type PreparedProfile,
  postcodeIn,
  prepareFitJob,
  prepareFitProfile,
  scorePrepared,
} from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { showProfile } from "../profiles/index.ts";
import { stillValid } from "./ads.ts";

export type MatchQuery = {
  page: number;
  limit: number;
  minScore: number;
  remote: boolean;
  location?: string;
  /** Kilometres around `location`; applied through postcodes, see `nearPostcode`. */
  radius?: number;
};

// Analysing an ad costs far more than scoring it, so each ad is analysed once per process and kept
// while it is unchanged (last_seen moves when a source sees it again, which may change its text).
const CACHE_LIMIT = 20_000;
const prepared = new Map<number, { seen: string; job: PreparedJob }>();

type AdRow = {
  id: number;
  title: string;
  company: string;
  location: string;
  description: string;
  remote: boolean | null;
  language: "de" | "en" | null;
  last_seen: string;
};

function remember(row: AdRow): PreparedJob {
  const job = prepareFitJob({
    title: row.title,
    description: row.description,
    location: row.location,
    remote: row.remote,
    language: row.language,
  });
  if (prepared.size >= CACHE_LIMIT) prepared.delete(prepared.keys().next().value!);
  prepared.set(row.id, { seen: String(row.last_seen), job });
  return job;
}

/** Analyses ads ahead of the first search (the crawler calls it after storing new ads). */
export async function warmJobAds(db: Db, ids?: readonly number[]): Promise<void> {
  let query = db
    .selectFrom("job_ad")
    .select(["id", "title", "company", "location", "description", "remote", "language", "last_seen"]);
  if (ids) {
    if (ids.length === 0) return;
    query = query.where("id", "in", ids);
  }
  for (const row of await query.execute()) remember(row as AdRow);
}

/**
 * Whether a postcode lies within about `radius` km of another, by shared leading digits: German
 * postcode areas of one leading digit span about 200 km, of two about 50 km, of three about 20 km.
 */
export function nearPostcode(a: string, b: string, radius: number): boolean {
  const digits = radius <= 20 ? 3 : radius <= 60 ? 2 : radius <= 200 ? 1 : 0;
  return a.slice(0, digits) === b.slice(0, digits);
}

function placeMatches(adLocation: string, wanted: string, radius: number | undefined): boolean {
  if (namesPlace(adLocation, wanted)) return true;
  const mine = postcodeIn(wanted);
  const theirs = postcodeIn(adLocation);
  return Boolean(mine && theirs && nearPostcode(mine, theirs, radius ?? 0));
}

/**
 * The stored ads that fit one of the user's profiles best, with score and reasons: every ad the user
 * has not dismissed is scored (ads are analysed once and kept), filtered, ranked and paged.
 * Another user's profile answers 404 through showProfile.
 */
export async function matchingJobs(
  db: Db,
  userId: string,
  profileId: number,
  query: MatchQuery,
): Promise<Omit<MatchingJobs, "sources_configured">> {
  const profile = prepareFitProfile(await showProfile(db, userId, profileId));
  const rows = await db
    .selectFrom("job_ad")
    .leftJoin("job_ad_mark", (join) =>
      join.onRef("job_ad_mark.job_ad_id", "=", "job_ad.id").on("job_ad_mark.user_id", "=", userId),
    )
    .select(["job_ad.id", "job_ad.last_seen", "job_ad.location", "job_ad_mark.mark"])
    .where((eb) => eb.or([eb("job_ad_mark.mark", "is", null), eb("job_ad_mark.mark", "!=", "dismissed")]))
    .where(stillValid())
    .execute();

  const missing = rows.filter((r) => prepared.get(r.id)?.seen !== String(r.last_seen)).map((r) => r.id);
  for (let i = 0; i < missing.length; i += 500) await warmJobAds(db, missing.slice(i, i + 500));

  const scored: Array<{ id: number; fit: FitResult }> = [];
  for (const row of rows) {
    const job = prepared.get(row.id)?.job;
    if (!job) continue;
    if (query.remote && job.mode !== "remote") continue;
    if (query.location && job.mode !== "remote" && !placeMatches(row.location, query.location, query.radius))
      continue;
    const fit = scorePrepared(profile, job);
    if (fit.score >= query.minScore) scored.push({ id: row.id, fit });
  }
  // Best first; equal scores by the newer ad (higher id), so pages are stable.
  scored.sort((a, b) => b.fit.score - a.fit.score || b.id - a.id);
  const pageItems = scored.slice((query.page - 1) * query.limit, query.page * query.limit);
  const ads = pageItems.length
    ? await db
        .selectFrom("job_ad")
        .leftJoin("job_ad_mark", (join) =>
          join.onRef("job_ad_mark.job_ad_id", "=", "job_ad.id").on("job_ad_mark.user_id", "=", userId),
        )
        .select([
          "job_ad.id",
          "job_ad.title",
          "job_ad.company",
          "job_ad.location",
          "job_ad.url",
          "job_ad.source_name",
          "job_ad.remote",
          "job_ad.employment",
          "job_ad.posted_at",
          "job_ad.first_seen",
          "job_ad_mark.application_id",
          "job_ad_mark.mark",
        ])
        .where(
          "job_ad.id",
          "in",
          pageItems.map((s) => s.id),
        )
        .execute()
    : [];
  const byId = new Map(ads.map((a) => [a.id, a]));
  return {
    items: pageItems.flatMap(({ id, fit }) => {
      const a = byId.get(id);
      if (!a) return [];
      const ad: MatchingAd = {
        id: a.id,
        title: a.title,
        company: a.company,
        location: a.location,
        url: a.url,
        source: a.source_name,
        remote: a.remote,
        employment: a.employment,
        posted_at: a.posted_at,
        first_seen: a.first_seen,
        tracked_application_id: a.mark === "tracked" ? a.application_id : null,
      };
      return [{ ad, fit }];
    }),
    total: scored.length,
    page: query.page,
    limit: query.limit,
  };
}

/** A new ad that fits a profile, as a job alert lists it. */
export type NewMatch = { id: number; title: string; company: string; location: string; fit: FitResult };

/**
 * The ads stored after ad `afterId` and first seen since `since` (each where given) up to `upToId`
 * that fit a prepared profile at least `minScore`, best first, without those the user dismissed
 * (job alerts, features/job-alerts). The caller remembers `upToId`, so no ad is looked at twice.
 */
export async function newMatches(
  db: Db,
  userId: string,
  profile: PreparedProfile,
  window: { afterId: number | null; since: string | null; upToId: number },
  minScore: number,
): Promise<NewMatch[]> {
  let query = db
    .selectFrom("job_ad")
    .leftJoin("job_ad_mark", (join) =>
      join.onRef("job_ad_mark.job_ad_id", "=", "job_ad.id").on("job_ad_mark.user_id", "=", userId),
    )
    .select(["job_ad.id", "job_ad.last_seen", "job_ad.title", "job_ad.company", "job_ad.location"])
    .where("job_ad.id", "<=", window.upToId)
    .where((eb) => eb.or([eb("job_ad_mark.mark", "is", null), eb("job_ad_mark.mark", "!=", "dismissed")]))
    .where(stillValid());
  if (window.afterId !== null) query = query.where("job_ad.id", ">", window.afterId);
  if (window.since !== null) query = query.where("job_ad.first_seen", ">=", window.since);
  const rows = await query.execute();
  const missing = rows.filter((r) => prepared.get(r.id)?.seen !== String(r.last_seen)).map((r) => r.id);
  for (let i = 0; i < missing.length; i += 500) await warmJobAds(db, missing.slice(i, i + 500));
  const matches: NewMatch[] = [];
  for (const row of rows) {
    const job = prepared.get(row.id)?.job;
    if (!job) continue;
    const fit = scorePrepared(profile, job);
    if (fit.score >= minScore)
      matches.push({ id: row.id, title: row.title, company: row.company, location: row.location, fit });
  }
  return matches.sort((a, b) => b.fit.score - a.fit.score || b.id - a.id);
}

/** The highest stored ad id (0 without ads): where a job alert run stops looking. */
export async function lastJobAdId(db: Db): Promise<number> {
  const row = await db
    .selectFrom("job_ad")
    .select((eb) => eb.fn.max("id").as("max"))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}
