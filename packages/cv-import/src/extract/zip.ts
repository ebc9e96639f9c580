import { Inflate } from "fflate";
import { CvImportError } from "../errors.ts";

/** Limits for a DOCX: a real CV has a few dozen entries and well under 20 MB of XML. */
export const ZIP_LIMITS = { maxEntries: 2_000, maxTotalBytes: 50_000_000, maxEntryBytes: 20_000_000 };

type Entry = { name: string; method: number; compressed: number; size: number; offset: number };

/**
 * The entries of a zip's central directory. The declared sizes are checked before anything is
 * inflated; they can lie, so `readEntry` counts the real output too.
 */
export function zipEntries(data: Uint8Array): Map<string, Entry> {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new CvImportError("broken-file", "The file is not a complete zip archive");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count > ZIP_LIMITS.maxEntries) {
    throw new CvImportError("zip-bomb", `The archive has ${count} entries`);
  }
  const entries = new Map<string, Entry>();
  let total = 0;
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > data.length || view.getUint32(at, true) !== 0x02014b50) {
      throw new CvImportError("broken-file", "The zip directory is damaged");
    }
    const nameLength = view.getUint16(at + 28, true);
    const entry: Entry = {
      method: view.getUint16(at + 10, true),
      compressed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      offset: view.getUint32(at + 42, true),
      name: decoder.decode(data.subarray(at + 46, at + 46 + nameLength)),
    };
    total += entry.size;
    if (total > ZIP_LIMITS.maxTotalBytes || entry.size > ZIP_LIMITS.maxEntryBytes) {
      throw new CvImportError("zip-bomb", "The archive unpacks to more than a CV can be");
    }
    entries.set(entry.name, entry);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** Inflates one entry, stopping as soon as the output passes the declared size or the limit. */
export function readEntry(data: Uint8Array, entry: Entry): Uint8Array {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (entry.offset + 30 > data.length || view.getUint32(entry.offset, true) !== 0x04034b50) {
    throw new CvImportError("broken-file", "A zip entry is damaged");
  }
  const start =
    entry.offset + 30 + view.getUint16(entry.offset + 26, true) + view.getUint16(entry.offset + 28, true);
  const body = data.subarray(start, start + entry.compressed);
  if (body.length < entry.compressed) throw new CvImportError("broken-file", "The zip archive is truncated");
  if (entry.method === 0) return body;
  if (entry.method !== 8) throw new CvImportError("broken-file", "Unknown zip compression");
  const limit = Math.min(entry.size, ZIP_LIMITS.maxEntryBytes);
  const chunks: Uint8Array[] = [];
  let length = 0;
  const inflate = new Inflate((chunk) => {
    length += chunk.length;
    if (length > limit) throw new CvImportError("zip-bomb", "A zip entry unpacks to more than it declares");
    chunks.push(chunk);
  });
  try {
    const step = 16_384;
    for (let i = 0; i < body.length; i += step) {
      inflate.push(body.subarray(i, i + step), i + step >= body.length);
    }
  } catch (error) {
    if (error instanceof CvImportError) throw error;
    throw new CvImportError("broken-file", "A zip entry cannot be unpacked", { cause: error });
  }
  const out = new Uint8Array(length);
  let pos = 0;
  for (const chunk of chunks) {
    out.set(chunk, pos);
    pos += chunk.length;
  }
  return out;
}
