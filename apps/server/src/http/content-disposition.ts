import { create } from "content-disposition";

/** The name as plain ASCII for clients that read only `filename`: accents dropped, the rest replaced. */
function asciiFileName(fileName: string): string {
  return fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
}

/**
 * A Content-Disposition value for a download: an ASCII `filename` every client understands and, when
 * the name is not plain ASCII, the exact UTF-8 name as RFC 8187 `filename*` for those that read it.
 */
export function contentDisposition(fileName: string, inline = false): string {
  const ascii = asciiFileName(fileName);
  // A name that is its own fallback is left to the library, which still adds `filename*` where a
  // client could misread `filename` (a "%20" in the name).
  const fallback = ascii === fileName ? true : ascii;
  return create(fileName, { type: inline ? "inline" : "attachment", fallback });
}
