/** Raw header lines (as IMAP returns them) as a map of lower-case name to unfolded value (first wins). */
export function parseHeaders(raw: Buffer | string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  if (!raw) return map;
  const text = raw.toString("utf8").replace(/\r?\n[ \t]+/g, " ");
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!map.has(name)) map.set(name, line.slice(colon + 1).trim());
  }
  return map;
}

/**
 * The headers the reader asks the server for: threading, the marks of bulk and automatic mail, and the
 * receiving server's checks of the sender (sender-check.ts reads the topmost of each).
 */
export const READ_HEADERS = [
  "message-id",
  "in-reply-to",
  "references",
  "list-id",
  "list-unsubscribe",
  "precedence",
  "auto-submitted",
  "authentication-results",
  "arc-authentication-results",
  "received-spf",
];

/**
 * Newsletters, job alerts and other machine mail: a mailing list (List-Id), bulk precedence, or a
 * message generated automatically (Auto-Submitted other than "no"). These are never read further.
 */
export function isBulk(headers: Map<string, string>): boolean {
  if (headers.has("list-id")) return true;
  const precedence = headers.get("precedence")?.toLowerCase() ?? "";
  if (/\b(bulk|list|junk)\b/.test(precedence)) return true;
  const auto = headers.get("auto-submitted")?.toLowerCase().trim();
  return auto !== undefined && auto !== "" && !auto.startsWith("no");
}

/** Every <message-id> named in In-Reply-To and References. */
export function threadIds(headers: Map<string, string>): string[] {
  const ids = `${headers.get("in-reply-to") ?? ""} ${headers.get("references") ?? ""}`.match(/<[^<>\s]+>/g);
  return [...new Set(ids ?? [])];
}
