import { decodeEntities } from "./entities.ts";

type StartTag = { attributes: Map<string, string>; end: number };
export type RawTextElement = { attributes: Map<string, string>; text: string };

// A start tag longer than this is not one we care about; the cap keeps hostile pages cheap to scan.
const MAX_TAG_LENGTH = 8192;
const TAG_BODY = /^(?:"[^"]*"|'[^']*'|[^"'<>])*>/;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`=]+)))?/g;

/** Every start tag `<name ...>` in the page (case-insensitive) with its attributes, names lower-cased. */
export function startTags(html: string, name: string): Map<string, string>[] {
  const open = openPattern(name);
  const tags: Map<string, string>[] = [];
  for (let tag = nextStartTag(html, open, 0); tag; tag = nextStartTag(html, open, tag.end)) {
    tags.push(tag.attributes);
  }
  return tags;
}

/**
 * The elements whose content is raw text up to their end tag (script, title), in page order. Each
 * search goes on after the previous end tag, so the scan stays linear in the page size.
 */
export function rawTextElements(html: string, name: "script" | "title"): RawTextElement[] {
  const open = openPattern(name);
  const close = new RegExp(`</${name}(?=[\\s/>])[^<>]*>`, "gi");
  const elements: RawTextElement[] = [];
  let from = 0;
  for (;;) {
    const tag = nextStartTag(html, open, from);
    if (!tag) return elements;
    close.lastIndex = tag.end;
    const end = close.exec(html);
    elements.push({ attributes: tag.attributes, text: html.slice(tag.end, end ? end.index : html.length) });
    if (!end) return elements;
    from = close.lastIndex;
  }
}

function openPattern(name: string): RegExp {
  return new RegExp(`<${name}(?=[\\s/>])`, "gi");
}

function nextStartTag(html: string, open: RegExp, from: number): StartTag | undefined {
  open.lastIndex = from;
  for (let match = open.exec(html); match; match = open.exec(html)) {
    const bodyStart = match.index + match[0].length;
    const body = TAG_BODY.exec(html.slice(bodyStart, bodyStart + MAX_TAG_LENGTH));
    if (body) return { attributes: parseAttributes(body[0].slice(0, -1)), end: bodyStart + body[0].length };
  }
  return undefined;
}

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = "", double, single, bare] of text.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    // The first of two equal attribute names wins, as in browsers.
    if (!attributes.has(key)) attributes.set(key, decodeEntities(double ?? single ?? bare ?? ""));
  }
  return attributes;
}
