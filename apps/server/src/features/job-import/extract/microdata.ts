import { attr, type Document, type Element, isTag, rawText, selectEvery, walk } from "../dom.ts";
import { nodeToText } from "../html-text.ts";
import type { JsonObject } from "../json-ld.ts";
import type { Found } from "./fields.ts";
import { fromPosting } from "./json-ld.ts";

/** The fields of a schema.org JobPosting written as microdata (itemscope, itemtype, itemprop). */
export function fromMicrodata(document: Document): Found {
  const root = selectEvery(document, "[itemscope][itemtype]").find((element) =>
    /(?:^|[/\s])JobPosting$/i.test(attr(element, "itemtype")),
  );
  return root ? fromPosting(itemOf(root)) : {};
}

// Reads an item's properties as JSON-LD would state them, so one mapping serves both. Nesting follows
// the (depth-bounded) tree, so the recursion stays shallow.
function itemOf(root: Element): JsonObject {
  const item: JsonObject = { "@type": attr(root, "itemtype").split("/").pop() ?? "" };
  walk(root, (node, entering) => {
    if (!entering || node === root || !isTag(node)) return;
    const names = attr(node, "itemprop").split(/\s+/).filter(Boolean);
    const scoped = node.attribs.itemscope !== undefined;
    if (names.length > 0) {
      const value = scoped ? itemOf(node) : propertyValue(node, names);
      for (const name of names) if (!(name in item)) item[name] = value;
    }
    if (scoped) return false;
  });
  return item;
}

function propertyValue(element: Element, names: string[]): string {
  const from = { meta: "content", a: "href", link: "href", img: "src", time: "datetime", data: "value" }[
    element.name
  ];
  if (from && element.attribs[from] !== undefined) return attr(element, from);
  if (element.attribs.content !== undefined) return attr(element, "content");
  // The description keeps its paragraphs and list items; other properties are one line of text.
  return names.includes("description") ? nodeToText(element) : rawText(element);
}
