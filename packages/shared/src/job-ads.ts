import type { Salutation } from "./applications.ts";
import type { FitResult } from "./fit/index.ts";

/**
 * What the server read from a job page: POST /api/profile/applications/fetchjob answers it to the
 * application modal and to the browser extension. A salutation only when the ad tells it.
 */
export type ImportedJob = {
  job_title: string;
  hireing_company: string;
  location: string;
  job_description: string;
  /** The job's own address: the page's canonical link without tracking parameters. */
  link: string;
  /** The board's name ("StepStone") when the page is from a known board, else "". */
  page: string;
  recipient_name: string;
  recipient_salutation?: Exclude<Salutation, "none">;
  mail_address: string;
};

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
  /** False when this server has no enabled job source: no ads will come, and alerts would stay empty. */
  sources_configured: boolean;
};
