import { type AnyNode, HIDDEN_TAGS, isTag, isText, parseHtmlFragment, walk } from "./dom.ts";
import { decodeEntities, withoutInvisible } from "./entities.ts";

// Placeholders while elements turn into line breaks: a block edge, a paragraph edge, the start and end
// of a list item, the edge of a whole list. They are private-use characters, which text is cleared of
// (icon fonts put their glyphs there; as text they mean nothing).
const BLOCK = "\ue001";
const PARAGRAPH = "\ue002";
const ITEM = "\ue003";
const ITEM_END = "\ue004";
const LIST = "\ue005";

const PARAGRAPH_TAGS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "dl", "table", "blockquote", "pre"]);
const PARAGRAPH_TAGS_2 = new Set(["section", "article"]);
const BLOCK_TAGS = new Set([
  ..."div address aside dd dt details summary fieldset figure figcaption footer header form hr main nav tr".split(
    " ",
  ),
]);
const MARKUP = /<[a-zA-Z/!?]/;

/**
 * Turns an HTML fragment (a job description) into readable plain text: block elements and <br> become
 * line breaks, list items start with "- ", scripts and styles are dropped, whitespace is tidied, at
 * most `maxLength` characters. Text without any tag keeps its own line breaks.
 */
export function htmlToText(html: string, maxLength = 50_000): string {
  if (!MARKUP.test(html)) {
    // Some sites escape the description's HTML twice: "&lt;p&gt;" is still meant as a paragraph.
    if (/&lt;\/?[a-zA-Z]/.test(html)) return htmlToText(decodeEntities(html), maxLength);
    return truncate(tidyLines(decodeEntities(withoutInvisible(html))), maxLength);
  }
  return nodeToText(parseHtmlFragment(html), maxLength);
}

/** The readable text of a parsed node (a description's container), as `htmlToText` makes it. */
export function nodeToText(root: AnyNode, maxLength = 50_000): string {
  return withoutMarkup(render(root, maxLength), maxLength);
}

function render(root: AnyNode, maxLength: number): string {
  let marked = "";
  walk(root, (node, entering) => {
    if (isText(node)) {
      if (entering) marked += withoutInvisible(node.data).replace(/\s+/g, " ");
      return;
    }
    if (!isTag(node)) return;
    if (HIDDEN_TAGS.has(node.name) || node.attribs.hidden !== undefined) return false;
    marked += markFor(node.name, entering);
  });
  // Whitespace runs are made short first, so the placeholder pattern never rescans a long run.
  const text = marked
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n[ \n]*/g, (run) => (run.split("\n").length > 2 ? "\n\n" : "\n"))
    .replace(/[ \n\ue001-\ue005]*[\ue001-\ue005][ \n\ue001-\ue005]*/g, breakFor);
  return truncate(tidyLines(text), maxLength);
}

/** One line of text from a short value (title, company): references decoded, tags and whitespace gone. */
export function inlineText(value: string, maxLength: number): string {
  const decoded = decodeEntities(value);
  const text = MARKUP.test(decoded) ? nodeToText(parseHtmlFragment(decoded), maxLength * 2) : decoded;
  return truncate(
    withoutInvisible(text)
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

function markFor(name: string, entering: boolean): string {
  if (name === "br") return entering ? "\n" : "";
  if (name === "li") return entering ? ITEM : ITEM_END;
  if (name === "ul" || name === "ol") return LIST;
  if (PARAGRAPH_TAGS.has(name) || PARAGRAPH_TAGS_2.has(name)) return PARAGRAPH;
  if (BLOCK_TAGS.has(name)) return BLOCK;
  if (name === "td" || name === "th") return " ";
  return "";
}

// Text a page shows as markup ("&lt;script&gt;" written out) is read once more, so that the stored
// text never carries a tag; its line breaks survive as <br>.
function withoutMarkup(text: string, maxLength: number): string {
  let clean = text;
  for (let round = 0; round < 3 && MARKUP.test(clean); round++) {
    const html = clean.replace(/&/g, "&amp;").replace(/\n/g, "<br>");
    clean = render(parseHtmlFragment(html), maxLength);
  }
  return clean;
}

// A run of spaces, <br> breaks and element placeholders becomes one line break, or a blank line at a
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
