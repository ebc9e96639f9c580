/**
 * One spelling of every API path (issue 37). Routes, the bot check, rate limits and the reset's padding
 * are decided by Fastify's router on the exact path, while better-auth reads the same request through
 * WHATWG URL, which resolves `./`, `x/../` and `%2e`. A guard that sees one spelling and a handler that
 * sees another can be walked around, so every /api request is rewritten to one canonical path before
 * routing, and everything after (router, guards, better-auth) sees that one.
 *
 * The canonical path of a path:
 * - percent-encodings of unreserved characters (RFC 3986 2.3), of `/` and of `\` are decoded: they name
 *   the same character to the parsers behind us, and no API path carries a slash inside a segment;
 * - a backslash is a slash (WHATWG URL reads it so);
 * - `;parameters` at the end of a segment are dropped (servlet-style matrix parameters);
 * - `.` and `..` segments are resolved, empty segments (`//`, a trailing slash) removed.
 * Letter case is left alone here: the router matches static parts without regard to case (app.ts), so
 * ids and tokens in the path keep theirs.
 */
const UNRESERVED_OR_SLASH = /[A-Za-z0-9\-._~/\\]/;

export function canonicalPath(path: string): string {
  const decoded = path.replace(/%([0-9a-fA-F]{2})/g, (encoded, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED_OR_SLASH.test(char) ? char : encoded;
  });
  const segments: string[] = [];
  for (const raw of decoded.replaceAll("\\", "/").split("/")) {
    const segment = raw.split(";")[0] ?? "";
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/** True for the API's own paths, in any letter case. */
function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === "/api" || lower.startsWith("/api/");
}

/**
 * Fastify's rewriteUrl: an /api request URL (path and query) with its path in canonical form; any other
 * URL as it came (the web app's files and pages have their own rules in http/static.ts).
 */
export function canonicalApiUrl(url: string): string {
  // A fragment is never the server's (WHATWG URL drops it too).
  const sent = url.split("#")[0] ?? "";
  const end = sent.indexOf("?");
  const path = end === -1 ? sent : sent.slice(0, end);
  const query = end === -1 ? "" : sent.slice(end);
  const canonical = canonicalPath(path);
  return isApiPath(canonical) ? canonical + query : url;
}
