import { safeFileName } from "@jah/shared";
import { create } from "content-disposition";

/**
 * The name as plain ASCII for clients that read only `filename`: accents dropped, the rest replaced.
 * Compatibility forms can turn into separators ("／" becomes "/", "‥" ".."), so slashes, backslashes
 * and quotes are replaced after that, and leading dots trimmed again.
 */
function asciiFileName(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\/]/g, "_")
    .replace(/^[\s.]+/, "");
  return ascii || "download";
}

/**
 * A Content-Disposition value for a download: an ASCII `filename` every client understands and, when
 * the name is not plain ASCII, the exact UTF-8 name as RFC 8187 `filename*` for those that read it.
 * Both carry the safe file name (no folder, no control or invisible characters), whatever was stored.
 */
export function contentDisposition(name: string, inline = false): string {
  const fileName = safeFileName(name, "download");
  const ascii = asciiFileName(fileName);
  // A name that is its own fallback is left to the library, which still adds `filename*` where a
  // client could misread `filename` (a "%20" in the name).
  const fallback = ascii === fileName ? true : ascii;
  return create(fileName, { type: inline ? "inline" : "attachment", fallback });
}
