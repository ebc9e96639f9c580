import { CvImportError } from "./errors.ts";

/** The formats the import reads. */
export type CvFormat = "pdf" | "docx";

const PK = [0x50, 0x4b, 0x03, 0x04];

/**
 * The format from the bytes alone; the file name and the browser's type are not trusted.
 * A PDF may have a little junk before its header (the spec allows 1024 bytes).
 */
export function sniffFormat(bytes: Uint8Array): CvFormat {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  if (head.includes("%PDF-")) return "pdf";
  if (PK.every((b, i) => bytes[i] === b)) {
    // The entry names sit uncompressed in the zip; the DOCX reader checks for word/document.xml.
    return "docx";
  }
  if (/^\s*\{\\rtf/.test(head)) throw new CvImportError("unsupported-type", "RTF files are not supported");
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf) {
    throw new CvImportError("unsupported-type", "Old Word files (.doc) are not supported");
  }
  throw new CvImportError("unsupported-type", "Only PDF and DOCX files can be imported");
}
