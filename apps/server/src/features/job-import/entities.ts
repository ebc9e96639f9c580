import { entities } from "../../net/html-libraries.ts";

/**
 * Replaces character references (&#228; &#xE4; &auml;) by their characters, as the HTML standard
 * reads them in text (numeric &#128;-&#159; as Windows-1252). Named references need their semicolon,
 * so "?a=1&copy=2" in a link stays as written. Icon-font glyphs and control characters are dropped.
 */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return withoutInvisible(entities().decodeHTMLStrict(text));
}

/** Drops private-use characters (icon-font glyphs, meaningless as text) and controls other than tab and line breaks. */
export function withoutInvisible(text: string): string {
  return text.replace(/\p{Co}|[^\P{Cc}\t\n\r]/gu, "");
}
