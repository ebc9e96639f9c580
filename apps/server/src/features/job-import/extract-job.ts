import { parseHtml } from "./dom.ts";
import { boardOf, fromBoard } from "./extract/boards.ts";
import { contactIn } from "./extract/contact.ts";
import { type ExtractedJob, type Found, firstFound } from "./extract/fields.ts";
import { fromGeneric } from "./extract/generic.ts";
import { fromJsonLd } from "./extract/json-ld.ts";
import { jobLink, siteName } from "./extract/link.ts";
import { fromMicrodata } from "./extract/microdata.ts";
import { fromOpenGraph } from "./extract/open-graph.ts";
import { companyFromSiteName } from "./extract/text.ts";
import type { JobFields } from "./job-posting.ts";

export type { ExtractedJob };

/**
 * Reads a job page, each field from the first strategy that finds it: schema.org JobPosting in JSON-LD,
 * then in microdata, then the markup of the job board the page is from, then OpenGraph and the page
 * title, then any page's <h1> and largest block of text. `url` is where the page was read.
 */
export function extractJobPage(html: string, url?: URL): ExtractedJob {
  const document = parseHtml(html);
  const board = boardOf(document, url);
  const jsonLd = fromJsonLd(document);
  const microdata = fromMicrodata(document);
  const onBoard: Found = board ? fromBoard(document, board) : {};
  const { siteName: ownName, pageTitle, ...openGraph } = fromOpenGraph(document);
  const generic = fromGeneric(document);
  // An <h1> that the page's title repeats is the job title without the title's extras.
  const h1 = generic.job_title ?? "";
  const repeated = (title = "") => h1 && title.toLowerCase().includes(h1.toLowerCase());
  const titled = repeated(openGraph.job_title) || repeated(pageTitle) ? h1 : "";
  const job = firstFound(
    jsonLd,
    microdata,
    onBoard,
    { job_title: titled },
    // A site's own name is the hiring company on a company's career site, never on a job board.
    {
      ...openGraph,
      job_description: "",
      hireing_company: openGraph.hireing_company || (board ? "" : companyFromSiteName(ownName)),
    },
    generic,
    { job_title: pageTitle, job_description: openGraph.job_description },
  );
  const contact = firstFound(jsonLd, microdata, contactIn(job.job_description));
  return {
    ...job,
    recipient_name: contact.recipient_name,
    recipient_salutation: contact.recipient_name ? contact.recipient_salutation : "",
    mail_address: contact.mail_address,
    link: jobLink(document, url, jsonLd.link || microdata.link || ""),
    page: board?.name ?? (url ? siteName(url) : ""),
  };
}

/** The four text fields of a job page, as `extractJobPage` reads them. */
export function extractJob(html: string): JobFields {
  const { job_title, hireing_company, location, job_description } = extractJobPage(html);
  return { job_title, hireing_company, location, job_description };
}
