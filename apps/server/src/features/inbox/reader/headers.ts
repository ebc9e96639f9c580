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
  "x-autoreply",
  "x-autorespond",
  "authentication-results",
  "arc-authentication-results",
  "received-spf",
];

/**
 * Marks a message carries about itself. List: a mailing list (List-Id, List-Unsubscribe), as
 * newsletters and job alerts have; read only when it answers our thread. Bulk: bulk precedence, as
 * newsletters have and some ATS mailers put on their receipts; read only when it answers our thread or
 * comes from an ATS and names the application's company and job. Automatic: generated or answered by
 * a program (Auto-Submitted other than "no", X-Autoreply, X-Autorespond), as an ATS's receipt is; it
 * is read like any reply, and only an away notice among them is left out.
 */
export type MailMarks = { list: boolean; bulk: boolean; automatic: boolean };

export function mailMarks(headers: Map<string, string>): MailMarks {
  const precedence = headers.get("precedence")?.toLowerCase() ?? "";
  const auto = headers.get("auto-submitted")?.toLowerCase().trim() ?? "";
  return {
    list: headers.has("list-id") || headers.has("list-unsubscribe"),
    bulk: /\b(bulk|list|junk)\b/.test(precedence),
    automatic:
      (auto !== "" && !auto.startsWith("no")) || headers.has("x-autoreply") || headers.has("x-autorespond"),
  };
}

/** Every <message-id> named in In-Reply-To and References. */
export function threadIds(headers: Map<string, string>): string[] {
  const ids = `${headers.get("in-reply-to") ?? ""} ${headers.get("references") ?? ""}`.match(/<[^<>\s]+>/g);
  return [...new Set(ids ?? [])];
}
