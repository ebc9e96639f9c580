import type { NetError } from "../../../net/net-error.ts";

/** Why a source could not be read; the message is shown as the source's error on /appsettings/. */
export type FetchErrorKind =
  | "private-address"
  | "scheme"
  | "robots"
  | "status"
  | "timeout"
  | "too-large"
  | "network"
  | "redirects"
  | "format";

export class FetchError extends Error {
  constructor(
    readonly kind: FetchErrorKind,
    message: string,
    /** The HTTP status, for kind "status". */
    readonly status?: number,
  ) {
    super(message);
    this.name = "FetchError";
  }
}

/** The guarded client's failure for a request to `start`, in the crawler's kinds and an admin's words. */
export function fetchErrorOf(error: NetError, start: URL): FetchError {
  switch (error.kind) {
    case "private-address":
      return new FetchError("private-address", `${start.host} is a local or private network address`);
    case "too-many-redirects":
      return new FetchError("redirects", `${start} redirects too often`);
    case "bad-redirect":
      return new FetchError("redirects", `${start} redirects to an invalid address`);
    case "timeout":
      return new FetchError("timeout", `${start.host} took too long to answer`);
    case "scheme":
    case "too-large":
      return new FetchError(error.kind, error.message);
    case "encoding":
    case "content-type":
      return new FetchError("format", error.message);
    default:
      // Only these are retried: the name, the connection or the transfer failed.
      return new FetchError(
        "network",
        `${start.host} could not be reached${error.code ? ` (${error.code})` : ""}`,
      );
  }
}

/**
 * A run that had to end early (the source asked for a pause and kept refusing) but read some ads: the
 * crawler stores them and shows the message as the source's error, so nothing already read is lost.
 */
export class PartialRunError<Ad = unknown> extends Error {
  constructor(
    message: string,
    readonly ads: Ad[],
  ) {
    super(message);
    this.name = "PartialRunError";
  }
}

/** True for the answers a source gives when it wants us to slow down (429, and 403 at the Jobsuche). */
export function isSlowDown(error: unknown): error is FetchError {
  return (
    error instanceof FetchError && error.kind === "status" && (error.status === 403 || error.status === 429)
  );
}
