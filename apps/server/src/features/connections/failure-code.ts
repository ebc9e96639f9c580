import type { ConnectionFailureCode } from "@jah/shared";

type ErrorLike = {
  code?: unknown;
  responseCode?: unknown;
  message?: unknown;
  authenticationFailed?: unknown;
};

/**
 * The kind of a failed connection test, told from nodemailer's (and Node's) error codes, with the
 * message's words as the fallback: servers word their refusals freely, the codes are stable. Undefined
 * when nothing fits; the apps then show the server's own words alone.
 */
export function connectionFailureCode(error: unknown): ConnectionFailureCode | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { code, responseCode, message, authenticationFailed } = error as ErrorLike;
  const text = typeof message === "string" ? message : "";
  if (code === "EAUTH" || authenticationFailed === true || responseCode === 535 || responseCode === 534) {
    return "auth-failed";
  }
  if (code === "ETLS" || /certificate|\bssl\b|\btls\b|wrong version number|handshake/i.test(text)) {
    return "tls-failed";
  }
  if (code === "ETIMEDOUT" || /timed? ?out/i.test(text)) return "timeout";
  if (
    code === "ECONNECTION" ||
    code === "ECONNREFUSED" ||
    code === "ECONNRESET" ||
    code === "EHOSTUNREACH" ||
    code === "ENETUNREACH" ||
    /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH/.test(text)
  ) {
    return "unreachable";
  }
  return undefined;
}
