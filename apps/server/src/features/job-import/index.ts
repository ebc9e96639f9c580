/**
 * The job import's front door: reading a job posting from a page (POST fetchjob), and the text tools
 * the job sources share with it. Fetching itself is the platform's (net/).
 */
export { decodeEntities } from "./entities.ts";
export { siteName } from "./extract/link.ts";
export { htmlToText, inlineText } from "./html-text.ts";
export { DESCRIPTION_MAX, SHORT_FIELD_MAX } from "./job-posting.ts";
export { jsonLdValues } from "./json-ld.ts";
export { jobImportRoutes } from "./routes.ts";
