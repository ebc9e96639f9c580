import { type JobFields, jobFromPosting } from "./job-posting.ts";
import { findJobPosting, jsonLdValues } from "./json-ld.ts";
import { pageTitle } from "./page-title.ts";

const NOTHING: JobFields = { job_title: "", hireing_company: "", location: "", job_description: "" };

/**
 * Reads the application fields from a job page: its schema.org JobPosting when there is one, and the
 * page's own title as the job title when the posting has none or there is no posting at all.
 */
export function extractJob(html: string): JobFields {
  const posting = findJobPosting(jsonLdValues(html));
  const fields = posting ? jobFromPosting(posting) : NOTHING;
  return { ...fields, job_title: fields.job_title || pageTitle(html) };
}
