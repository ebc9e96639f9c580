import { attr, type Document, type Element, rawText, select, selectEvery } from "../dom.ts";
import { nodeToText } from "../html-text.ts";
import { DESCRIPTION_MAX, SHORT_FIELD_MAX } from "../job-posting.ts";
import { BOARD_RULES, type BoardRule } from "./board-rules.ts";
import type { Found } from "./fields.ts";
import { cleanShort, companyFromSiteName } from "./text.ts";

/**
 * The job board a page comes from: by its host when the address is known, else by the site name it
 * gives itself or by an element only that board's pages have.
 */
export function boardOf(document: Document, url?: URL): BoardRule | undefined {
  const host = url?.hostname.toLowerCase().replace(/\.$/, "");
  if (host) {
    const byHost = BOARD_RULES.find((rule) => rule.hosts.test(host));
    if (byHost) return byHost;
  }
  const siteName = attr(
    select(document, "meta[property='og:site_name'], meta[name='og:site_name']"),
    "content",
  );
  return (
    BOARD_RULES.find((rule) => rule.name.toLowerCase() === siteName.toLowerCase()) ??
    BOARD_RULES.find((rule) => select(document, rule.marker))
  );
}

/** The fields where the board's own markup keeps them. */
export function fromBoard(document: Document, board: BoardRule): Found {
  const short = (selectors: string[]) => cleanShort(firstText(document, selectors));
  const container = firstContainer(document, board.description);
  return {
    page: board.name,
    // Indeed appends a visually hidden " - job post" to its heading.
    job_title: short(board.title).replace(/\s+-\s+job post$/i, ""),
    hireing_company: companyName(short(board.company)) || (board.companySite ? ownSiteName(document) : ""),
    location: short(board.location),
    job_description: container ? nodeToText(container, DESCRIPTION_MAX) : "",
  };
}

// The first element of the first selector that has any text: boards reuse class names on empty wrappers.
function firstText(document: Document, list: string[]): string {
  for (const selector of list) {
    for (const element of selectEvery(document, selector)) {
      const text = textOf(element);
      if (text.trim()) return text.slice(0, SHORT_FIELD_MAX * 4);
    }
  }
  return "";
}

function firstContainer(document: Document, list: string[]): Element | undefined {
  for (const selector of list) {
    const found = selectEvery(document, selector).find((element) => rawText(element).trim());
    if (found) return found;
  }
  return undefined;
}

// "at ACME" under a title, "ACME 4.1 ★" with its rating, "ACME logo" as a logo's text.
function companyName(text: string): string {
  return text
    .replace(/^(?:at|bei|von)\s+/i, "")
    .replace(/\s+\d(?:[.,]\d)?\s*★.*$/, "")
    .replace(/\s+(?:logo|Logo)$/, "")
    .trim();
}

// An applicant-tracking system shows the hiring company's own career site, named after the company.
function ownSiteName(document: Document): string {
  return companyFromSiteName(
    attr(select(document, "meta[property='og:site_name'], meta[name='og:site_name']"), "content"),
  );
}

// A logo stands for the company by its alternative text.
function textOf(element: Element): string {
  return element.name === "img" ? attr(element, "alt") : rawText(element);
}
