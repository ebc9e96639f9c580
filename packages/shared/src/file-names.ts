/**
 * The longest file name kept, in characters. Long enough for any real name ("Arbeitszeugnis Müller GmbH
 * 2019-2024 (unterschrieben).pdf" is 55), short enough for a download button, a file list and a zip
 * entry with its "{id}_" prefix.
 */
export const FILE_NAME_MAX_CHARS = 120;

/**
 * The longest file name kept, in UTF-8 bytes: ext4, APFS and NTFS allow 255 per name, and a browser may
 * add " (1)" to a download. 120 characters of CJK (3 bytes) or emoji (4) would pass that.
 */
export const FILE_NAME_MAX_BYTES = 240;

// Control (C0, DEL, C1), format (bidirectional marks and overrides, zero-width characters, the BOM, the
// soft hyphen), lone surrogates and the line and paragraph separators: nothing a name needs, and what
// makes "invoice\u202Efdp.exe" show as "invoiceexe.pdf".
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
/** An extension worth keeping when a long name is cut: a dot and up to ten letters or digits. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * A file name as it may be stored, shown and offered for download: the base name only (no folder, by
 * either slash), no control or invisible formatting characters, no leading dots or spaces, in Unicode
 * NFC, at most FILE_NAME_MAX_CHARS characters and FILE_NAME_MAX_BYTES bytes (the extension kept when
 * cut), and `fallback` when nothing is left. Applying it twice changes nothing.
 */
export function safeFileName(name: string, fallback = "file"): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const visible = base
    .replace(INVISIBLE, "")
    .normalize("NFC")
    .replace(/^[\s.]+/u, "")
    .trimEnd();
  return visible === "" ? fallback : capped(visible);
}

/** The name cut to the caps at a whole character, the extension kept. */
function capped(name: string): string {
  if (fits(name)) return name;
  const extension = name.match(EXTENSION)?.[0] ?? "";
  const stem = Array.from(name.slice(0, name.length - extension.length));
  let keep = Math.min(stem.length, FILE_NAME_MAX_CHARS - Array.from(extension).length);
  while (keep > 0 && !fits(stem.slice(0, keep).join("") + extension)) keep -= 1;
  // The stem starts with a visible character (leading spaces and dots are gone), so something stays.
  return stem.slice(0, keep).join("").trimEnd() + extension;
}

function fits(name: string): boolean {
  return Array.from(name).length <= FILE_NAME_MAX_CHARS && utf8Length(name) <= FILE_NAME_MAX_BYTES;
}

/** UTF-8 bytes of a well-formed string (the browser has no Buffer). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
