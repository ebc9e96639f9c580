/** Why a guarded request failed; each caller turns the kind into its own words (the job import's, the crawler's). */
export type NetErrorKind =
  /** Not an http or https link, at the start or after a redirect. */
  | "scheme"
  /** The address policy refused the host, before any connection. */
  | "private-address"
  | "too-many-redirects"
  | "bad-redirect"
  | "timeout"
  | "too-large"
  /** A content type the caller does not read (the job import reads web pages only). */
  | "content-type"
  /** A Content-Encoding we cannot undo. */
  | "encoding"
  /** The host name did not resolve. */
  | "not-found"
  /** Refused, reset or no route. */
  | "unreachable"
  | "tls"
  /** Anything else, such as a broken compressed body. */
  | "failed";

export class NetError extends Error {
  constructor(
    readonly kind: NetErrorKind,
    message: string,
    /** The address being fetched when it failed (a redirect's target, too). */
    readonly url?: URL,
    /** The system's error code (ECONNREFUSED, ENOTFOUND, ...), where there was one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = "NetError";
  }
}
