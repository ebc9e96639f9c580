import type { DefaultTreeAdapterTypes } from "parse5";
import { parse5 } from "./html-libraries.ts";

export type DecodeOptions = {
  /**
   * Also read the charset of an XML declaration (<?xml version="1.0" encoding="ISO-8859-1"?>), after
   * the header's and before a <meta> one: feeds often name it only there. Web pages are read as a
   * browser reads them, which ignores it.
   */
  xmlDeclaration?: boolean;
};

/**
 * Decodes a page's bytes to text: a byte order mark first, then the Content-Type charset, then a
 * <meta> charset near the top (found by the HTML parser, comments and scripts ignored), else UTF-8.
 * An unknown charset falls back to UTF-8; bytes that are not UTF-8 at all are read as Windows-1252.
 */
export function decodeBody(
  bytes: Uint8Array,
  contentType: string | undefined,
  options: DecodeOptions = {},
): string {
  const bom = bomCharset(bytes);
  const label =
    bom ??
    headerCharset(contentType) ??
    (options.xmlDeclaration ? xmlCharset(bytes) : undefined) ??
    metaCharset(bytes) ??
    "utf-8";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  const text = decoder.decode(bytes);
  if (bom || decoder.encoding !== "utf-8" || !text.includes("\ufffd")) return text;
  // Bytes that are no UTF-8 at all, whatever the page says, are the Windows-1252 of older pages; a
  // page with valid UTF-8 letters besides the broken bytes stays UTF-8.
  return /[^\p{ASCII}\ufffd]/u.test(text) ? text : new TextDecoder("windows-1252").decode(bytes);
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

function xmlCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  return head.match(/^(?:\ufeff|\xef\xbb\xbf)?\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/)?.[1];
}

function metaCharset(bytes: Uint8Array): string | undefined {
  // Browsers look at the first 1024 bytes; a little more costs nothing and helps sloppy pages.
  const head = parse5().parseFragment(new TextDecoder("latin1").decode(bytes.subarray(0, 4096)));
  for (const meta of metaElements(head)) {
    const attribute = (name: string) => meta.attrs.find((a) => a.name === name)?.value;
    const declared =
      attribute("charset") ??
      (attribute("http-equiv")?.trim().toLowerCase() === "content-type"
        ? attribute("content")?.match(/charset\s*=\s*["']?\s*([\w.:-]+)/i)?.[1]
        : undefined);
    const label = declared?.trim();
    // A page that can be read this way is ASCII-compatible, so a declared UTF-16 cannot be right.
    if (label) return /^utf-?16/i.test(label) ? "utf-8" : label;
  }
  return undefined;
}

/** The <meta> elements below `root` in document order, walked without recursion. */
function metaElements(root: DefaultTreeAdapterTypes.ParentNode): DefaultTreeAdapterTypes.Element[] {
  const found: DefaultTreeAdapterTypes.Element[] = [];
  const stack: DefaultTreeAdapterTypes.ChildNode[] = [...root.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!("tagName" in node)) continue;
    if (node.tagName === "meta") found.push(node);
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
  }
  return found;
}
