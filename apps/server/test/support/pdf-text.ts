import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of a PDF, read back with pdfjs (one line per text item). */
export async function pdfTextOf(bytes: Buffer): Promise<string> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
  });
  const doc = await task.promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ("str" in item) lines.push(item.str);
  }
  await task.destroy();
  return lines.join("\n");
}
