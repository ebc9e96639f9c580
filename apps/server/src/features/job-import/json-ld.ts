import { type Document, isText, parseHtml, selectEvery } from "./dom.ts";

export type JsonObject = Record<string, unknown>;

// Deep enough for @graph > WebPage > mainEntity > JobPosting with room to spare, bounded against odd data.
const MAX_DEPTH = 32;

/** The parsed content of each `<script type="application/ld+json">` on the page; invalid JSON is skipped. */
export function jsonLdValues(page: string | Document): unknown[] {
  const document = typeof page === "string" ? parseHtml(page) : page;
  return selectEvery(document, "script")
    .filter((script) => isJsonLdType(script.attribs.type))
    .flatMap((script) => {
      const text = script.children.map((child) => (isText(child) ? child.data : "")).join("");
      const value = parseLenient(text);
      return value === undefined ? [] : [value];
    });
}

/**
 * The first schema.org JobPosting among the values, searched depth-first through arrays, `@graph`
 * and nested objects (a WebPage's mainEntity, for example); `@type` may be a string or a list.
 */
export function findJobPosting(values: unknown[]): JsonObject | undefined {
  return visit(values, 0);
}

function visit(node: unknown, depth: number): JsonObject | undefined {
  if (depth > MAX_DEPTH || node === null || typeof node !== "object") return undefined;
  const children = Array.isArray(node) ? node : Object.values(node);
  if (!Array.isArray(node) && isJobPostingType((node as JsonObject)["@type"])) return node as JsonObject;
  for (const child of children) {
    const found = visit(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function isJobPostingType(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some(
    (t) => typeof t === "string" && t.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, "") === "JobPosting",
  );
}

function isJsonLdType(type: string | undefined): boolean {
  return type?.split(";")[0]?.trim().toLowerCase() === "application/ld+json";
}

function parseLenient(text: string): unknown {
  // Older pages wrap the JSON in an HTML comment or a CDATA section for ancient browsers.
  const body = text
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, "")
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)$/, "")
    .trim();
  try {
    return JSON.parse(body);
  } catch {
    // Raw line breaks and tabs inside strings are invalid JSON yet common in hand-written JSON-LD.
    try {
      return JSON.parse(body.replace(/\p{Cc}+/gu, " "));
    } catch {
      return undefined;
    }
  }
}
