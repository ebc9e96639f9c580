import { CvImportError } from "../errors.ts";
import type { DocText, Line } from "../types.ts";
import { type Item, pageLayout } from "./layout.ts";
import { loadPdfjs } from "./pdfjs.ts";

/** Fewer visible characters than this in the whole file means a scan or an image-only PDF. */
const MIN_TEXT_CHARS = 40;

/**
 * Reads the text layer of a PDF as lines in reading order (columns read one after the other).
 * `deadline` (a Date.now() value) is checked before every page.
 */
export async function extractPdf(bytes: Uint8Array, deadline = Number.POSITIVE_INFINITY): Promise<DocText> {
  const { getDocument } = await loadPdfjs();
  // pdfjs takes ownership of the buffer it is given, so it gets a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === "PasswordException") {
      throw new CvImportError("encrypted", "The PDF is protected by a password", { cause: error });
    }
    throw new CvImportError("broken-file", "The PDF cannot be read", { cause: error });
  }
  try {
    const pages: Item[][] = [];
    const widths: number[] = [];
    const links: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      if (Date.now() > deadline) throw new CvImportError("timeout", "Reading the file took too long");
      const page = await doc.getPage(n);
      widths.push(page.view[2] ?? 595);
      const content = await page.getTextContent();
      // Link targets: "LinkedIn" printed as a word often links to the profile.
      for (const note of await page.getAnnotations()) {
        if (typeof note.url === "string") links.push(note.url);
      }
      const items: Item[] = [];
      for (const raw of content.items) {
        if (!("str" in raw) || raw.str.replace(/[\uE000-\uF8FF]/g, "").trim() === "") continue;
        const [a, b, c, d, e, f] = raw.transform as number[];
        const size = Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0) || 10;
        // Glyphs without a Unicode mapping (icon fonts, some browser-made subsets) arrive as
        // private-use characters; as spaces they still separate what stands around them. A
        // no-break space ("80797 München" kept on one line) is a space to the reader.
        const str = raw.str.replace(/[\uE000-\uF8FF\u00a0\u202f]/g, " ");
        items.push({ str, x: e ?? 0, y: f ?? 0, w: raw.width, size, font: raw.fontName });
      }
      pages.push(items);
    }
    const chars = pages.flat().reduce((sum, item) => sum + item.str.replace(/\s/g, "").length, 0);
    if (chars < MIN_TEXT_CHARS) {
      throw new CvImportError("no-text", "The PDF has no text layer (a scan?)");
    }
    const bodyFont = mostCommon(pages.flat(), (item) => item.font);
    const bodySize = mostCommon(pages.flat(), (item) => Math.round(item.size * 2) / 2);
    // Pages in order, each told the column gap of the one before (a sidebar runs on).
    const lines: Line[] = [];
    let split: number | undefined;
    pages.forEach((items, i) => {
      const layout = pageLayout(items, { page: i + 1, width: widths[i] ?? 595, bodyFont, split });
      lines.push(...layout.lines);
      split = layout.split;
    });
    return { lines, format: "pdf", bodySize: Number(bodySize) || 10, links };
  } catch (error) {
    if (error instanceof CvImportError) throw error;
    throw new CvImportError("broken-file", "The PDF cannot be read", { cause: error });
  } finally {
    await task.destroy();
  }
}

/** The key that covers the most characters (the body font, the body size). */
function mostCommon<K>(items: Item[], key: (item: Item) => K): K | undefined {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + item.str.length);
  let best: K | undefined;
  let max = -1;
  for (const [k, n] of counts) {
    if (n > max) {
      best = k;
      max = n;
    }
  }
  return best;
}
