import type { XMLParser } from "fast-xml-parser";
import { onFirstUse } from "../../../lazy-module.ts";
import { decodeEntities } from "../../job-import/index.ts";
import { FetchError } from "./fetch-error.ts";

export type XmlNode = Record<string, unknown>;

// Elements that may repeat are always lists, so a feed with one item reads like one with many.
const LISTS = new Set(["position", "jobDescription", "item", "entry", "link", "url", "sitemap", "category"]);

/** fast-xml-parser, loaded by the first feed read rather than at start. */
const parser = onFirstUse<typeof import("fast-xml-parser")>("fast-xml-parser");
let xmlParser: XMLParser | undefined;
// Entities stay as written: DOCTYPE entities are never expanded (no entity bombs), and text is decoded
// once, by `xmlText` or by the HTML-to-text step that knows whether it holds markup.
const makeParser = () =>
  new (parser().XMLParser)({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    textNodeName: "#text",
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
    trimValues: true,
    isArray: (name) => LISTS.has(name.replace(/^.*:/, "")),
    // An Atom entry's content and summary stay as written: with type="xhtml" they hold markup (a <div> of
    // XHTML) that would otherwise be taken apart into elements and read as empty text.
    stopNodes: ["feed.entry.content", "feed.entry.summary"],
  });

const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/g;

/** Parses an XML document; a document that is not XML is a "format" error. */
export function parseXml(body: string, what: string): XmlNode {
  try {
    xmlParser ??= makeParser();
    const root = xmlParser.parse(body, true);
    if (root && typeof root === "object") return root as XmlNode;
  } catch {
    // reported below
  }
  throw new FetchError("format", `${what} is not valid XML`);
}

/** The text of an element (plain or with attributes), entities not yet decoded. */
export function xmlRaw(node: unknown): string {
  // Only the elements kept as written (stopNodes) still carry their CDATA sections.
  if (typeof node === "string") return node.includes("<![CDATA[") ? node.replace(CDATA, "$1") : node;
  if (typeof node === "number") return String(node);
  if (Array.isArray(node)) return xmlRaw(node[0]);
  if (node && typeof node === "object") return xmlRaw((node as XmlNode)["#text"]);
  return "";
}

/** The text of an element with entities decoded, for short values and links. */
export function xmlText(node: unknown): string {
  return decodeEntities(xmlRaw(node)).trim();
}

/** An attribute of an element, entities decoded. */
export function xmlAttribute(node: unknown, name: string): string {
  const element = Array.isArray(node) ? node[0] : node;
  if (!element || typeof element !== "object") return "";
  return decodeEntities(xmlRaw((element as XmlNode)[`@${name}`])).trim();
}

/** The child elements as a list (missing: empty). */
export function xmlList(node: unknown): XmlNode[] {
  if (node === undefined || node === null || node === "") return [];
  const list = Array.isArray(node) ? node : [node];
  return list.filter((item): item is XmlNode => typeof item === "object" && item !== null);
}
