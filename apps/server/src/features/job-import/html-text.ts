import { decodeEntities } from "./entities.ts";

// Placeholders while tags turn into line breaks: a block edge, a paragraph edge, the start and end of
// a list item, the edge of a whole list. They are private-use characters, which the input is cleared
// of first (icon fonts put their glyphs there; as text they mean nothing).
const BLOCK = "\ue001";
const PARAGRAPH = "\ue002";
const ITEM = "\ue003";
const ITEM_END = "\ue004";
const LIST = "\ue005";

const PARAGRAPH_TAGS = /<\/?(?:p|h[1-6]|dl|table|blockquote|pre|section|article)\b[^<>]*>/gi;
const BLOCK_TAGS =
  /<\/?(?:div|address|aside|dd|dt|details|summary|fieldset|figure|figcaption|footer|header|form|hr|main|nav|tr)\b[^<>]*>/gi;
const HIDDEN = /<!--|<(script|style|template|noscript)(?=[\s/>])/gi;

/**
 * Turns an HTML fragment (a job description) into readable plain text: block tags and <br> become line
 * breaks, list items start with "- ", entities are decoded, whitespace is tidied, at most `maxLength`
 * characters. Text without any tag keeps its own line breaks.
 */
export function htmlToText(html: string, maxLength = 50_000): string {
  // Private-use characters and control characters other than tab and line breaks.
  const clean = html.replace(/\p{Co}|[^\P{Cc}\t\n\r]/gu, "");
  if (!/<[a-zA-Z/!]/.test(clean)) {
    // Some sites escape the description's HTML twice: "&lt;p&gt;" is still meant as a paragraph.
    if (/&lt;\/?[a-zA-Z]/.test(clean)) return htmlToText(decodeEntities(clean), maxLength);
    return truncate(tidyLines(decodeEntities(clean)), maxLength);
  }
  const marked = dropHidden(clean)
    .replace(/\s+/g, " ")
    .replace(/<br\b[^<>]*>/gi, "\n")
    .replace(/<li\b[^<>]*>/gi, ITEM)
    .replace(/<\/li\b[^<>]*>/gi, ITEM_END)
    .replace(/<\/?[uo]l\b[^<>]*>/gi, LIST)
    .replace(PARAGRAPH_TAGS, PARAGRAPH)
    .replace(BLOCK_TAGS, BLOCK)
    .replace(/<\/?t[dh]\b[^<>]*>/gi, " ")
    .replace(/<[a-zA-Z/!?][^<>]*>/g, "");
  // Whitespace runs are made short first, so the placeholder pattern never rescans a long run.
  const text = decodeEntities(marked)
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n[ \n]*/g, (run) => (run.split("\n").length > 2 ? "\n\n" : "\n"))
    .replace(/[ \n\ue001-\ue005]*[\ue001-\ue005][ \n\ue001-\ue005]*/g, breakFor);
  return truncate(tidyLines(text), maxLength);
}

/** One line of text from a short value (title, company): entities decoded, whitespace collapsed. */
export function inlineText(value: string, maxLength: number): string {
  return truncate(
    decodeEntities(value)
      .replace(/[\s\u00a0]+/g, " ")
      .trim(),
    maxLength,
  );
}

/** Cuts to `maxLength` characters without leaving half of a surrogate pair behind. */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  return (/[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd();
}

// A run of spaces, <br> breaks and tag placeholders becomes one line break, or a blank line at a
// paragraph or list edge or where the page itself had two <br>. A run that opens a non-empty list item
// ends in its bullet, so items follow each other line by line.
function breakFor(run: string): string {
  const item = run.lastIndexOf(ITEM);
  if (item >= 0 && !run.includes(ITEM_END, item)) return run.includes(LIST) ? "\n\n- " : "\n- ";
  const newlines = run.split("\n").length - 1;
  return run.includes(PARAGRAPH) || run.includes(LIST) || newlines >= 2 ? "\n\n" : "\n";
}

function tidyLines(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[^\S\n]+/g, " ").trim())
    .filter((line) => line !== "-")
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

// Drops comments and elements whose content is never shown; an unclosed one hides the rest, as in
// browsers. Each search continues after the last end, so the work stays linear in the input size.
function dropHidden(html: string): string {
  let out = "";
  let from = 0;
  HIDDEN.lastIndex = 0;
  for (let open = HIDDEN.exec(html); open; open = HIDDEN.exec(html)) {
    out += html.slice(from, open.index);
    const close = open[1] ? new RegExp(`</${open[1]}(?=[\\s/>])[^<>]*>`, "gi") : /-->/g;
    close.lastIndex = HIDDEN.lastIndex;
    const end = close.exec(html);
    if (!end) return out;
    from = HIDDEN.lastIndex = close.lastIndex;
  }
  return out + html.slice(from);
}
