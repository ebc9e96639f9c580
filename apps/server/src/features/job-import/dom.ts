import type { compile } from "css-select";
import type { AnyNode, Document, Element, ParentNode, Text } from "domhandler";
import { cssSelect, domhandler, parse5, treeAdapter } from "../../net/html-libraries.ts";

export type { AnyNode, Document, Element };

/** domhandler's node tests, through the lazily loaded library. */
export const isTag = (node: AnyNode): node is Element => domhandler().isTag(node);
export const isText = (node: AnyNode): node is Text => domhandler().isText(node);
const hasChildren = (node: AnyNode): node is ParentNode => domhandler().hasChildren(node);

/** Pages longer than this are cut before parsing; the extension sends at most 2 MB, the fetcher reads as much. */
export const MAX_HTML_CHARS = 2_000_000;
// Real pages stay far below this; beyond it, content is kept as text so no walk or selector match
// ever climbs a hostile page's hundred-thousand-deep tree.
const MAX_DEPTH = 200;

/** Parses a whole page with parse5 (the HTML standard's algorithm, linear also on hostile markup). */
export function parseHtml(html: string): Document {
  const adapter = treeAdapter().adapter;
  return bounded(parse5().parse(html.slice(0, MAX_HTML_CHARS), { treeAdapter: adapter }) as Document);
}

/** Parses a piece of HTML such as a job description, as if it were the content of a <div>. */
export function parseHtmlFragment(html: string): Document {
  const adapter = treeAdapter().adapter;
  return bounded(parse5().parseFragment(html.slice(0, MAX_HTML_CHARS), { treeAdapter: adapter }) as Document);
}

const compiled = new Map<string, ReturnType<typeof compile>>();

function query(selector: string) {
  let test = compiled.get(selector);
  if (!test) {
    test = cssSelect().compile(selector);
    compiled.set(selector, test);
  }
  return test;
}

/** The first element matching a CSS selector, in document order. */
export function select(root: AnyNode, selector: string): Element | null {
  return cssSelect().selectOne(query(selector), root) as Element | null;
}

/** Every element matching a CSS selector, in document order. */
export function selectEvery(root: AnyNode, selector: string): Element[] {
  return cssSelect().selectAll(query(selector), root) as Element[];
}

/** An attribute's value (already decoded by the parser), trimmed; "" when missing. */
export function attr(element: Element | null | undefined, name: string): string {
  return element?.attribs[name]?.trim() ?? "";
}

/** Visits every node below `root` in document order without recursion; return false to skip children. */
export function walk(root: AnyNode, visit: (node: AnyNode, entering: boolean) => boolean | undefined): void {
  const stack: { node: AnyNode; entering: boolean }[] = [{ node: root, entering: true }];
  while (stack.length > 0) {
    const { node, entering } = stack.pop()!;
    if (!entering) {
      visit(node, false);
      continue;
    }
    if (visit(node, true) === false || !hasChildren(node)) continue;
    stack.push({ node, entering: false });
    for (let i = node.children.length - 1; i >= 0; i--)
      stack.push({ node: node.children[i]!, entering: true });
  }
}

/** All text below a node, scripts and styles left out, without any tidying. */
export function rawText(root: AnyNode): string {
  let text = "";
  walk(root, (node, entering) => {
    if (!entering) return;
    if (isTag(node) && HIDDEN_TAGS.has(node.name)) return false;
    if (isText(node)) text += node.data;
  });
  return text;
}

/** Elements whose content is never shown as text. */
export const HIDDEN_TAGS = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "svg",
  "math",
  "iframe",
  "object",
  "embed",
  "canvas",
  "head",
  "select",
]);

function bounded(document: Document): Document {
  const stack: { node: AnyNode; depth: number }[] = [{ node: document, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (!hasChildren(node)) continue;
    if (depth >= MAX_DEPTH) {
      const flat = new (domhandler().Text)(rawText(node));
      flat.parent = node;
      node.children = [flat];
      continue;
    }
    for (const child of node.children) stack.push({ node: child, depth: depth + 1 });
  }
  return document;
}
