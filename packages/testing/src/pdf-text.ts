import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export type PdfText = { pages: number; text: string };

/**
 * The text of a PDF as a reader (or an applicant tracking system) gets it: items in content
 * order, line ends as spaces, runs of white space collapsed.
 */
export async function pdfText(pdf: Uint8Array): Promise<PdfText> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) {
      if ("str" in item) parts.push(item.str, item.hasEOL ? " " : "");
    }
    parts.push(" ");
  }
  const pages = doc.numPages;
  await doc.cleanup();
  return { pages, text: parts.join("").replace(/\s+/g, " ").trim() };
}

/** Fails unless every needle occurs, each after the one before it. */
export function indexesInOrder(text: string, needles: string[]): number[] {
  const found: number[] = [];
  let from = 0;
  for (const needle of needles) {
    const at = text.indexOf(needle, from);
    if (at < 0) {
      const anywhere = text.indexOf(needle);
      throw new Error(
        anywhere < 0
          ? `"${needle}" is missing`
          : `"${needle}" is out of order: at ${anywhere}, expected after ${from} (after "${text.slice(Math.max(0, from - 40), from)}")`,
      );
    }
    found.push(at);
    from = at + needle.length;
  }
  return found;
}
