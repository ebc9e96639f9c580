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
