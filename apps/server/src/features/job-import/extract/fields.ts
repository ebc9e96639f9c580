import type { JobFields } from "../job-posting.ts";

/** Everything the extraction reads from a job page; "" where the page does not say. */
export type ExtractedJob = JobFields & {
  /** The job's own address: the page's canonical link without tracking parameters. */
  link: string;
  /** The board's name ("StepStone") when the page is from a known board, else "". */
  page: string;
  recipient_name: string;
  recipient_salutation: "male" | "female" | "";
  mail_address: string;
};

/** What one strategy found; missing or empty fields are left to the next strategy. */
export type Found = Partial<ExtractedJob>;

export const EMPTY_JOB: ExtractedJob = {
  job_title: "",
  hireing_company: "",
  location: "",
  job_description: "",
  link: "",
  page: "",
  recipient_name: "",
  recipient_salutation: "",
  mail_address: "",
};

/** Each field from the first strategy that found it. */
export function firstFound(...found: Found[]): ExtractedJob {
  const job = { ...EMPTY_JOB };
  for (const key of Object.keys(job) as (keyof ExtractedJob)[]) {
    const value = found.find((f) => f[key])?.[key];
    if (value) (job as Record<string, string>)[key] = value;
  }
  return job;
}
