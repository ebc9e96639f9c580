import type { FitResult } from "./fit/index.ts";

/** A stored job ad as the matching list shows it (GET /api/jobs/matching). */
export type MatchingAd = {
  id: number;
  title: string;
  company: string;
  location: string;
  url: string;
  source: string;
  remote: boolean | null;
  employment: string;
  posted_at: string | null;
  first_seen: string;
  /** The application made from this ad, when the user tracks it already. */
  tracked_application_id: number | null;
};

/** One page of matching job ads with each ad's fit to the chosen profile. */
export type MatchingJobs = {
  items: Array<{ ad: MatchingAd; fit: FitResult }>;
  total: number;
  page: number;
  limit: number;
};
