/**
 * Decodes a page's bytes to text: a byte order mark first, then the Content-Type charset, then a
 * <meta> charset near the top, else UTF-8. An unknown charset falls back to UTF-8.
 */
export function decodeBody(bytes: Uint8Array, contentType: string | undefined): string {
  const label = bomCharset(bytes) ?? headerCharset(contentType) ?? metaCharset(bytes) ?? "utf-8";
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

function bomCharset(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  return undefined;
}

function headerCharset(contentType: string | undefined): string | undefined {
  return contentType?.match(/;\s*charset\s*=\s*["']?([\w.:-]+)/i)?.[1];
}

function metaCharset(bytes: Uint8Array): string | undefined {
  // Browsers look at the first 1024 bytes; a little more costs nothing and helps sloppy pages.
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 4096));
  const label = head.match(/<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i)?.[1];
  // A page that can be read this way is ASCII-compatible, so a declared UTF-16 cannot be right.
  return label && /^utf-?16/i.test(label) ? "utf-8" : label;
}
