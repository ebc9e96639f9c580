import { inflateRawSync } from "node:zlib";
import type { UploadType } from "@jah/shared";

/** The upload type of the bytes themselves (magic numbers and zip contents), whatever the name claims. */
export function detectUploadType(bytes: Buffer): UploadType | null {
  if (startsWith(bytes, "%PDF-")) return "pdf";
  if (startsWith(bytes, "\x89PNG\r\n\x1a\n")) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (startsWith(bytes, "GIF87a") || startsWith(bytes, "GIF89a")) return "gif";
  // The OLE compound file of Word 97-2003 (.doc).
  if (startsWith(bytes, "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")) return "doc";
  if (startsWith(bytes, "PK\x03\x04")) return zipDocumentType(bytes);
  if (isPlainText(bytes)) return "txt";
  return null;
}

function startsWith(bytes: Buffer, magic: string): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(Buffer.from(magic, "latin1"));
}

/** Plain text: valid UTF-8 without NUL bytes (binary files almost always have both problems). */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const ODT_MIME = "application/vnd.oasis.opendocument.text";

/**
 * A Word (.docx) or OpenDocument text (.odt) file, told apart by what the zip declares: docx by the
 * main document type in [Content_Types].xml, odt by its `mimetype` entry. Any other zip is not accepted.
 */
function zipDocumentType(bytes: Buffer): UploadType | null {
  const entries = readZipDirectory(bytes);
  if (!entries) return null;
  const types = entries.get("[Content_Types].xml");
  if (types && readEntry(bytes, types)?.toString("utf8").includes(WORD_MAIN)) return "docx";
  const mimetype = entries.get("mimetype");
  if (mimetype && readEntry(bytes, mimetype)?.toString("utf8").trim() === ODT_MIME) return "odt";
  return null;
}

type ZipEntry = { method: number; compressedSize: number; localOffset: number };

/** The names of a zip's central directory; null when the structure is broken. */
function readZipDirectory(bytes: Buffer): Map<string, ZipEntry> | null {
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count && i < 10_000; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const name = bytes.toString("utf8", offset + 46, offset + 46 + nameLength);
    entries.set(name, {
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      localOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) return i;
  }
  return -1;
}

/** One small entry's content (stored or deflated, at most 1 MB unpacked); null when unreadable. */
function readEntry(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  try {
    if (entry.method === 0) return data;
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: 1_048_576 });
  } catch {
    // a damaged entry: not a document we accept
  }
  return null;
}
