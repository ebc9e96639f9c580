import {
  type AnyNode,
  attr,
  type Document,
  type Element,
  HIDDEN_TAGS,
  isTag,
  isText,
  rawText,
  select,
  walk,
} from "../dom.ts";
import { nodeToText } from "../html-text.ts";
import { DESCRIPTION_MAX } from "../job-posting.ts";
import type { Found } from "./fields.ts";
import { cleanShort } from "./text.ts";

// Shorter than this, the largest block is a teaser or a cookie notice rather than a job description.
const MIN_DESCRIPTION = 200;
const TEXT_TAGS = new Set(["p", "li", "dd", "pre", "blockquote", "h2", "h3", "h4", "td"]);
const CHROME_TAGS = new Set(["nav", "header", "footer", "aside", "form", "button", "dialog"]);
const CHROME_NAMES =
  /(?:^|[\s_-])(?:nav|navbar|menu|footer|header|cookie|consent|banner|sidebar|related|similar|share|breadcrumbs?|comments?|modal|newsletter)(?:$|[\s_-])/i;

/** For any page: the first <h1> as the title, the block with the most paragraph text as the description. */
export function fromGeneric(document: Document): Found {
  const block = largestTextBlock(document);
  const description = block ? nodeToText(block, DESCRIPTION_MAX) : "";
  const h1 = select(document, "h1");
  return {
    job_title: h1 ? cleanShort(rawText(h1)) : "",
    job_description: description.length >= MIN_DESCRIPTION ? description : "",
  };
}

// Each paragraph-like element adds its text length to its parent and half of it to the grandparent,
// so the container that holds the body of the ad wins over navigation, footers and teasers.
function largestTextBlock(document: Document): Element | undefined {
  const scores = new Map<Element, number>();
  const add = (node: AnyNode | null, score: number) => {
    if (node && isTag(node)) scores.set(node, (scores.get(node) ?? 0) + score);
  };
  const score = (node: AnyNode, text: string) => {
    const length = text.replace(/\s+/g, " ").trim().length;
    add(node.parent, length);
    add(node.parent?.parent ?? null, length / 2);
  };
  walk(document, (node, entering) => {
    if (!entering) return;
    // Text written straight into a container (with <br> between lines) counts like a paragraph.
    if (isText(node) && node.data.trim().length >= 40) score(node, node.data);
    if (!isTag(node)) return;
    if (HIDDEN_TAGS.has(node.name) || CHROME_TAGS.has(node.name) || isChrome(node)) return false;
    if (!TEXT_TAGS.has(node.name)) return;
    score(node, rawText(node));
    return false;
  });
  let best: Element | undefined;
  let bestScore = 0;
  for (const [element, score] of scores) {
    if (score > bestScore) [best, bestScore] = [element, score];
  }
  return best;
}

function isChrome(element: Element): boolean {
  return (
    CHROME_NAMES.test(attr(element, "class")) ||
    CHROME_NAMES.test(attr(element, "id")) ||
    ["navigation", "banner", "contentinfo", "dialog"].includes(attr(element, "role"))
  );
}
