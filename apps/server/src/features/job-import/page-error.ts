import { HOST_REFUSED_CODE, HOST_REFUSED_MESSAGE } from "@jah/shared";
import type { NetError, NetErrorKind } from "../../net/net-error.ts";

/** Why a job page could not be read; the message is shown to the user under the link field. */
export class PageError extends Error {
  /** Set for the refusal the apps translate (an unknown or private host, issue 37). */
  readonly code?: typeof HOST_REFUSED_CODE;
  constructor(message: string, code?: typeof HOST_REFUSED_CODE) {
    super(message);
    this.code = code;
  }
}

/** The user-facing reasons, one place so route, fetcher and tests agree on the wording. */
export const PAGE_ERRORS = {
  // One sentence for a private address and an unknown name: see HOST_REFUSED_MESSAGE.
  hostRefused: HOST_REFUSED_MESSAGE,
  scheme: "Only http and https links can be imported",
  tooManyRedirects: "The link redirects too often",
  badRedirect: "The link redirects to an invalid address",
  notHtml: "The link does not lead to a web page",
  tooLarge: "The page is too large",
  timeout: "The site took too long to answer",
  unreachable: "The site could not be reached",
  tls: "The site's secure connection could not be verified",
  unreadable: "The page could not be read",
  status: (status: number) => `The site answered with status ${status}`,
} as const;

const REASONS: Record<NetErrorKind, string> = {
  "private-address": PAGE_ERRORS.hostRefused,
  scheme: PAGE_ERRORS.scheme,
  "too-many-redirects": PAGE_ERRORS.tooManyRedirects,
  "bad-redirect": PAGE_ERRORS.badRedirect,
  "content-type": PAGE_ERRORS.notHtml,
  "too-large": PAGE_ERRORS.tooLarge,
  timeout: PAGE_ERRORS.timeout,
  "not-found": PAGE_ERRORS.hostRefused,
  unreachable: PAGE_ERRORS.unreachable,
  tls: PAGE_ERRORS.tls,
  encoding: PAGE_ERRORS.unreadable,
  failed: PAGE_ERRORS.unreadable,
};

/** The guarded client's failure in the user's words. */
export function pageErrorOf(error: NetError): PageError {
  const refused = error.kind === "private-address" || error.kind === "not-found";
  return new PageError(REASONS[error.kind], refused ? HOST_REFUSED_CODE : undefined);
}
